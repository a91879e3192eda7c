/** HTTP of profiles: read a member's profile, edit one's own details and pictures. */
import { API_PREFIX, endpoints, fillPath, PAGE_SIZE_DEFAULT } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { memberOf } from '../auth/authenticate';
import * as profiles from './service';

export const registerProfileRoutes = (app: FastifyInstance, context: AppContext) => {
  pagedRoute(app, context, endpoints.getProfile, {
    read: async (request) => {
      const { profile, postsNext } = await profiles.getProfile(
        context,
        memberOf(request).id,
        request.params.username,
        request.query,
      );
      return { items: profile, next: postsNext };
    },
    // The member's next posts come from getUserPosts.
    nextPageAt: (request, profile) =>
      profile.success
        ? {
            path: `${API_PREFIX}${fillPath(endpoints.getUserPosts.path, { userId: profile._id })}`,
            query: { ...request.query, limit: PAGE_SIZE_DEFAULT },
          }
        : undefined,
  });

  route(app, context, endpoints.updateDetails, {
    handler: async (request) =>
      profiles.updateDetails(context, memberOf(request).id, request.body.infos),
  });

  route(app, context, endpoints.updateProfilePicture, {
    handler: async (request) =>
      profiles.updateProfilePicture(context, memberOf(request).id, request.body.url),
  });

  route(app, context, endpoints.updateCover, {
    handler: async (request) =>
      profiles.updateCover(context, memberOf(request).id, request.body.url),
  });
};
