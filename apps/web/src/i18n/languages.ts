/**
 * The app's language: which catalog is loaded (one per language, fetched when chosen), which is
 * active, and the page's `<html lang dir>`. The choice is kept in the `lang` cookie, which the
 * server reads for the pages it sends; a member's choice is also kept on their account.
 */
import { i18n, type Messages } from '@lingui/core';
import {
  directionOf,
  isLanguage,
  LANGUAGE_COOKIE,
  PSEUDO_LANGUAGE,
  type Language,
} from '@quad/contract';
import { Cookies, cookieOptions } from '../session/cookies';
import { useSession } from '../session/session-store';
import { catalogOf, VISITOR_CATALOGS } from './catalog-names';

/** A language of the app: Quad's five, and the tests' pseudo-locale. */
export type AppLanguage = Language | typeof PSEUDO_LANGUAGE;

export const isAppLanguage = (value: unknown): value is AppLanguage =>
  isLanguage(value) || value === PSEUDO_LANGUAGE;

const catalogFiles = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/** The loaders of a language's catalogs: the visitor's pages' only, or every one. */
const catalogLoadersOf = (language: AppLanguage, scope: CatalogScope) =>
  Object.entries(catalogFiles)
    .filter(([path]) => {
      const catalog = catalogOf(path);
      return (
        catalog?.language === language &&
        (scope === 'signed-in' || VISITOR_CATALOGS.includes(catalog.name))
      );
    })
    .map(([path, load]) => ({ path, load }));

/** Which catalogs a page needs: a visitor's pages, or a signed-in member's every screen. */
export type CatalogScope = 'visitor' | 'signed-in';

/** The locales `Intl` formats in: the pseudo-locale's dates and numbers are English. */
export const intlLocalesOf = (language: AppLanguage) =>
  language === PSEUDO_LANGUAGE ? ['en'] : [language];

/** The page's language and direction; the pseudo-locale is English written left to right. */
export const applyHtmlLanguage = (language: AppLanguage) => {
  const root = document.documentElement;
  root.lang = language === PSEUDO_LANGUAGE ? 'en' : language;
  root.dir = directionOf(language);
};

const loaded = new Set<string>();

/** Fetches the catalogs of a language not loaded yet, in parallel, and adds their messages. */
export const loadCatalogs = async (language: AppLanguage, scope: CatalogScope) => {
  const missing = catalogLoadersOf(language, scope).filter(({ path }) => !loaded.has(path));
  const files = await Promise.all(missing.map(({ load }) => load()));
  for (const [index, { messages }] of files.entries()) {
    i18n.load(language, { ...messages });
    loaded.add(missing[index]!.path);
  }
};

/** The catalogs the app needs now: a signed-in member's screens, or a visitor's pages. */
const currentScope = (): CatalogScope => (useSession.getState().user ? 'signed-in' : 'visitor');

/** Fetches a language's catalogs (once) and makes it the app's: every screen re-renders in it. */
export const activateLanguage = async (language: AppLanguage, scope = currentScope()) => {
  await loadCatalogs(language, scope);
  i18n.activate(language, intlLocalesOf(language));
  applyHtmlLanguage(language);
};

/** Before a member's first screen: the catalogs of the signed-in screens, in today's language. */
export const loadSignedInCatalogs = () => loadCatalogs(i18n.locale as AppLanguage, 'signed-in');

/** The language chosen on this device, if any. */
export const readLanguageCookie = (): AppLanguage | undefined => {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isAppLanguage(value) ? value : undefined;
};

/** Keeps a choice on this device, for the pages the server sends next. */
export const writeLanguageCookie = (language: AppLanguage) =>
  Cookies.set(LANGUAGE_COOKIE, language, cookieOptions(365));

/**
 * The language a page opens in: the one a drawn page was drawn in (hydration repeats it), else
 * the device's choice, else the one the server chose for the page (`data-language`: the
 * member's, or the best match of Accept-Language), else the best match of the browser's
 * languages (a page no Quad server sent, as Vite's).
 */
export const startLanguage = async (drawnIn?: string): Promise<AppLanguage> => {
  if (isAppLanguage(drawnIn)) return drawnIn;
  const chosen = readLanguageCookie();
  if (chosen) return chosen;
  const fromServer = document.documentElement.dataset.language;
  if (isAppLanguage(fromServer)) return fromServer;
  const { matchLanguage } = await import('./language-matching');
  return matchLanguage(navigator.languages);
};
