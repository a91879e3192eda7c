/** HTTP of comments: add, delete, and (ext) the pages of a post's comments. */
import {
  commentRequestSchema,
  commentsSchema,
  deleteCommentRequestSchema,
  endpoints,
  pageQuerySchema,
} from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { at } from '../../infra/endpoint';
import { announceNextPage } from '../../infra/pagination';
import { memberOf, requireMember } from '../auth/authenticate';
import * as comments from './service';

export const registerCommentRoutes = (root: FastifyInstance, context: AppContext) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const authenticated = requireMember(context);

  app.route({
    ...at(endpoints.comment),
    schema: { body: commentRequestSchema, response: { 200: commentsSchema } },
    onRequest: authenticated,
    handler: async (request) => comments.addComment(context, memberOf(request).id, request.body),
  });

  app.route({
    ...at(endpoints.deleteComment),
    schema: { body: deleteCommentRequestSchema, response: { 200: commentsSchema } },
    onRequest: authenticated,
    handler: async (request) => comments.deleteComment(context, memberOf(request).id, request.body),
  });

  app.route({
    ...at(endpoints.getComments),
    schema: {
      params: z.object({ postId: z.string() }),
      querystring: pageQuerySchema,
      response: { 200: commentsSchema },
    },
    onRequest: authenticated,
    handler: async (request, reply) => {
      const page = await comments.commentsPage(context, request.params.postId, request.query);
      announceNextPage(request, reply, page.next, request.query.limit);
      return page.items;
    },
  });
};
