/** HTTP of comments: add, delete, and (ext) the pages of a post's comments. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { announceNextPage } from '../../infra/pagination';
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

  route(app, context, endpoints.getComments, {
    handler: async (request, reply) => {
      const page = await comments.commentsPage(
        context,
        memberOf(request).id,
        request.params.postId,
        request.query,
      );
      announceNextPage(request, reply, page.next, request.query);
      return page.items;
    },
  });
};
