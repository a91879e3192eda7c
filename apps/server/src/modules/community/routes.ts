/** The community the deployment serves, read by the web app at start. */
import { COLLEGES, endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';

export const registerCommunityRoutes = (app: FastifyInstance, context: AppContext) => {
  const { config } = context;
  route(app, context, endpoints.community, {
    handler: async () => ({
      communityName: config.communityName,
      productName: config.productName,
      universityDomain: config.universityDomain,
      supportEmail: config.supportEmail,
      crisisSupport: config.crisisSupport,
      colleges: [...COLLEGES],
    }),
  });
};
