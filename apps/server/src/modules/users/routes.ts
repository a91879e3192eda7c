/** HTTP of profiles: read a member's profile, edit one's own details. */
import {
  endpoints,
  getProfileResponseSchema,
  updateDetailsRequestSchema,
  updateDetailsResponseSchema,
} from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { at } from '../../infra/endpoint';
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
    preHandler: authenticated,
    handler: async (request) =>
      profiles.getProfile(context, memberOf(request).id, request.params.username),
  });

  app.route({
    ...at(endpoints.updateDetails),
    schema: {
      body: updateDetailsRequestSchema,
      response: { 200: updateDetailsResponseSchema },
    },
    preHandler: authenticated,
    handler: async (request) =>
      profiles.updateDetails(context, memberOf(request).id, request.body.infos),
  });
};
