/** HTTP of friendships: the seven actions, the friends page and the welcome friend. */
import {
  endpoints,
  FRIENDSHIP_ACTIONS,
  friendsPageInfosSchema,
  friendshipActionResponseSchema,
} from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { at } from '../../infra/endpoint';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf, requireMember } from '../auth/authenticate';
import { friendLimits } from './rate-limits';
import * as friends from './service';

const targetParams = z.object({ id: z.string() });

export const registerFriendRoutes = (root: FastifyInstance, context: AppContext) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const authenticated = requireMember(context);
  const perMember = limitRequests(app, context.config.rateLimit, {
    ...friendLimits.actionsPerMember,
    key: (request) => memberOf(request).id,
  });

  for (const action of FRIENDSHIP_ACTIONS) {
    app.route({
      ...at(endpoints[action]),
      schema: { params: targetParams, response: { 200: friendshipActionResponseSchema } },
      onRequest: authenticated,
      preHandler: perMember,
      handler: async (request) => {
        await friends.act(context, memberOf(request), action, request.params.id);
        return { message: 'ok' as const };
      },
    });
  }

  app.route({
    ...at(endpoints.getFriendsPageInfos),
    schema: { response: { 200: friendsPageInfosSchema } },
    onRequest: authenticated,
    handler: async (request) => friends.friendsPage(context, memberOf(request).id),
  });

  app.route({
    ...at(endpoints.defaultFriend),
    schema: { response: { 200: friendshipActionResponseSchema } },
    onRequest: authenticated,
    preHandler: perMember,
    handler: async (request) => {
      await friends.befriendWelcomeAccount(context, memberOf(request));
      return { message: 'ok' as const };
    },
  });
};
