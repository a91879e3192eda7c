/** HTTP of direct messages. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { messageLimits } from './rate-limits';
import * as messages from './service';

export const registerMessageRoutes = (app: FastifyInstance, context: AppContext) => {
  pagedRoute(app, context, endpoints.getConversations, {
    read: (request) => messages.conversationsPage(context, memberOf(request).id, request.query),
  });

  pagedRoute(app, context, endpoints.getConversation, {
    read: async (request) => {
      const { conversation, next } = await messages.conversationWith(
        context,
        memberOf(request).id,
        request.params.username,
        request.query,
      );
      return { items: conversation, next };
    },
  });

  route(app, context, endpoints.sendMessage, {
    preHandler: limitRequests(app, context.config.rateLimit, {
      ...messageLimits.messagesPerMember,
      key: (request) => memberOf(request).id,
    }),
    handler: async (request) =>
      messages.sendMessage(context, memberOf(request).id, request.params.username, request.body),
  });

  route(app, context, endpoints.markConversationRead, {
    handler: async (request) => {
      await messages.markConversationRead(context, memberOf(request).id, request.params.username);
      return { message: 'ok' };
    },
  });

  route(app, context, endpoints.unsendMessage, {
    handler: async (request) => {
      await messages.unsendMessage(context, memberOf(request).id, request.params.id);
      return { message: 'ok' };
    },
  });

  route(app, context, endpoints.getMessageCounts, {
    handler: async (request) => ({
      unread: await messages.unreadConversations(context, memberOf(request).id),
    }),
  });
};
