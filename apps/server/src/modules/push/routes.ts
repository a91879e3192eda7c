/** HTTP of Web Push: this sign-in session's subscription. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { memberOf } from '../auth/authenticate';
import * as subscriptions from './subscriptions';

export const registerPushRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.getPushServerKey, {
    handler: async () => ({ server_key: context.vapid.publicKey }),
  });

  route(app, context, endpoints.createPushSubscription, {
    handler: (request) => subscriptions.subscribe(context, memberOf(request), request.body),
  });

  route(app, context, endpoints.getPushSubscription, {
    handler: (request) => subscriptions.subscriptionOf(context, memberOf(request)),
  });

  route(app, context, endpoints.updatePushSubscription, {
    handler: (request) =>
      subscriptions.changeAlerts(context, memberOf(request), request.body.data.alerts),
  });

  route(app, context, endpoints.deletePushSubscription, {
    handler: (request) => subscriptions.unsubscribe(context, memberOf(request)),
  });
};
