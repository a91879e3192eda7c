/** HTTP of reactions: toggle one's reaction, read a post's summary. */
import {
  endpoints,
  reactPostRequestSchema,
  reactPostResponseSchema,
  reactsSummarySchema,
} from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { at } from '../../infra/endpoint';
import { memberOf, requireMember } from '../auth/authenticate';
import * as reactions from './service';

export const registerReactionRoutes = (root: FastifyInstance, context: AppContext) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const authenticated = requireMember(context);

  app.route({
    ...at(endpoints.reactPost),
    schema: { body: reactPostRequestSchema, response: { 200: reactPostResponseSchema } },
    onRequest: authenticated,
    handler: async (request) =>
      reactions.reactToPost(context, memberOf(request).id, request.body.postId, request.body.react),
  });

  app.route({
    ...at(endpoints.getReacts),
    schema: { params: z.object({ postId: z.string() }), response: { 200: reactsSummarySchema } },
    onRequest: authenticated,
    handler: async (request) =>
      reactions.reactionsOf(context, memberOf(request).id, request.params.postId),
  });
};
