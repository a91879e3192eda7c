/** A catalog (src/locales/*.po), as @lingui/vite-plugin compiles it. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/** A language's catalogs by tier, each fetched whole (catalog-bundles.config.ts). */
declare module 'virtual:quad-catalogs' {
  import type { Messages } from '@lingui/core';
  import type { CatalogTier } from './catalog-names';

  export const catalogLoaders: Partial<
    Record<string, Partial<Record<CatalogTier, () => Promise<{ messages: Messages }>>>>
  >;
}
