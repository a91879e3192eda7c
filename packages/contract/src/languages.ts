/**
 * The languages Quad speaks (the choice of one for a visitor: language-matching.ts; the schemas
 * of the member's choice: language-schemas.ts, apart so the login page carries no zod). Shared
 * by the server (API messages, drawn pages) and the web app (the catalog it loads, the menus).
 */

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
