/**
 * The languages Quad speaks, and the choice of one for a visitor: the best match of what their
 * browser asks for (`Accept-Language`, `navigator.languages`), by UTS 35's locale matching.
 * Shared by the server (API messages, drawn pages) and the web app (the catalog it loads).
 */
import { match } from '@formatjs/intl-localematcher';
import { z } from 'zod';

/**
 * BCP 47 tags. Chinese is written with its script (`zh-Hans`), not a region: Simplified Chinese
 * is read in mainland China, Singapore and Malaysia alike, and the matcher's likely subtags take
 * `zh-CN`, `zh-SG` and `zh-Hans-CN` to it while `zh-TW` and `zh-HK` (Traditional) fall to English.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'ar', 'zh-Hans'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as the language menus list them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
  'zh-Hans': '中文（简体）',
};

/** Languages written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set<Language>(['ar']);

export const directionOf = (language: string): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The tests' pseudo-locale (accented, lengthened English in brackets): never offered to members,
 * accepted only where tests turn it on.
 */
export const PSEUDO_LANGUAGE = 'pseudo';

/** The cookie in which a visitor's (and a member's) chosen language is kept on the device. */
export const LANGUAGE_COOKIE = 'lang';

/** The ranges of an `Accept-Language` header, most wanted first (RFC 9110 §12.5.4). */
export const parseAcceptLanguage = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters
        .map((parameter) => parameter.trim().match(/^q=([01](?:\.\d{0,3})?)$/i)?.[1])
        .find((value) => value !== undefined);
      return { range: range.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ range, quality }) => range !== '' && range !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ range }) => range);

/**
 * The best of Quad's languages for these wanted ones (most wanted first), or English. Tags a
 * browser sends that are not well formed are skipped rather than failing the match.
 */
export const matchLanguage = (wanted: readonly string[]): Language => {
  const wellFormed = wanted.flatMap((tag) => {
    try {
      return Intl.getCanonicalLocales(tag);
    } catch {
      return [];
    }
  });
  if (wellFormed.length === 0) return DEFAULT_LANGUAGE;
  const best = match(wellFormed, LANGUAGES, DEFAULT_LANGUAGE, { algorithm: 'best fit' });
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
};

/** The best match of an `Accept-Language` header; English when there is none. */
export const languageOfHeader = (header: string | undefined) =>
  matchLanguage(parseAcceptLanguage(header));

export const languageSchema = z.enum(LANGUAGES);

export const updateLanguageRequestSchema = z.object({
  language: languageSchema.meta({
    description: 'The language Quad speaks to the member: screens, e-mails and API messages.',
  }),
});
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;

export const updateLanguageResponseSchema = z.object({ language: languageSchema });
export type UpdateLanguageResponse = z.infer<typeof updateLanguageResponseSchema>;
