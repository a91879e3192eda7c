/** HTTP of live updates: the ticket, and the stream it opens. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { memberOf } from '../auth/authenticate';
import type { LiveConnection, LiveHub } from './hub';
import { openEventStream } from './stream';
import { issueTicket, redeemTicket } from './tickets';

export const registerLiveRoutes = (app: FastifyInstance, context: AppContext, hub: LiveHub) => {
  route(app, context, endpoints.createLiveTicket, {
    handler: (request) => issueTicket(context, memberOf(request)),
  });

  route(app, context, endpoints.liveStream, {
    handler: async (request, reply) => {
      const { memberId, sessionId } = await redeemTicket(context, request.query.ticket);
      let disconnect = () => {};
      const connection: LiveConnection = openEventStream(reply, () => disconnect());
      disconnect = hub.connect(memberId, sessionId, connection);
      // Gone while its ticket was read: no 'close' is coming.
      if (request.raw.socket.destroyed) disconnect();
      // First, what a reconnecting tab may have missed; it refetches the rest.
      await hub.sendCounts(memberId);
      // The reply was taken over: Fastify sends nothing more.
      return '';
    },
  });
};
