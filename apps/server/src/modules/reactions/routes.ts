/** HTTP of reactions: toggle one's reaction, read a post's summary. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { memberOf } from '../auth/authenticate';
import * as reactions from './service';

export const registerReactionRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.reactPost, {
    handler: async (request) =>
      reactions.reactToPost(context, memberOf(request).id, request.body.postId, request.body.react),
  });

  route(app, context, endpoints.getReacts, {
    handler: async (request) =>
      reactions.reactionsOf(context, memberOf(request).id, request.params.postId),
  });
};
