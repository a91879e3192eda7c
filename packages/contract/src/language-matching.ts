/**
 * The choice of a language for a visitor: the best match of what their browser asks for
 * (`Accept-Language`, `navigator.languages`) among Quad's, by UTS 35's locale matching. Apart
 * from languages.ts: the matcher's data weighs 10 kB, which the web app fetches only when no
 * server chose the language for the page.
 */
import { match } from '@formatjs/intl-localematcher';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

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
