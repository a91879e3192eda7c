/** Serves the built web app; unknown paths outside /api/ and /media/ get index.html so deep links work. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_PICTURE, POST_BACKGROUNDS } from '@quad/contract';

/** Files of the app that answers point at; a client on another site shows them too. */
const SHARED_FILES = new Set([DEFAULT_PICTURE, ...POST_BACKGROUNDS]);

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quad</title></head>
<body><main><h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload.</p>
</main></body></html>`;

/** The message of a 404 for a path the server does not serve. */
export const nothingHere = (request: FastifyRequest) =>
  `Nothing here: ${request.method} ${request.url.split('?')[0]}`;

export const registerWebApp = async (app: FastifyInstance, webDistDir: string) => {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      // Folders ('/', '/profile/') are pages of the app, not directory listings (403).
      allowedPath: (pathName) => !pathName.endsWith('/'),
      setHeaders(reply, filePath) {
        const urlPath = `/${path.relative(webDistDir, filePath).split(path.sep).join('/')}`;
        if (SHARED_FILES.has(urlPath)) {
          reply.header('cross-origin-resource-policy', 'cross-origin');
          reply.header('access-control-allow-origin', '*');
        }
        // Vite puts a content hash in every asset name, so those never change; index.html
        // names the current ones, so it is checked every time.
        const immutable = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        reply.header(
          'Cache-Control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : filePath === path.join(webDistDir, 'index.html')
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
      !request.url.startsWith('/media/');
    if (!wantsPage) {
      return reply.status(404).send({ message: nothingHere(request) });
    }
    reply.header('Cache-Control', 'no-cache');
    if (!hasBuild) return reply.status(503).type('text/html').send(notBuiltPage);
    return reply.type('text/html').sendFile('index.html');
  });
};
