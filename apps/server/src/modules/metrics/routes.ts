/**
 * GET /metrics for Prometheus, at the root, when METRICS_TOKEN is set: the scraper sends it as a
 * bearer token. Without METRICS_TOKEN nothing is measured and the path answers 404.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { endpoints } from '@quad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { notFound, unauthorized } from '../../infra/errors';
import { nothingHere } from '../../plugins/web-app';
import { createMetrics, type RequestMetrics } from './registry';

/** The label of every request no route matched (unknown paths, the web app's deep links). */
export const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests of equal length, so the time taken says nothing about the token. */
const holdsToken = (request: FastifyRequest, token: string) => {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !given) return false;
  return timingSafeEqual(digest(given), digest(token));
};

/** Measures every request answered from now on; call it before the routes are registered. */
const measureRequests = (app: FastifyInstance, metrics: RequestMetrics) => {
  app.addHook('onResponse', async (request, reply) => {
    const template = request.routeOptions.url;
    if (template === endpoints.metrics.path) return;
    metrics.observe(
      { method: request.method, route: template ?? UNMATCHED_ROUTE, status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
};

export const registerMetrics = (app: FastifyInstance, context: AppContext) => {
  const token = context.config.metricsToken;
  const metrics = token ? createMetrics(context.db) : undefined;
  if (metrics) measureRequests(app, metrics);

  route(app, context, endpoints.metrics, {
    onRequest: async (request) => {
      if (!token) throw notFound(nothingHere(request));
      if (!holdsToken(request, token)) throw unauthorized('This metrics token is not valid.');
    },
    handler: async () => {
      if (!metrics) throw notFound('Metrics are off.');
      return metrics.registry.metrics();
    },
  });
};
