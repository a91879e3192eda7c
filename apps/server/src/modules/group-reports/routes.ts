/** HTTP of a group's reports: the list its admins and moderators read, and their dismissal. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { memberOf } from '../auth/authenticate';
import * as groupReports from './service';

export const registerGroupReportRoutes = (app: FastifyInstance, context: AppContext) => {
  pagedRoute(app, context, endpoints.getGroupReports, {
    read: (request) =>
      groupReports.groupReports(context, memberOf(request).id, request.params.slug, request.query),
  });

  route(app, context, endpoints.dismissGroupReports, {
    handler: async (request) => ({
      message: await groupReports.dismissGroupReports(
        context,
        memberOf(request).id,
        request.params.slug,
        request.params,
      ),
    }),
  });
};
