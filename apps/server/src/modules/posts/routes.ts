/** HTTP of posts: create, the feed, saved posts, a member's posts, edit, delete, save. */
import {
  createPostRequestSchema,
  createPostResponseSchema,
  endpoints,
  pageQuerySchema,
  postListSchema,
  savePostResponseSchema,
  successResponseSchema,
  updateTextRequestSchema,
  updateTextResponseSchema,
} from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { at } from '../../infra/endpoint';
import { announceNextPage } from '../../infra/pagination';
import { memberOf, requireMember } from '../auth/authenticate';
import * as posts from './service';

const postParams = z.object({ postId: z.string() });

export const registerPostRoutes = (root: FastifyInstance, context: AppContext) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const authenticated = requireMember(context);

  app.route({
    ...at(endpoints.createPost),
    schema: { body: createPostRequestSchema, response: { 201: createPostResponseSchema } },
    onRequest: authenticated,
    handler: async (request, reply) => {
      const post = await posts.createPost(context, memberOf(request).id, request.body);
      reply.status(201);
      return { success: true as const, data: post };
    },
  });

  app.route({
    ...at(endpoints.getAllPosts),
    schema: { querystring: pageQuerySchema, response: { 200: postListSchema } },
    onRequest: authenticated,
    handler: async (request, reply) => {
      const page = await posts.feed(context, memberOf(request).id, request.query);
      announceNextPage(request, reply, page.next, request.query.limit);
      return page.items;
    },
  });

  app.route({
    ...at(endpoints.getSavedPosts),
    schema: { querystring: pageQuerySchema, response: { 200: postListSchema } },
    onRequest: authenticated,
    handler: async (request, reply) => {
      const page = await posts.savedPosts(context, memberOf(request).id, request.query);
      announceNextPage(request, reply, page.next, request.query.limit);
      return page.items;
    },
  });

  app.route({
    ...at(endpoints.getUserPosts),
    schema: {
      params: z.object({ userId: z.string() }),
      querystring: pageQuerySchema,
      response: { 200: postListSchema },
    },
    onRequest: authenticated,
    handler: async (request, reply) => {
      const page = await posts.memberPosts(
        context,
        memberOf(request).id,
        request.params.userId,
        request.query,
      );
      announceNextPage(request, reply, page.next, request.query.limit);
      return page.items;
    },
  });

  app.route({
    ...at(endpoints.updateText),
    schema: { body: updateTextRequestSchema, response: { 200: updateTextResponseSchema } },
    onRequest: authenticated,
    handler: async (request) => ({
      success: true as const,
      data: await posts.updateText(
        context,
        memberOf(request).id,
        request.body.postId,
        request.body.text,
      ),
    }),
  });

  app.route({
    ...at(endpoints.deletePost),
    schema: { params: postParams, response: { 200: successResponseSchema } },
    onRequest: authenticated,
    handler: async (request) => {
      await posts.deletePost(context, memberOf(request).id, request.params.postId);
      return { success: true as const };
    },
  });

  app.route({
    ...at(endpoints.savePost),
    schema: { params: postParams, response: { 200: savePostResponseSchema } },
    onRequest: authenticated,
    handler: async (request) => ({
      success: true as const,
      saved: await posts.toggleSave(context, memberOf(request).id, request.params.postId),
    }),
  });
};
