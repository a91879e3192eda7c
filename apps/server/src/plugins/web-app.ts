/**
 * Serves the built web app; unknown paths outside /api/ and /media/ get the app's page
 * (index.html, see app-page.ts) so deep links work. The build writes a brotli and a gzip copy
 * beside each of its other text files (apps/web/vite.config.ts): the one the client accepts is
 * sent, with `Vary: Accept-Encoding`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_PICTURE, POST_BACKGROUNDS, type SignInProviders } from '@quad/contract';
import type { AppContext } from '../context';
import { prepareRenderedPages } from '../server-rendering/rendered-page';
import { screenModuleFiles, withPaintFirst } from '../server-rendering/paint-first';
import {
  readBuildManifest,
  screenStylesheetsOf,
  stylesheetTexts,
} from '../server-rendering/screen-stylesheets';
import { loadServerEntry } from '../server-rendering/server-entry';
import { namedPage, prepareAppPage, type CommunityNames } from './app-page';

/** Files of the app that answers point at; a client on another site shows them too. */
const SHARED_FILES = new Set([DEFAULT_PICTURE, ...POST_BACKGROUNDS]);

/**
 * Files of the build that decide which version of the app runs: the page and the service worker
 * (a browser looks for a new worker on each visit, and an old one would keep the old version).
 */
const ALWAYS_CHECKED = new Set(['/index.html', '/sw.js', '/push-sw.js']);

/**
 * Paths of the build's own files: a missing one is a 404, never the page, which a browser would
 * run as the service worker's script or keep in its cache as a chunk of the app.
 */
const isBuildFile = (urlPath: string) =>
  urlPath.startsWith('/assets/') ||
  ['/sw.js', '/push-sw.js', '/registerSW.js', '/manifest.webmanifest'].includes(urlPath);

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quad</title></head>
<body><main><h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload.</p>
</main></body></html>`;

/** The file a precompressed copy (`index.html.br`) stands for. */
const uncompressedPathOf = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

/** The message of a 404 for a path the server does not serve. */
export const nothingHere = (request: FastifyRequest) =>
  `Nothing here: ${request.method} ${request.url.split('?')[0]}`;

/** The university sign-in the deployment offers, as getSignInProviders answers it when all is up. */
const configuredSignIn = ({ config }: AppContext): SignInProviders => ({
  providers: [
    ...(config.oidc
      ? [{ id: 'oidc' as const, displayName: config.oidc.displayName, available: true }]
      : []),
    ...(config.saml
      ? [{ id: 'saml' as const, displayName: config.saml.displayName, available: true }]
      : []),
  ],
  ssoOnly: config.ssoOnly,
});

export const registerWebApp = async (
  app: FastifyInstance,
  webDistDir: string,
  names: CommunityNames,
  context: AppContext,
) => {
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const sendAppPage =
    indexHtml === undefined
      ? undefined
      : prepareAppPage(indexHtml, names, configuredSignIn(context));
  // A member's first screens, drawn here when the web app's build has its server entry.
  const entry = sendAppPage && (await loadServerEntry(webDistDir));
  const manifest = readBuildManifest(webDistDir);
  const sendPage =
    sendAppPage && indexHtml !== undefined && entry
      ? prepareRenderedPages(
          context,
          entry,
          withPaintFirst(namedPage(indexHtml, names), manifest),
          sendAppPage,
          screenStylesheetsOf(manifest, entry.screenModules),
          stylesheetTexts(webDistDir),
          (screenModule, language) =>
            manifest
              ? screenModuleFiles(manifest, screenModule, entry.catalogModulesOf(language))
              : [],
        )
      : sendAppPage;
  if (sendAppPage) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      // Folders ('/', '/profile/') are pages of the app, not directory listings (403); the page
      // itself is sent as app-page.ts makes it, never as the build left it.
      // The server entry (ssr/) and the build's manifest (.vite/) are the server's, not the browser's.
      allowedPath: (pathName) =>
        !pathName.endsWith('/') &&
        pathName !== '/index.html' &&
        !pathName.startsWith('/ssr/') &&
        !pathName.startsWith('/.vite/'),
      preCompressed: true,
      setHeaders(reply, servedPath) {
        const filePath = uncompressedPathOf(servedPath);
        const urlPath = `/${path.relative(webDistDir, filePath).split(path.sep).join('/')}`;
        if (SHARED_FILES.has(urlPath)) {
          reply.header('cross-origin-resource-policy', 'cross-origin');
          reply.header('access-control-allow-origin', '*');
        }
        // Vite puts a content hash in every asset name, so those never change; the page that
        // names the current ones is checked every time (app-page.ts).
        const immutable = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        reply.header(
          'Cache-Control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : ALWAYS_CHECKED.has(urlPath)
              ? 'no-cache'
              : 'public, max-age=300',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/media/') &&
      !isBuildFile(request.url.split('?')[0] ?? '');
    if (!wantsPage) {
      return reply.status(404).send({ message: nothingHere(request) });
    }
    if (!sendPage) {
      return reply
        .status(503)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(notBuiltPage);
    }
    return sendPage(request, reply);
  });
};
