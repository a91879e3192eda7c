/** HTTP of the data export: the member's archive, as a download. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { dataExportLimits } from './rate-limits';
import { exportData } from './service';

export const registerDataExportRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.downloadMyData, {
    preHandler: limitRequests(app, context.config.rateLimit, {
      ...dataExportLimits.exportsPerMember,
      key: (request) => memberOf(request).id,
    }),
    handler: async (request, reply) => {
      const archive = await exportData(context, memberOf(request).id);
      reply.header('content-disposition', `attachment; filename="${archive.name}"`);
      reply.header('cache-control', 'no-store');
      return archive.stream;
    },
  });
};
