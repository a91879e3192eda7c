/** GET /api/openapi.json, the document generated from the contract, and its reference at /api/docs. */
import {
  API_DOCS_PATH,
  API_VERSION,
  buildOpenApiDocument,
  OPENAPI_PATH,
  type OpenApiDocument,
} from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import { renderReferencePage } from './render-page';
import { referenceStyles } from './styles';

const STYLESHEET = `${API_DOCS_PATH}/reference.css`;

export const registerApiReference = (app: FastifyInstance, productName: string) => {
  // Drawn on first use, then kept: the contract does not change while the server runs.
  let document: OpenApiDocument | undefined;
  let documentJson: string | undefined;
  let page: string | undefined;
  const theDocument = () => (document ??= buildOpenApiDocument({ version: API_VERSION }));

  app.get(OPENAPI_PATH, async (_request, reply) => {
    documentJson ??= JSON.stringify(theDocument());
    return reply.type('application/json; charset=utf-8').send(documentJson);
  });

  app.get(API_DOCS_PATH, async (_request, reply) => {
    page ??= renderReferencePage(theDocument(), {
      title: `${productName} API reference`,
      stylesheet: STYLESHEET,
      documentUrl: OPENAPI_PATH,
    }).markup;
    return reply.type('text/html; charset=utf-8').send(page);
  });

  app.get(STYLESHEET, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(referenceStyles),
  );
};
