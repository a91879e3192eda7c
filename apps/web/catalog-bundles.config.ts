/**
 * A language's catalogs in three files, one per tier (src/i18n/catalog-names.ts), each holding its
 * catalogs merged. `virtual:quad-catalog/{language}/{tier}` imports a tier's PO files (which
 * @lingui/vite-plugin compiles) and exports their messages as one; `virtual:quad-catalogs` maps
 * each language's tiers to a dynamic import of it. A glob of the PO files instead puts one loader
 * per catalog in the first load and, grouped into a file per tier, a small file re-exporting that
 * file's messages for each catalog the page asks for.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  CATALOG_MODULE_PREFIX as TIER_PREFIX,
  CATALOG_TIERS,
  catalogChunkName,
  catalogModuleId,
  catalogTierOf,
  type CatalogTier,
} from './src/i18n/catalog-names.ts';

const LOADERS = 'virtual:quad-catalogs';

interface CatalogFile {
  name: string;
  language: string;
  file: string;
}

/** Every `{locales}/{name}/{language}.po`. */
const catalogFiles = (locales: string): CatalogFile[] =>
  readdirSync(locales, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) =>
      readdirSync(path.join(locales, name))
        .filter((file) => file.endsWith('.po'))
        .map((file) => ({
          name,
          language: file.slice(0, -3),
          file: path.join(locales, name, file),
        })),
    );

const tierOfId = (id: string) => {
  if (!id.startsWith(`\0${TIER_PREFIX}`)) return undefined;
  const [language, tier] = id.slice(TIER_PREFIX.length + 1).split('/');
  return language && CATALOG_TIERS.includes(tier as CatalogTier)
    ? { language, tier: tier as CatalogTier }
    : undefined;
};

/** The build's file for a tier's module, which holds the PO files it merges; null for another. */
export const catalogChunkOf = (id: string) => {
  const tier = tierOfId(id);
  return tier ? catalogChunkName(tier.language, tier.tier) : null;
};

export const catalogBundles = (locales: string): Plugin => ({
  name: 'quad:catalog-bundles',
  resolveId(id) {
    return id === LOADERS || id.startsWith(TIER_PREFIX) ? `\0${id}` : null;
  },
  load(id) {
    if (id === `\0${LOADERS}`) {
      const tiers = new Map<string, Set<CatalogTier>>();
      for (const { name, language } of catalogFiles(locales)) {
        const languageTiers = tiers.get(language) ?? new Set();
        tiers.set(language, languageTiers.add(catalogTierOf(name)));
      }
      const languages = [...tiers].map(
        ([language, languageTiers]) =>
          `${JSON.stringify(language)}: {${[...languageTiers]
            .map(
              (tier) => `${tier}: () => import(${JSON.stringify(catalogModuleId(language, tier))})`,
            )
            .join(', ')}}`,
      );
      return `export const catalogLoaders = {${languages.join(',\n')}};\n`;
    }
    const tier = tierOfId(id);
    if (!tier) return null;
    const files = catalogFiles(locales).filter(
      ({ name, language }) => language === tier.language && catalogTierOf(name) === tier.tier,
    );
    for (const { file } of files) this.addWatchFile(file);
    return [
      ...files.map(
        ({ file }, index) => `import { messages as m${index} } from ${JSON.stringify(file)};`,
      ),
      `export const messages = Object.assign({}, ${files.map((_, index) => `m${index}`).join(', ')});`,
    ].join('\n');
  },
});
