/** HTTP of a group's reports: the list its admins and moderators read, and their dismissal. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { announceNextPage } from '../../infra/pagination';
import { memberOf } from '../auth/authenticate';
import * as groupReports from './service';

export const registerGroupReportRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.getGroupReports, {
    handler: async (request, reply) => {
      const page = await groupReports.groupReports(
        context,
        memberOf(request).id,
        request.params.slug,
        request.query,
      );
      announceNextPage(request, reply, page.next, request.query);
      return page.items;
    },
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
