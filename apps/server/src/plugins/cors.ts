/**
 * Lets pages on the origins of CORS_ORIGINS call the API from a browser; with none, only the
 * app's own origin can. Calls carry bearer tokens, never cookies, so credentials mode stays off.
 * Media are shared with every origin by plugins/media.ts.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** How long a browser may reuse a preflight answer (Chromium caps it at two hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** Registers CORS on the API scope `api`. */
export const registerCors = async (api: FastifyInstance, origins: readonly string[]) => {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await api.register(cors, {
    // A listed origin is echoed back; any other gets no CORS header at all.
    origin: (origin, callback) => {
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false);
    },
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // The next page of a list is announced in a Link header.
    exposedHeaders: ['Link'],
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    // Any OPTIONS from a listed origin is a preflight, rather than a plain-text 400.
    strictPreflight: false,
  });
};
