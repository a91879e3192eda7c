/** HTTP of reports. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { reportLimits } from './rate-limits';
import * as reports from './service';

export const registerReportRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.reportItem, {
    preHandler: limitRequests(app, context.config.rateLimit, {
      ...reportLimits.reportsPerMember,
      key: (request) => memberOf(request).id,
    }),
    handler: async (request) => reports.reportItem(context, memberOf(request).id, request.body),
  });

  route(app, context, endpoints.hideReportedItem, {
    handler: async (request) =>
      reports.hideReportedItem(context, memberOf(request).id, request.body),
  });
};
