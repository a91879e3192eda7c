/** HTTP of delivery settings: Settings › Notifications, outside Quad. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { memberOf } from '../auth/authenticate';
import * as delivery from './service';

export const registerDeliveryRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.getDeliverySettings, {
    handler: (request) => delivery.deliverySettingsOf(context, memberOf(request).id),
  });

  route(app, context, endpoints.updateDeliverySettings, {
    handler: (request) =>
      delivery.updateDeliverySettings(context, memberOf(request).id, request.body),
  });

  route(app, context, endpoints.pauseDelivery, {
    handler: (request) => delivery.pauseDelivery(context, memberOf(request).id, request.body.for),
  });

  route(app, context, endpoints.resumeDelivery, {
    handler: (request) => delivery.resumeDelivery(context, memberOf(request).id),
  });
};
