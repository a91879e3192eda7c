/**
 * The web app's catalogs: one per feature folder (src/locales/{feature}/{language}.po) and
 * `common` for the shared pieces. A visitor's pages (login, sign-up, reset, activation, support)
 * load the visitor's catalogs only; the rest come once a member signs in, so `/login` does not
 * carry every screen's words. The build makes two files per language of them (vite.config.ts).
 */
export const VISITOR_CATALOGS: readonly string[] = [
  'common',
  'auth',
  'reset',
  'activation',
  'support',
  'offline',
];

/** `locales/{name}/{language}.po` → its name and language. */
export const catalogOf = (path: string) => {
  const match = /locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.po$/.exec(path);
  return match ? { name: match[1] as string, language: match[2] as string } : undefined;
};

/** The build's file for a catalog: `catalog-{language}` or `catalog-{language}-visitor`. */
export const catalogChunkName = (path: string) => {
  const catalog = catalogOf(path);
  if (!catalog) return null;
  const part = VISITOR_CATALOGS.includes(catalog.name) ? '-visitor' : '';
  return `catalog-${catalog.language}${part}`;
};
