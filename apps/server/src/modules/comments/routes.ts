/** HTTP of comments: add, delete, and (ext) the pages of a post's comments. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { commentLimits } from './rate-limits';
import * as comments from './service';

export const registerCommentRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.comment, {
    preHandler: limitRequests(app, context.config.rateLimit, {
      ...commentLimits.commentsPerMember,
      key: (request) => memberOf(request).id,
    }),
    handler: async (request) => comments.addComment(context, memberOf(request).id, request.body),
  });

  route(app, context, endpoints.deleteComment, {
    handler: async (request) => comments.deleteComment(context, memberOf(request).id, request.body),
  });

  pagedRoute(app, context, endpoints.getComments, {
    read: (request) =>
      comments.commentsPage(context, memberOf(request).id, request.params.postId, request.query),
  });
};
