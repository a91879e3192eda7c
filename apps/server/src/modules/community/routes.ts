/** The community the deployment serves, read by the web app at start. */
import { COLLEGES, endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import type { Config } from '../../infra/config';

/** The community answer, from the deployment's configuration. */
export const communityOf = (config: Config) => ({
  communityName: config.communityName,
  productName: config.productName,
  universityDomain: config.universityDomain,
  supportEmail: config.supportEmail,
  crisisSupport: config.crisisSupport,
  colleges: [...COLLEGES],
});

export const registerCommunityRoutes = (app: FastifyInstance, context: AppContext) => {
  const { config } = context;
  route(app, context, endpoints.community, {
    handler: async () => communityOf(config),
  });
};
