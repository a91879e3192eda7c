/** HTTP of profiles: read a member's profile, edit one's own details. */
import {
  API_PREFIX,
  PAGE_SIZE_DEFAULT,
  endpoints,
  fillPath,
  getProfileResponseSchema,
  pictureUrlRequestSchema,
  updateCoverResponseSchema,
  updateDetailsRequestSchema,
  updateDetailsResponseSchema,
  updateProfilePictureResponseSchema,
} from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { at } from '../../infra/endpoint';
import { announceNextPage } from '../../infra/pagination';
import { memberOf, requireMember } from '../auth/authenticate';
import * as profiles from './service';

export const registerProfileRoutes = (root: FastifyInstance, context: AppContext) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const authenticated = requireMember(context);

  app.route({
    ...at(endpoints.getProfile),
    schema: {
      params: z.object({ username: z.string() }),
      response: { 200: getProfileResponseSchema },
    },
    onRequest: authenticated,
    handler: async (request, reply) => {
      const { profile, postsNext } = await profiles.getProfile(
        context,
        memberOf(request).id,
        request.params.username,
      );
      // The member's next posts come from getUserPosts.
      if (profile.success) {
        const path = `${API_PREFIX}${fillPath(endpoints.getUserPosts.path, { userId: profile._id })}`;
        announceNextPage(request, reply, postsNext, PAGE_SIZE_DEFAULT, path);
      }
      return profile;
    },
  });

  app.route({
    ...at(endpoints.updateDetails),
    schema: {
      body: updateDetailsRequestSchema,
      response: { 200: updateDetailsResponseSchema },
    },
    onRequest: authenticated,
    handler: async (request) =>
      profiles.updateDetails(context, memberOf(request).id, request.body.infos),
  });

  app.route({
    ...at(endpoints.updateProfilePicture),
    schema: {
      body: pictureUrlRequestSchema,
      response: { 200: updateProfilePictureResponseSchema },
    },
    onRequest: authenticated,
    handler: async (request) =>
      profiles.updateProfilePicture(context, memberOf(request).id, request.body.url),
  });

  app.route({
    ...at(endpoints.updateCover),
    schema: { body: pictureUrlRequestSchema, response: { 200: updateCoverResponseSchema } },
    onRequest: authenticated,
    handler: async (request) =>
      profiles.updateCover(context, memberOf(request).id, request.body.url),
  });
};
