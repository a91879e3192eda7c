/**
 * The web app's catalogs: one per feature folder (src/locales/{feature}/{language}.po) and
 * `common` for the shared pieces. The login page, where a visitor lands, loads the first-load
 * catalogs only; a visitor's other pages load theirs when opened (app/routes.tsx); a member's
 * screens load every catalog once signed in. The build makes three files per language of them
 * (catalog-bundles.config.ts), so `/login` does not carry every screen's words.
 */
export const FIRST_LOAD_CATALOGS: readonly string[] = ['common', 'auth', 'offline'];

/** The catalogs of a visitor's other pages (reset, activation, support, and their header). */
export const VISITOR_PAGE_CATALOGS: readonly string[] = ['reset', 'activation', 'support', 'shell'];

/** `locales/{name}/{language}.po` → its name and language. */
export const catalogOf = (path: string) => {
  const match = /locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.po$/.exec(path);
  return match ? { name: match[1] as string, language: match[2] as string } : undefined;
};

/**
 * What a language's catalogs are loaded in: the login page's, a visitor's other pages', and a
 * member's screens'. Each is one file of the build (catalog-bundles.config.ts), fetched whole.
 */
export const CATALOG_TIERS = ['first', 'pages', 'member'] as const;

export type CatalogTier = (typeof CATALOG_TIERS)[number];

export const catalogTierOf = (name: string): CatalogTier => {
  if (FIRST_LOAD_CATALOGS.includes(name)) return 'first';
  if (VISITOR_PAGE_CATALOGS.includes(name)) return 'pages';
  return 'member';
};

/** The build's module of a language's tier (catalog-bundles.config.ts), as its manifest names it. */
export const CATALOG_MODULE_PREFIX = 'virtual:quad-catalog/';
export const catalogModuleId = (language: string, tier: CatalogTier) =>
  `${CATALOG_MODULE_PREFIX}${language}/${tier}`;

/** The build's file for a language's tier: `catalog-{language}-first`, `-pages`, or the rest. */
export const catalogChunkName = (language: string, tier: CatalogTier) =>
  tier === 'member' ? `catalog-${language}` : `catalog-${language}-${tier}`;
