/** HTTP of member search, the search history, and the search of everything (issue 29). */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { searchLimits } from './rate-limits';
import * as finding from './find';
import * as searches from './service';

export const registerSearchRoutes = (app: FastifyInstance, context: AppContext) => {
  const perMember = limitRequests(app, context.config.rateLimit, {
    ...searchLimits.searchPerMember,
    key: (request) => memberOf(request).id,
  });

  // The term may be long; the service cuts it to SEARCH_TERM_MAX.
  route(app, context, endpoints.search, {
    preHandler: perMember,
    handler: async (request) => searches.search(context, memberOf(request).id, request.params.term),
  });

  const everythingPerMember = limitRequests(app, context.config.rateLimit, {
    ...searchLimits.searchEverythingPerMember,
    key: (request) => memberOf(request).id,
  });

  pagedRoute(app, context, endpoints.searchEverything, {
    preHandler: everythingPerMember,
    trustedAnswer: true,
    read: async (request) => finding.searchEverything(context, memberOf(request).id, request.query),
  });

  route(app, context, endpoints.getSearchHistory, {
    handler: async (request) => searches.history(context, memberOf(request).id),
  });

  route(app, context, endpoints.addToSearchHistory, {
    handler: async (request) =>
      searches.addToHistory(context, memberOf(request).id, request.body.searchUser),
  });

  route(app, context, endpoints.removeFromSearch, {
    handler: async (request) =>
      searches.removeFromHistory(context, memberOf(request).id, request.body.searchUser),
  });
};
