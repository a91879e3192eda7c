/**
 * Compresses the API's answers on the fly, brotli or gzip as the client accepts, from about 1 KB
 * up: below that the saving is smaller than the cost. Registered in the API's scope only: the web
 * app's files are compressed once at build time (plugins/web-app.ts), and media are images that
 * are compressed already. A streamed `text/event-stream` answer is never buffered for it (the
 * plugin's default types leave it out).
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD = 1024;

export const registerCompression = async (api: FastifyInstance) => {
  await api.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Request bodies stay plain: a compressed upload would get around the body limits.
    globalDecompression: false,
  });
};
