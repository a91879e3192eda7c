/** The probes of load balancers and orchestrators, at the root: liveness and readiness. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { checkReadiness } from './service';

export const registerHealthRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.liveness, {
    handler: async () => ({ status: 'ok' as const }),
  });

  route(app, context, endpoints.readiness, {
    handler: async () => {
      await checkReadiness(context);
      return { status: 'ok' as const };
    },
  });
};
