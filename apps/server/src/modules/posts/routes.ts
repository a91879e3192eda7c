/** HTTP of posts: create, one post, the feed, saved posts, a member's posts, edit, delete, save. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { postLimits } from './rate-limits';
import * as posts from './service';

export const registerPostRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.createPost, {
    preHandler: limitRequests(app, context.config.rateLimit, {
      ...postLimits.postsPerMember,
      key: (request) => memberOf(request).id,
    }),
    handler: async (request) => ({
      success: true as const,
      data: await posts.createPost(context, memberOf(request).id, request.body),
    }),
  });

  pagedRoute(app, context, endpoints.getAllPosts, {
    trustedAnswer: true,
    read: (request) => posts.feed(context, memberOf(request).id, request.query),
  });

  pagedRoute(app, context, endpoints.getSavedPosts, {
    trustedAnswer: true,
    read: (request) => posts.savedPosts(context, memberOf(request).id, request.query),
  });

  pagedRoute(app, context, endpoints.getUserPosts, {
    trustedAnswer: true,
    read: (request) =>
      posts.memberPosts(context, memberOf(request).id, request.params.userId, request.query),
  });

  route(app, context, endpoints.getPost, {
    trustedAnswer: true,
    handler: (request) =>
      posts.onePost(context, memberOf(request).id, request.params.postId, request.query.comments),
  });

  route(app, context, endpoints.updateText, {
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

  route(app, context, endpoints.deletePost, {
    handler: async (request) => {
      await posts.deletePost(context, memberOf(request).id, request.params.postId);
      return { success: true as const };
    },
  });

  route(app, context, endpoints.savePost, {
    handler: async (request) => ({
      success: true as const,
      saved: await posts.toggleSave(context, memberOf(request).id, request.params.postId),
    }),
  });
};
