/** HTTP of moderation: the queue, its actions, suspensions and the audit log. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { announceNextPage } from '../../infra/pagination';
import { memberOf } from '../auth/authenticate';
import * as moderation from './service';

export const registerModerationRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.moderationAccess, {
    handler: async (request) => moderation.access(context, memberOf(request).id),
  });

  route(app, context, endpoints.getReportQueue, {
    handler: async (request, reply) => {
      const page = await moderation.reportQueue(context, memberOf(request).id, request.query);
      announceNextPage(request, reply, page.next, request.query);
      return page.items;
    },
  });

  route(app, context, endpoints.dismissReports, {
    handler: async (request) => ({
      message: await moderation.dismissReports(
        context,
        memberOf(request).id,
        request.params,
        request.body?.reason ?? '',
      ),
    }),
  });

  route(app, context, endpoints.removeItem, {
    handler: async (request) => ({
      message: await moderation.removeItem(
        context,
        memberOf(request).id,
        request.params,
        request.body.reason,
      ),
    }),
  });

  route(app, context, endpoints.suspendMember, {
    handler: async (request) =>
      moderation.suspendMember(
        context,
        memberOf(request).id,
        request.params.id,
        request.body.duration,
        request.body.reason,
      ),
  });

  route(app, context, endpoints.liftSuspension, {
    handler: async (request) => ({
      message: await moderation.liftSuspension(
        context,
        memberOf(request).id,
        request.params.id,
        request.body?.reason ?? '',
      ),
    }),
  });

  route(app, context, endpoints.getModerationLog, {
    handler: async (request, reply) => {
      const page = await moderation.moderationLog(context, memberOf(request).id, request.query);
      announceNextPage(request, reply, page.next, request.query);
      return page.items;
    },
  });
};
