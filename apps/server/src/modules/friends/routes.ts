/** HTTP of friendships: the seven actions, the friends page, the follow lists and the welcome friend. */
import { endpoints, FRIENDSHIP_ACTIONS } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { friendLimits } from './rate-limits';
import * as friends from './service';

export const registerFriendRoutes = (app: FastifyInstance, context: AppContext) => {
  const perMember = limitRequests(app, context.config.rateLimit, {
    ...friendLimits.actionsPerMember,
    key: (request) => memberOf(request).id,
  });

  for (const action of FRIENDSHIP_ACTIONS) {
    route(app, context, endpoints[action], {
      preHandler: perMember,
      handler: async (request) => {
        await friends.act(context, memberOf(request), action, request.params.id);
        return { message: 'ok' as const };
      },
    });
  }

  route(app, context, endpoints.getFriendsPageInfos, {
    handler: async (request) => friends.friendsPage(context, memberOf(request).id),
  });

  for (const [name, list] of [
    ['getFollowing', 'following'],
    ['getFollowers', 'followers'],
  ] as const) {
    pagedRoute(app, context, endpoints[name], {
      read: (request) => friends.followList(context, memberOf(request).id, list, request.query),
    });
  }

  route(app, context, endpoints.defaultFriend, {
    preHandler: perMember,
    handler: async (request) => {
      await friends.befriendWelcomeAccount(context, memberOf(request));
      return { message: 'ok' as const };
    },
  });
};
