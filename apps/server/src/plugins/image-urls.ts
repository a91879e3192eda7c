/**
 * Image URLs (pictures, covers, post and comment images, backgrounds, listed uploads) are stored
 * origin-relative and answered absolute, as the original API answered them, so a client on
 * another origin can show them (API.md). The contract marks those fields (`urlFields`); here every
 * answer's marked fields are made absolute before it is serialized, and every body's marked fields
 * that name this server are made relative again before it is validated, so services only ever see
 * the stored form.
 */
import { urlFields } from '@quad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as core from 'zod/v4/core';
import type { Config } from '../infra/config';
import { markedFieldsOf, rewriteMarkedFields, type FieldTree } from '../infra/marked-fields';
import { MEDIA_URL_PREFIX } from '../infra/media/storage';

const isSchema = (value: unknown): value is core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

const trees = new WeakMap<core.$ZodType, FieldTree | null>();

const urlFieldsOf = (schema: unknown): FieldTree | undefined => {
  if (!isSchema(schema)) return undefined;
  let tree = trees.get(schema);
  if (tree === undefined) {
    tree = markedFieldsOf(schema, (candidate) => urlFields.has(candidate)) ?? null;
    trees.set(schema, tree);
  }
  return tree ?? undefined;
};

/** The answer schema Fastify picks for a status: the exact code, then `2xx`, then `default`. */
const answerSchemaOf = (request: FastifyRequest, statusCode: number): unknown => {
  const answers = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!answers) return undefined;
  return answers[statusCode] ?? answers[`${String(statusCode)[0]}xx`] ?? answers.default;
};

/** A Host header is a name or address and a port; anything else is not used to build URLs. */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin the request came to (Host, and X-Forwarded-* through TRUST_PROXY only). */
const requestOriginOf = (config: Config, request: FastifyRequest) =>
  typeof request.host === 'string' && PLAIN_HOST.test(request.host)
    ? `${request.protocol}://${request.host}`
    : config.publicUrl;

export interface AnswerBases {
  /** In front of the app's own files (default picture, backgrounds). */
  app: string;
  /** In front of /media/…. */
  media: string;
}

const answerBasesOf = (config: Config, request: FastifyRequest): AnswerBases => {
  const app = config.fixedPublicUrl ?? requestOriginOf(config, request);
  return { app, media: config.mediaUrl ?? app };
};

/** `/media/…` under the media base, other root-relative paths under the app's. */
export const absoluteOf = (url: string, bases: AnswerBases) => {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${url.startsWith(MEDIA_URL_PREFIX) ? bases.media : bases.app}${url}`;
};

interface OwnBases {
  /** Where this server's own files may be said to be, in a URL a client sends back. */
  app: URL[];
  /** Where its media may be said to be. */
  media: URL[];
}

const parse = (base: string) => new URL(`${base}/`);

const ownBasesOf = (config: Config, request: FastifyRequest): OwnBases => {
  const app = [parse(config.publicUrl), parse(requestOriginOf(config, request))];
  return { app, media: config.mediaUrl ? [parse(config.mediaUrl), ...app] : app };
};

/** The path under `base` that `url` names, if it is a plain URL under it. */
const pathUnder = (url: URL, base: URL) => {
  if (url.origin !== base.origin || url.search || url.hash || url.username || url.password) {
    return undefined;
  }
  const prefix = base.pathname.slice(0, -1);
  return url.pathname.startsWith(base.pathname) ? url.pathname.slice(prefix.length) : undefined;
};

/** The stored form of a URL of this server; any other value as it came. */
const relativeOf = (value: string, bases: OwnBases) => {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return value;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return value;
  }
  for (const base of bases.media) {
    const path = pathUnder(url, base);
    if (path?.startsWith(MEDIA_URL_PREFIX)) return path;
  }
  // The app's own files (backgrounds) are on the app's origins only, never on MEDIA_URL's.
  for (const base of bases.app) {
    const path = pathUnder(url, base);
    if (path !== undefined) return path;
  }
  return value;
};

/** An answer of `schema` with its image URLs absolute, as it is sent to the client of `request`. */
export const withAbsoluteImageUrls = (
  config: Config,
  request: FastifyRequest,
  schema: unknown,
  payload: unknown,
) => {
  const fields = urlFieldsOf(schema);
  if (!fields) return payload;
  const bases = answerBasesOf(config, request);
  return rewriteMarkedFields(payload, fields, (url) => absoluteOf(url, bases));
};

export const registerImageUrls = (app: FastifyInstance, config: Config) => {
  app.addHook('preValidation', async (request) => {
    const fields = urlFieldsOf(request.routeOptions.schema?.body);
    if (!fields) return;
    const bases = ownBasesOf(config, request);
    request.body = rewriteMarkedFields(request.body, fields, (url) => relativeOf(url, bases));
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) =>
    withAbsoluteImageUrls(config, request, answerSchemaOf(request, reply.statusCode), payload),
  );
};
