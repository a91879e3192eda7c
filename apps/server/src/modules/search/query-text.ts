/**
 * What a search query says (issue 29): words that must all be there, "quoted phrases",
 * -excluded words or phrases, and the last word, still being typed, as the start of a longer
 * one. User text reaches the database only as parameters of plainto_tsquery and
 * phraseto_tsquery, or of to_tsquery for the prefix, whose word holds letters, marks and digits
 * only, so no operator of the tsquery syntax ever comes from the query.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { normalizeForSearch } from '../users/search-name';

export interface ParsedQuery {
  /** Bare words (the prefix word is not among them). */
  words: string[];
  /** Each quoted phrase's words. */
  phrases: string[][];
  /** Excluded words and phrases, each as its words. */
  excluded: string[][];
  /** The last bare word, matched as the start of a word too; undefined after a space or quote. */
  prefix: string | undefined;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a piece of text: runs of letters, marks and digits. */
export const wordsOf = (text: string) => text.match(WORD) ?? [];

export const parseQuery = (raw: string): ParsedQuery => {
  const text = raw.normalize('NFC');
  const parsed: ParsedQuery = { words: [], phrases: [], excluded: [], prefix: undefined };
  // A term: an optional '-', then a quoted phrase (closed or running to the end) or a bare token.
  const TERM = /(-?)(?:"([^"]*)"?|([^\s"]+))/gu;
  let last: { word: string; end: number } | undefined;
  for (const match of text.matchAll(TERM)) {
    const [whole, minus, quoted, bare] = match;
    const words = wordsOf(quoted ?? bare ?? '');
    if (words.length === 0) continue;
    if (minus) {
      parsed.excluded.push(words);
      last = undefined;
    } else if (quoted !== undefined) {
      parsed.phrases.push(words);
      last = undefined;
    } else {
      parsed.words.push(...words);
      last = { word: words.at(-1)!, end: match.index + whole.length };
    }
  }
  // Still typing the last word: it ends the query, with nothing after it.
  if (last && last.end === text.length && /[\p{L}\p{M}\p{N}]$/u.test(text)) {
    parsed.words.pop();
    parsed.prefix = last.word;
  }
  return parsed;
};

/** Whether anything must be found: a search of only excluded words finds nothing. */
export const hasPositiveTerms = (query: ParsedQuery) =>
  query.words.length > 0 || query.phrases.length > 0 || query.prefix !== undefined;

/** Every word that may be found (for highlights and the member and group matching). */
export const positiveWordsOf = (query: ParsedQuery) => [
  ...query.words,
  ...query.phrases.flat(),
  ...(query.prefix ? [query.prefix] : []),
];

const CONFIGURATION = sql.raw(`'quad_search'::regconfig`);

const anyOf = (parts: SQL[], operator: '&&') =>
  parts.reduce((all, part) => sql`(${all} ${sql.raw(operator)} ${part})`);

/**
 * The texts a query's tsquery is built of, each a parameter of the statement: the query's own
 * (textsOf), or placeholders of any query of the same shape (textPlaceholdersOf), so that a
 * statement built once serves every query of that shape.
 */
export interface TsQueryTexts<T = string | Placeholder> {
  /** The bare words, space-separated (plainto_tsquery). */
  words?: T | undefined;
  /** Each phrase's words, space-separated (phraseto_tsquery). */
  phrases: T[];
  /** The word being typed with ':*' (to_tsquery). */
  prefix?: T | undefined;
  /** Each excluded word or phrase, space-separated (phraseto_tsquery). */
  excluded: T[];
}

/** The texts of the query itself. */
export const textsOf = (query: ParsedQuery): TsQueryTexts<string> => ({
  words: query.words.length > 0 ? query.words.join(' ') : undefined,
  phrases: query.phrases.map((words) => words.join(' ')),
  // Letters, marks and digits only (wordsOf): nothing in it is tsquery syntax.
  prefix: query.prefix ? `${query.prefix}:*` : undefined,
  excluded: query.excluded.map((words) => words.join(' ')),
});

/** What the statement of a query depends on: which parts it has, and how many of each. */
export const shapeOf = (query: ParsedQuery) =>
  `w${query.words.length > 0 ? 1 : 0}p${query.phrases.length}x${query.prefix ? 1 : 0}e${query.excluded.length}`;

/** Placeholders for the texts of any query of `query`'s shape, and their values for `query`. */
export const textPlaceholdersOf = (query: ParsedQuery) => {
  const own = textsOf(query);
  const values: Record<string, string> = {};
  const named = (name: string, value: string) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const texts: TsQueryTexts = {
    words: own.words === undefined ? undefined : named('qWords', own.words),
    phrases: own.phrases.map((text, index) => named(`qPhrase${index}`, text)),
    prefix: own.prefix === undefined ? undefined : named('qPrefix', own.prefix),
    excluded: own.excluded.map((text, index) => named(`qExcluded${index}`, text)),
  };
  return { texts, values };
};

/** A parsed query's bare words are a list; its texts', one text. */
const asTexts = (query: ParsedQuery | TsQueryTexts): TsQueryTexts =>
  Array.isArray(query.words) ? textsOf(query as ParsedQuery) : (query as TsQueryTexts);

const positiveOf = (texts: TsQueryTexts): SQL => {
  const parts: SQL[] = [];
  if (texts.words !== undefined) parts.push(sql`plainto_tsquery(${CONFIGURATION}, ${texts.words})`);
  for (const phrase of texts.phrases) {
    parts.push(sql`phraseto_tsquery(${CONFIGURATION}, ${phrase})`);
  }
  if (texts.prefix !== undefined) parts.push(sql`to_tsquery(${CONFIGURATION}, ${texts.prefix})`);
  return parts.length > 0 ? anyOf(parts, '&&') : sql`''::tsquery`;
};

/** The tsquery of what must be found (words, phrases, prefix), before exclusions. */
export const positiveTsQuery = (query: ParsedQuery | TsQueryTexts): SQL =>
  positiveOf(asTexts(query));

/** The whole tsquery: what must be found and not the excluded words or phrases. */
export const fullTsQuery = (query: ParsedQuery | TsQueryTexts): SQL => {
  const texts = asTexts(query);
  return anyOf(
    [
      positiveOf(texts),
      ...texts.excluded.map((words) => sql`(!! phraseto_tsquery(${CONFIGURATION}, ${words}))`),
    ],
    '&&',
  );
};

/** The query's words as member and group search compare them (lowercase ASCII). */
export const plainTermsOf = (query: ParsedQuery) => ({
  /** Each must be found: a word, or a phrase's words with single spaces. */
  required: [
    ...query.words,
    ...query.phrases.map((words) => words.join(' ')),
    ...(query.prefix ? [query.prefix] : []),
  ]
    .map(normalizeForSearch)
    .filter((term) => term !== ''),
  excluded: query.excluded.map((words) => normalizeForSearch(words.join(' '))).filter(Boolean),
});
