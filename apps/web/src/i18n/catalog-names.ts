/**
 * The web app's catalogs: one per feature folder (src/locales/{feature}/{language}.po) and
 * `common` for the shared pieces. The login page, where a visitor lands, loads the first-load
 * catalogs only; a visitor's other pages load theirs when opened (app/routes.tsx); a member's
 * screens load every catalog once signed in. The build makes three files per language of them
 * (vite.config.ts), so `/login` does not carry every screen's words.
 */
export const FIRST_LOAD_CATALOGS: readonly string[] = ['common', 'auth', 'offline'];

/** The catalogs of a visitor's other pages (reset, activation, support, and their header). */
export const VISITOR_PAGE_CATALOGS: readonly string[] = ['reset', 'activation', 'support', 'shell'];

/** `locales/{name}/{language}.po` → its name and language. */
export const catalogOf = (path: string) => {
  const match = /locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.po$/.exec(path);
  return match ? { name: match[1] as string, language: match[2] as string } : undefined;
};

/** The build's file for a catalog: `catalog-{language}-first`, `-pages`, or the member's rest. */
export const catalogChunkName = (path: string) => {
  const catalog = catalogOf(path);
  if (!catalog) return null;
  if (FIRST_LOAD_CATALOGS.includes(catalog.name)) return `catalog-${catalog.language}-first`;
  if (VISITOR_PAGE_CATALOGS.includes(catalog.name)) return `catalog-${catalog.language}-pages`;
  return `catalog-${catalog.language}`;
};
