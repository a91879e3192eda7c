/**
 * One Server-Sent Events stream on a request's raw response. The reply is taken from Fastify
 * (hijacked): an answer that never ends goes around the serializer and the compression, which
 * would hold its events back.
 */
import { LIVE_CONTENT_TYPE, LIVE_HEARTBEAT_MS, LIVE_RETRY_MS } from '@quad/contract';
import type { FastifyReply } from 'fastify';
import type { LiveConnection } from './hub';

/** A client that reads nothing while this much waits for it is let go. */
const UNREAD_MAX_BYTES = 1_048_576;

export const openEventStream = (reply: FastifyReply, onClose: () => void): LiveConnection => {
  const response = reply.raw;
  reply.hijack();
  // The headers the hooks set so far (security headers, CORS) go out with the stream's own.
  const hookHeaders = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  response.writeHead(200, {
    ...Object.fromEntries(hookHeaders),
    'content-type': LIVE_CONTENT_TYPE,
    'cache-control': 'no-cache, no-transform',
    // Proxies such as nginx would otherwise hold events back.
    'x-accel-buffering': 'no',
  });
  response.socket?.setNoDelay(true);

  const write = (text: string) => {
    if (response.writableEnded || response.destroyed) return;
    if (response.writableLength > UNREAD_MAX_BYTES) {
      response.destroy();
      return;
    }
    response.write(text);
  };

  let lastId = 0;
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  response.once('close', () => {
    clearInterval(heartbeat);
    onClose();
  });
  write(`retry: ${LIVE_RETRY_MS}\n\n`);

  return {
    send(event) {
      lastId += 1;
      write(`id: ${lastId}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    },
    end() {
      if (!response.writableEnded) response.end();
    },
  };
};
