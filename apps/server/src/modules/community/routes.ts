import { COLLEGES, communitySchema, endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { at } from '../../infra/endpoint';

/** The community the deployment serves, read by the web app at start. */
export const registerCommunityRoutes = (app: FastifyInstance, { config }: AppContext) => {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(endpoints.community),
    schema: { response: { 200: communitySchema } },
    handler: async () => ({
      communityName: config.communityName,
      productName: config.productName,
      universityDomain: config.universityDomain,
      supportEmail: config.supportEmail,
      colleges: [...COLLEGES],
    }),
  });
};
