/** HTTP of notifications: the page, the unread count, marking read. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { memberOf } from '../auth/authenticate';
import * as notifications from './service';

export const registerNotificationRoutes = (app: FastifyInstance, context: AppContext) => {
  pagedRoute(app, context, endpoints.getNotifications, {
    read: (request) =>
      notifications.notificationsPage(context, memberOf(request).id, request.query),
  });

  route(app, context, endpoints.getNotificationCounts, {
    handler: async (request) => notifications.bellCounts(context, memberOf(request).id),
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
