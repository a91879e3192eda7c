/** HTTP of direct messages. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { announceNextPage } from '../../infra/pagination';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { messageLimits } from './rate-limits';
import * as messages from './service';

export const registerMessageRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.getConversations, {
    handler: async (request, reply) => {
      const page = await messages.conversationsPage(context, memberOf(request).id, request.query);
      announceNextPage(request, reply, page.next, request.query);
      return page.items;
    },
  });

  route(app, context, endpoints.getConversation, {
    handler: async (request, reply) => {
      const { conversation, next } = await messages.conversationWith(
        context,
        memberOf(request).id,
        request.params.username,
        request.query,
      );
      announceNextPage(request, reply, next, request.query);
      return conversation;
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
