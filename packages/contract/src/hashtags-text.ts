/**
 * Hashtags and mentions (issue 29): how a post's or comment's text is read for `#tags`,
 * `@usernames` and web links, the same on the server (which records tags and tells the members
 * mentioned) and in the web app (which draws them as links), and their limits and words. Apart
 * from the hashtag answers' schemas (hashtags.ts), so that a screen drawing a post's text carries
 * no zod.
 */

/** A tag is at most this many characters (code points, once normalised). */
export const HASHTAG_MAX = 50;
/** At most this many members mentioned in one post or comment are notified. */
export const MENTIONS_NOTIFIED_MAX = 10;
/** How many hashtags "Trending on campus" shows. */
export const TRENDING_HASHTAGS_MAX = 5;
/** How many hashtags the moderators' list shows, hidden ones besides. */
export const MODERATION_HASHTAGS_MAX = 20;
/** Trending counts the uses of the last this many hours. */
export const TRENDING_WINDOW_HOURS = 24;

/** A letter, a combining mark (vowel signs of Arabic, Devanagari…), a digit or `_`. */
const TAG_CHAR = String.raw`\p{L}\p{M}\p{N}_`;

/**
 * One pass over a text: a web link (so that a `#` or `@` inside it is not read as a tag or a
 * mention), a `#tag` not glued to a word before it (`C#`, `page#part`, `&#38;`), or an
 * `@username` not glued to one either (an e-mail address).
 */
const TOKENS = new RegExp(
  String.raw`(https?:\/\/[^\s<>"]+)` +
    String.raw`|(?<![${TAG_CHAR}&#/])#([${TAG_CHAR}]+)` +
    String.raw`|(?<![${TAG_CHAR}.@/])@([A-Za-z0-9]{1,40})(?![${TAG_CHAR}])`,
  'gu',
);

/** Punctuation that ends a sentence rather than a link ("see https://x.edu/a."). */
const LINK_TRAILING = /[.,;:!?)\]}'"]+$/u;

const HAS_LETTER = /\p{L}/u;

/**
 * The stored and compared form of a tag: NFKC (full-width and compatibility forms folded) and
 * lower case, so `#Robotics`, `#ROBOTICS` and `#ｒｏｂｏｔｉｃｓ` are one tag. A leading `#` is
 * dropped. Undefined when it is not a tag: empty, too long, or without a letter (`#1`).
 */
export const normaliseHashtag = (raw: string): string | undefined => {
  const tag = raw.replace(/^#/u, '').normalize('NFKC').toLowerCase();
  if (!new RegExp(String.raw`^[${TAG_CHAR}]+$`, 'u').test(tag)) return undefined;
  if ([...tag].length > HASHTAG_MAX || !HAS_LETTER.test(tag)) return undefined;
  return tag;
};

/** A piece of a text as it is drawn: plain text, a tag, a mention or a web link. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'mention'; text: string; username: string }
  | { kind: 'link'; text: string; href: string };

/** The text cut into its parts, in order; joined, their `text` is the text as written. */
export const textParts = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let plain = '';
  let last = 0;
  const push = (part: TextPart) => {
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push(part);
  };
  for (const match of text.matchAll(TOKENS)) {
    const [whole, link, tag, username] = match;
    plain += text.slice(last, match.index);
    last = match.index + whole.length;
    if (link !== undefined) {
      const trailing = LINK_TRAILING.exec(link)?.[0] ?? '';
      const href = link.slice(0, link.length - trailing.length);
      if (href.length > 'https://'.length) push({ kind: 'link', text: href, href });
      else plain += href;
      plain += trailing;
    } else if (tag !== undefined) {
      const normalised = normaliseHashtag(tag);
      if (normalised) push({ kind: 'hashtag', text: whole, tag: normalised });
      else plain += whole;
    } else if (username !== undefined) {
      push({ kind: 'mention', text: whole, username: username.toLowerCase() });
    }
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
};

/** The distinct tags of a text, normalised, in the order they first appear. */
export const hashtagsOf = (text: string | null | undefined): string[] => [
  ...new Set(textParts(text ?? '').flatMap((part) => (part.kind === 'hashtag' ? [part.tag] : []))),
];

/** The distinct usernames a text mentions, lower case, in the order they first appear. */
export const mentionsOf = (text: string | null | undefined): string[] => [
  ...new Set(
    textParts(text ?? '').flatMap((part) => (part.kind === 'mention' ? [part.username] : [])),
  ),
];

export const hashtagText = {
  unknownTag: 'This is not a hashtag: letters, digits and _ only, up to 50, with a letter.',
  hidden: 'The hashtag is hidden from Trending on campus.',
  shown: 'The hashtag shows in Trending on campus again.',
  notHidden: 'This hashtag is not hidden.',
  alreadyHidden: 'This hashtag is already hidden.',
} as const;
