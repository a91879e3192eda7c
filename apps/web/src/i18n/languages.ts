/**
 * The app's language: which catalogs are loaded (the language's, fetched when chosen), which is
 * active, and the page's `<html lang dir>`. The choice is kept in the `lang` cookie, which the
 * server reads for the pages it sends; a member's choice is also kept on their account.
 */
import { i18n } from '@lingui/core';
import {
  directionOf,
  isLanguage,
  LANGUAGE_COOKIE,
  PSEUDO_LANGUAGE,
  type Language,
} from '@quad/contract';
import { catalogLoaders } from 'virtual:quad-catalogs';
import { Cookies, cookieOptions } from '../session/cookies';
import { useSession } from '../session/session-store';
import {
  CATALOG_TIERS,
  catalogTierOf,
  FIRST_LOAD_CATALOGS,
  type CatalogTier,
} from './catalog-names';

/** A language of the app: Quad's five, and the tests' pseudo-locale. */
export type AppLanguage = Language | typeof PSEUDO_LANGUAGE;

export const isAppLanguage = (value: unknown): value is AppLanguage =>
  isLanguage(value) || value === PSEUDO_LANGUAGE;

/** Catalogs by name, or every one (a signed-in member's screens). */
type CatalogNames = ReadonlySet<string> | 'all';

/** The tiers that hold the catalogs named: each is one file, fetched whole. */
const tiersOf = (names: CatalogNames): CatalogTier[] =>
  names === 'all' ? [...CATALOG_TIERS] : [...new Set([...names].map(catalogTierOf))];

/** The locales `Intl` formats in: the pseudo-locale's dates and numbers are English. */
export const intlLocalesOf = (language: AppLanguage) =>
  language === PSEUDO_LANGUAGE ? ['en'] : [language];

/** The page's language and direction; the pseudo-locale is English written left to right. */
export const applyHtmlLanguage = (language: AppLanguage) => {
  const root = document.documentElement;
  const lang = language === PSEUDO_LANGUAGE ? 'en' : language;
  const dir = directionOf(language);
  // Only on a change: setting them styles the whole page again, even to the same value.
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
};

const loaded = new Set<string>();

/** Fetches the tiers of a language's catalogs not loaded yet, in parallel, and adds their messages. */
const loadCatalogs = async (language: AppLanguage, names: CatalogNames) => {
  const loaders = catalogLoaders[language] ?? {};
  const missing = tiersOf(names).filter(
    (tier) => loaders[tier] && !loaded.has(`${language}/${tier}`),
  );
  const files = await Promise.all(missing.map((tier) => loaders[tier]!()));
  for (const [index, { messages }] of files.entries()) {
    i18n.load(language, { ...messages });
    loaded.add(`${language}/${missing[index]}`);
  }
};

/** The catalogs a visitor's pages opened so far need; a member needs them all. */
const visitorCatalogs = new Set(FIRST_LOAD_CATALOGS);

/** Whose screens the catalogs are for: a visitor's pages, or a signed-in member's. */
export type CatalogScope = 'visitor' | 'signed-in';

const currentScope = (): CatalogScope => (useSession.getState().user ? 'signed-in' : 'visitor');

const catalogsNeeded = (scope: CatalogScope): CatalogNames =>
  scope === 'signed-in' ? 'all' : visitorCatalogs;

/** Fetches a language's catalogs (once) and makes it the app's: every screen re-renders in it. */
export const activateLanguage = async (language: AppLanguage, scope = currentScope()) => {
  await loadCatalogs(language, catalogsNeeded(scope));
  i18n.activate(language, intlLocalesOf(language));
  applyHtmlLanguage(language);
};

/** Before a page of a visitor's is drawn: its catalogs, in today's language (a member has them). */
export const loadPageCatalogs = (names: readonly string[]) => {
  for (const name of names) visitorCatalogs.add(name);
  return loadCatalogs(i18n.locale as AppLanguage, catalogsNeeded(currentScope()));
};

/** Before a member's first screen: every catalog, in today's language. */
export const loadSignedInCatalogs = () => loadCatalogs(i18n.locale as AppLanguage, 'all');

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
