/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { appShell } from './app-shell.config.ts';
import { catalogBundles, catalogChunkOf } from './catalog-bundles.config.ts';

const apiServer = 'http://127.0.0.1:3000';

/**
 * The test files that cannot share a worker's modules with others, each run in a fresh one: those
 * that replace a module (vi.mock replaces it for its first importer only), and those that draw
 * with react-dom/server (its renderer leaves its mark on every context it provided, and the
 * browser renderer then reports two renderers at once).
 */
const sources = fileURLToPath(new URL('src', import.meta.url));
const needsOwnWorker = readdirSync(sources, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /vi\.mock\(|react-dom\/server/.test(readFileSync(path.join(sources, file), 'utf8')),
  )
  .map((file) => `src/${file}`);

const proxy = { '/api': apiServer, '/media': apiServer, '/calendar': apiServer };

/**
 * The server entry (`vite build --ssr`, src/entry-server.tsx): one file with every library in it,
 * React's production build included, which the server imports from the web app's build at run time.
 */
const serverEntryBuild = {
  ssr: { noExternal: true as const },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      input: 'src/entry-server.tsx',
      output: { entryFileNames: 'entry-server.js' },
      // One file here: the server entry holds every catalog, which the browser loads apart.
      checks: { ineffectiveDynamicImport: false },
    },
  },
};

/**
 * Lingui's macros (`<Trans>`, `useLingui`'s `t`, `plural`) turned into message descriptors with
 * their ids, as Lingui documents with Babel. @vitejs/plugin-react 6 no longer runs Babel, and
 * @rolldown/plugin-babel needs Node 22: this runs @babel/core on the files that import a macro,
 * before the React plugin, keeping TypeScript and JSX for it.
 */
const linguiMacros = (): Plugin => ({
  name: 'quad:lingui-macros',
  enforce: 'pre',
  async transform(code, id) {
    if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes('/node_modules/')) return null;
    if (!/@lingui\/(?:core|react)\/macro/.test(code)) return null;
    const result = await transformAsync(code, {
      filename: id,
      babelrc: false,
      configFile: false,
      sourceMaps: true,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    });
    return result?.code ? { code: result.code, map: result.map } : null;
  },
});

const locales = fileURLToPath(new URL('src/locales', import.meta.url));

/**
 * React Router's production build. Its package points every condition at its development build,
 * which differs in one flag (ENABLE_DEV_WARNINGS): false, the minifier drops the warnings' code.
 */
const reactRouterProduction = path.join(
  path.dirname(path.dirname(createRequire(import.meta.url).resolve('react-router'))),
  'production/index.mjs',
);

/** The libraries every screen uses, the login page included. */
const firstLoadLibrary =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+|js-cookie|zustand|@lingui[\\/](?:core|react))[\\/]/;

/** A file of the contract that defines zod schemas (the others hold constants, words and paths). */
const contractSchemaFile = (id: string) =>
  /packages[\\/]contract[\\/]src[\\/].+\.ts$/.test(id) &&
  readFileSync(id, 'utf8').includes("from 'zod'");

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The tests and the dev server keep the development build's warnings.
  ...(command === 'build'
    ? { resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } }
    : {}),
  // The server serves the build at the site root with a history fallback.
  base: '/',
  ...(isSsrBuild ? serverEntryBuild : {}),
  plugins: isSsrBuild
    ? [linguiMacros(), react(), lingui(), catalogBundles(locales)]
    : [
        linguiMacros(),
        react(),
        // The catalogs (src/locales/*/*.po), compiled when imported, in three files per language.
        lingui(),
        catalogBundles(locales),
        // A brotli and a gzip copy of every text file, sent by the server as the client accepts
        // (apps/server/src/plugins/web-app.ts): compressed once, at the highest levels. Not
        // index.html, which the server compresses once it has put the deployment's names in it.
        compression({
          algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
          exclude: /\.html$/,
        }),
        appShell(),
      ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: isSsrBuild
    ? serverEntryBuild.build
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the server links the stylesheets of the screens it draws.
        manifest: true,
        rolldownOptions: {
          // The page, and the script a page drawn by the server starts the app with
          // (src/paint-first.ts), which the server finds in the manifest.
          input: {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            'paint-first': fileURLToPath(new URL('src/paint-first.ts', import.meta.url)),
          },
          output: {
            // Three files per language, each its catalogs' module with the PO files it merges:
            // the login page's, a visitor's other pages' and a member's screens'
            // (i18n/catalog-names.ts, catalog-bundles.config.ts). No group takes them, as a file a
            // group makes of a dynamic import's module is loaded through one more, re-exporting it.
            chunkFileNames: (chunk) =>
              `assets/${(chunk.facadeModuleId && catalogChunkOf(chunk.facadeModuleId)) || '[name]'}-[hash].js`,
            codeSplitting: {
              // Groups are taken in this order. Each file costs a request and its headers (about
              // 1 kB here), so the first load's scripts are two files (the app's and Rolldown's
              // runtime, which no group takes) and the signed-in screens share two.
              groups: [
                // The first load in one file: the entry, the app's code of the login page and what
                // every screen needs, and the libraries of every screen (React, the router, the
                // query cache, Lingui). Not a file of those libraries beside the app's, cached
                // across releases: with the request it saves, one file compresses better (2.1 kB
                // less for /login, which the 120 kB budget needs). Any other library is left to
                // the screens that use it (the emoji picker, the crop editor, date formatting).
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: (id) =>
                    !id.endsWith('src/paint-first.ts') &&
                    (!id.includes('node_modules') || firstLoadLibrary.test(id)),
                },
                // The forms' libraries and zod: on no first load (the login form fetches its rules
                // when first focused; the signed-in screens' forms, when first opened or sent).
                {
                  name: 'forms',
                  test: /node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/,
                },
                // What two or more of the later screens share (the shell, the post card, dialogs):
                // one file instead of dozens of small ones. Not the fields that sign-up and Finish
                // your profile share, which are react-hook-form's: a member's screens never show them.
                {
                  name: 'signed-in',
                  minShareCount: 2,
                  test: (id) =>
                    !id.includes('node_modules') &&
                    !/features[\\/]auth[\\/]/.test(id) &&
                    !contractSchemaFile(id),
                },
                // The contract's schemas that the forms of two or more screens check with.
                {
                  name: 'schemas',
                  minShareCount: 2,
                  test: contractSchemaFile,
                },
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Two shared cores: a test's first visit to a screen compiles the modules fetched for it.
    testTimeout: 15_000,
    // The files share one worker's modules and jsdom (the setup file resets what a test may
    // change), which saves importing the app once per file; but those of needsOwnWorker.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: needsOwnWorker,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: needsOwnWorker } },
    ],
  },
}));
