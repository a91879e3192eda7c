/** HTTP of hashtags: a tag's posts and heading, following it, Trending on campus. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { memberOf } from '../auth/authenticate';
import * as hashtags from './service';

export const registerHashtagRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.getTrendingHashtags, {
    handler: async (request) => hashtags.trending(context, memberOf(request).id),
  });

  pagedRoute(app, context, endpoints.getHashtagPosts, {
    trustedAnswer: true,
    read: (request) =>
      hashtags.tagPosts(context, memberOf(request).id, request.params.tag, request.query),
  });

  route(app, context, endpoints.getHashtagInfo, {
    handler: async (request) => hashtags.tagInfo(context, memberOf(request).id, request.params.tag),
  });

  route(app, context, endpoints.followHashtag, {
    handler: async (request) => hashtags.follow(context, memberOf(request).id, request.params.tag),
  });

  route(app, context, endpoints.unfollowHashtag, {
    handler: async (request) =>
      hashtags.unfollow(context, memberOf(request).id, request.params.tag),
  });
};
