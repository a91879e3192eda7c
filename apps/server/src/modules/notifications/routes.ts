/** HTTP of notifications: the page, the unread count, marking read. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { announceNextPage } from '../../infra/pagination';
import { memberOf } from '../auth/authenticate';
import * as notifications from './service';

export const registerNotificationRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.getNotifications, {
    handler: async (request, reply) => {
      const page = await notifications.notificationsPage(
        context,
        memberOf(request).id,
        request.query,
      );
      announceNextPage(request, reply, page.next, request.query);
      return page.items;
    },
  });

  route(app, context, endpoints.getNotificationCounts, {
    handler: async (request) => ({
      unread: await notifications.unreadCount(context, memberOf(request).id),
    }),
  });

  route(app, context, endpoints.markNotificationRead, {
    handler: async (request) => {
      await notifications.markRead(context, memberOf(request).id, request.params.id);
      return { message: 'ok' };
    },
  });

  route(app, context, endpoints.markAllNotificationsRead, {
    handler: async (request) => {
      await notifications.markAllRead(context, memberOf(request).id);
      return { message: 'ok' };
    },
  });

  route(app, context, endpoints.getNotificationPreferences, {
    handler: async (request) => notifications.preferencesOf(context, memberOf(request).id),
  });

  route(app, context, endpoints.updateNotificationPreferences, {
    handler: async (request) =>
      notifications.updatePreferences(context, memberOf(request).id, request.body),
  });
};
