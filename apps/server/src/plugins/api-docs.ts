/**
 * The published API: the OpenAPI document generated from the contract, and a readable
 * reference (Swagger UI, served from our own node_modules, so no CDN and nothing inline that
 * the Content-Security-Policy would block).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_PATH, API_VERSION, buildOpenApiDocument, OPENAPI_PATH } from '@quad/contract';

const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
const ASSETS = `${API_DOCS_PATH}/assets/`;
const SERVED_ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

const referencePage = (name: string) => {
  const productName = escapeHtml(name);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${productName} API reference</title>
    <link rel="stylesheet" href="${ASSETS}swagger-ui.css">
  </head>
  <body>
    <main id="reference" aria-label="${productName} API reference">
      <noscript>
        <h1>${productName} API reference</h1>
        <p>The reference needs JavaScript. The document itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p>
      </noscript>
    </main>
    <script src="${ASSETS}swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/start.js"></script>
  </body>
</html>
`;
};

const startScript = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#reference',
  deepLinking: true,
  tryItOutEnabled: false,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

export const registerApiDocs = async (app: FastifyInstance, productName: string) => {
  let document: string | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument({ version: API_VERSION }));
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(document);
  });

  app.get(API_DOCS_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(referencePage(productName)),
  );
  app.get(`${API_DOCS_PATH}/start.js`, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(startScript),
  );

  await app.register(fastifyStatic, {
    root: swaggerUiDir,
    prefix: ASSETS,
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => SERVED_ASSETS.has(pathName.replace(/^\//, '')),
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
  });
};
