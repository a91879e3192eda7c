/**
 * The stylesheets of the screens the server draws, from the client build's manifest
 * (dist/.vite/manifest.json): each screen's own and those of the chunks it imports. The browser
 * would fetch them with the screen's code; a drawn page must have them before it is painted, so
 * they come in its head, written out: a phone on a slow network paints the page without waiting
 * for a request per stylesheet first.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The client build's manifest; undefined for a build without one. */
export const readBuildManifest = (webDistDir: string): Manifest | undefined => {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
};

/** The build's chunks of code several modules share (named `_name-hash.js` in the manifest). */
const isSharedChunk = (key: string) => key.startsWith('_');

const stylesheetsOfModule = (manifest: Manifest, module: string) => {
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (manifest[module]) visit(module);
  // A module the build put into a shared chunk has no entry of its own: the shared chunks'.
  else Object.keys(manifest).filter(isSharedChunk).forEach(visit);
  return [...stylesheets];
};

/** Each screen module's stylesheets; none without a manifest (a build without one). */
export const screenStylesheetsOf = (
  manifest: Manifest | undefined,
  screenModules: readonly string[],
): ReadonlyMap<string, readonly string[]> => {
  if (!manifest) return new Map();
  return new Map(screenModules.map((module) => [module, stylesheetsOfModule(manifest, module)]));
};

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * A stylesheet written out in the page, or linked when its text is unknown. The written one keeps
 * a disabled link of its own, which the browser does not fetch: the app's code, loading a
 * screen's styles, finds it and does not fetch them either.
 */
const stylesheetOf = (href: string, textOf: (href: string) => string | undefined) => {
  const text = textOf(href);
  return text === undefined
    ? `<link rel="stylesheet" href="${href}">`
    : `<style>${text}</style><link rel="stylesheet" href="${href}" disabled>`;
};

/**
 * The head with every stylesheet of the screen written out: those it links already where they
 * are linked (the cascade keeps its order), then the screen's others at its end.
 */
export const withStylesheets = (
  head: string,
  stylesheets: readonly string[],
  textOf: (href: string) => string | undefined,
) => {
  const linked = new Set<string>();
  const written = head.replace(STYLESHEET_LINK, (_link, href: string) => {
    linked.add(href);
    return stylesheetOf(href, textOf);
  });
  const rest = stylesheets.filter((href) => !linked.has(href));
  return written.replace(
    '</head>',
    `${rest.map((href) => stylesheetOf(href, textOf)).join('')}</head>`,
  );
};

/**
 * The text of the build's stylesheets by their path on the site (/assets/…), read once; undefined
 * for one outside the build or that cannot be read. A closing style tag cannot be in it.
 */
export const stylesheetTexts = (webDistDir: string) => {
  const texts = new Map<string, string | undefined>();
  return (href: string) => {
    if (!texts.has(href)) {
      const sitePath = path.posix.normalize(href);
      const file = path.join(webDistDir, sitePath);
      const inBuild =
        sitePath.startsWith('/assets/') && sitePath.endsWith('.css') && existsSync(file);
      const text = inBuild ? readFileSync(file, 'utf8') : undefined;
      texts.set(href, text?.includes('</style') ? undefined : text);
    }
    return texts.get(href);
  };
};
