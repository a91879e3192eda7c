/**
 * Serves uploaded images at /media/…. File names are ids, so a file never changes: cached for a
 * year. Other sites may draw them on a canvas (cropping), so they are shared cross-origin.
 */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_URL_PREFIX, type LocalMediaStorage } from '../infra/media-storage';

export const registerMedia = async (app: FastifyInstance, storage: LocalMediaStorage) => {
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
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
};
