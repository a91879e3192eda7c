/** HTTP of member search and the search history. */
import {
  endpoints,
  searchHistorySchema,
  searchResultsSchema,
  searchUserRequestSchema,
} from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { at } from '../../infra/endpoint';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf, requireMember } from '../auth/authenticate';
import { searchLimits } from './rate-limits';
import * as searches from './service';

export const registerSearchRoutes = (root: FastifyInstance, context: AppContext) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const authenticated = requireMember(context);
  const perMember = limitRequests(app, context.config.rateLimit, {
    ...searchLimits.searchPerMember,
    key: (request) => memberOf(request).id,
  });

  app.route({
    ...at(endpoints.search),
    // A wildcard instead of `:term`: the term may hold an unencoded '/' and may be long; the
    // service cuts it to SEARCH_TERM_MAX.
    url: endpoints.search.path.replace(':term', '*'),
    schema: {
      params: z.object({ '*': z.string() }),
      response: { 200: searchResultsSchema },
    },
    onRequest: authenticated,
    preHandler: perMember,
    handler: async (request) => searches.search(context, request.params['*']),
  });

  app.route({
    ...at(endpoints.getSearchHistory),
    schema: { response: { 200: searchHistorySchema } },
    onRequest: authenticated,
    handler: async (request) => searches.history(context, memberOf(request).id),
  });

  app.route({
    ...at(endpoints.addToSearchHistory),
    schema: { body: searchUserRequestSchema, response: { 200: searchHistorySchema } },
    onRequest: authenticated,
    handler: async (request) =>
      searches.addToHistory(context, memberOf(request).id, request.body.searchUser),
  });

  app.route({
    ...at(endpoints.removeFromSearch),
    schema: { body: searchUserRequestSchema, response: { 200: searchHistorySchema } },
    onRequest: authenticated,
    handler: async (request) =>
      searches.removeFromHistory(context, memberOf(request).id, request.body.searchUser),
  });
};
