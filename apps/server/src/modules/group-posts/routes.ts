/** HTTP of group posts: a group's feed, pinned posts and queue, and its moderators' actions. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { memberOf } from '../auth/authenticate';
import * as groupPosts from './service';

export const registerGroupPostRoutes = (app: FastifyInstance, context: AppContext) => {
  pagedRoute(app, context, endpoints.getGroupPosts, {
    trustedAnswer: true,
    read: (request) =>
      groupPosts.groupPosts(context, memberOf(request).id, request.params.slug, request.query),
  });

  route(app, context, endpoints.getPinnedGroupPosts, {
    trustedAnswer: true,
    handler: (request) =>
      groupPosts.pinnedPosts(
        context,
        memberOf(request).id,
        request.params.slug,
        request.query.comments,
      ),
  });

  pagedRoute(app, context, endpoints.getPendingGroupPosts, {
    trustedAnswer: true,
    read: (request) =>
      groupPosts.pendingPosts(context, memberOf(request).id, request.params.slug, request.query),
  });

  route(app, context, endpoints.approveGroupPost, {
    handler: async (request) => ({
      message: await groupPosts.approvePost(
        context,
        memberOf(request).id,
        request.params.slug,
        request.params.postId,
      ),
    }),
  });

  route(app, context, endpoints.pinGroupPost, {
    handler: async (request) => ({
      message: await groupPosts.pinPost(
        context,
        memberOf(request).id,
        request.params.slug,
        request.params.postId,
      ),
    }),
  });

  route(app, context, endpoints.unpinGroupPost, {
    handler: async (request) => ({
      message: await groupPosts.unpinPost(
        context,
        memberOf(request).id,
        request.params.slug,
        request.params.postId,
      ),
    }),
  });

  route(app, context, endpoints.removeGroupPost, {
    handler: async (request) => ({
      message: await groupPosts.removePost(
        context,
        memberOf(request).id,
        request.params.slug,
        request.params.postId,
        request.body,
      ),
    }),
  });

  route(app, context, endpoints.removeGroupComment, {
    handler: async (request) => ({
      message: await groupPosts.removeComment(
        context,
        memberOf(request).id,
        request.params.slug,
        request.params.commentId,
        request.body,
      ),
    }),
  });
};
