/** GET /api/openapi.json, the document generated from the contract, and its reference at /api/docs. */
import { API_VERSION, buildOpenApiDocument, endpoints, type OpenApiDocument } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../http/route';
import { renderReferencePage } from './render-page';

export const registerApiReference = (app: FastifyInstance, context: AppContext) => {
  // Drawn on first use, then kept: the contract does not change while the server runs.
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const theDocument = () => (document ??= buildOpenApiDocument({ version: API_VERSION }));

  route(app, context, endpoints.openApiDocument, {
    handler: async () => theDocument(),
  });

  route(app, context, endpoints.apiReference, {
    handler: async () =>
      (page ??= renderReferencePage(theDocument(), {
        title: `${context.config.productName} API reference`,
        documentUrl: endpoints.openApiDocument.path,
      }).markup),
  });
};
