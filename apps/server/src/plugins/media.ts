/**
 * Serves uploaded images at /media/…, from the local folder or from the bucket. File names are
 * ids, so a file never changes: cached for a year. Other sites may draw them on a canvas
 * (cropping), so they are shared cross-origin. The bucket's files are served here whether or not
 * MEDIA_URL sends clients elsewhere: a CDN may have this server as its origin.
 */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { LocalMediaStorage } from '../infra/media/local-storage';
import type { ServedMediaStorage } from '../infra/media/open-storage';
import type { S3MediaStorage } from '../infra/media/s3-storage';
import { contentTypeOf, MEDIA_CACHE_CONTROL, MEDIA_URL_PREFIX } from '../infra/media/storage';

const MEDIA_HEADERS = {
  'cache-control': MEDIA_CACHE_CONTROL,
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
};

const serveFolder = async (app: FastifyInstance, storage: LocalMediaStorage) => {
  mkdirSync(storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // Folders are not listed; half-written files (*.part) are not served.
    allowedPath: (pathName) => !pathName.endsWith('/') && !pathName.endsWith('.part'),
    etag: true,
    cacheControl: false,
    lastModified: false,
    setHeaders(reply) {
      reply.headers(MEDIA_HEADERS);
    },
  });
};

const serveBucket = (app: FastifyInstance, storage: S3MediaStorage) => {
  app.route({
    // HEAD is handled here rather than by Fastify's, which would read the object to the end.
    method: ['GET', 'HEAD'],
    url: `${MEDIA_URL_PREFIX}*`,
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const object = await storage.read(key, request.headers['if-none-match']);
      if (object.status === 'missing') return reply.callNotFound();
      reply.headers(MEDIA_HEADERS);
      if (object.etag) reply.header('etag', object.etag);
      if (object.status === 'unchanged') return reply.status(304).send();
      reply.type(contentTypeOf(key));
      if (object.size !== undefined) reply.header('content-length', object.size);
      if (request.method === 'HEAD') {
        object.body.destroy();
        return reply.send();
      }
      return reply.send(object.body);
    },
  });
};

export const registerMedia = async (app: FastifyInstance, storage: ServedMediaStorage) => {
  if (storage.kind === 'local') await serveFolder(app, storage);
  else serveBucket(app, storage);
};
