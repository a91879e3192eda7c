/** HTTP of blocks: block, unblock, and the settings' list of blocked members. */
import { BLOCK_ACTIONS, endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { blockLimits } from './rate-limits';
import * as blocks from './service';

export const registerBlockRoutes = (app: FastifyInstance, context: AppContext) => {
  const perMember = limitRequests(app, context.config.rateLimit, {
    ...blockLimits.actionsPerMember,
    key: (request) => memberOf(request).id,
  });

  for (const action of BLOCK_ACTIONS) {
    route(app, context, endpoints[action], {
      preHandler: perMember,
      handler: async (request) => {
        await blocks[action](context, memberOf(request).id, request.params.id);
        return { message: 'ok' as const };
      },
    });
  }

  pagedRoute(app, context, endpoints.getBlockedMembers, {
    read: (request) => blocks.blockedMembers(context, memberOf(request).id, request.query),
  });
};
