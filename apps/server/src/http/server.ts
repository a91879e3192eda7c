/**
 * The Node HTTP server under Fastify: how long a client may take to send its request and how many
 * connections one process keeps, so that slow or idle clients cannot use up the file descriptors.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { DrainingServer } from './draining-server';

export interface ConnectionLimits {
  /** A request's headers must have arrived this long after it started (408 otherwise). */
  headersTimeoutMs: number;
  /** The whole request, body included (408 otherwise). */
  requestTimeoutMs: number;
  /** Connections kept open at most; the ones over it are closed as they arrive. */
  maxConnections: number;
}

/** Fastify's default: longer than the idle timeout of common load balancers (60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Fastify's serverFactory: a server with the limits set, that drains when it stops. */
export const httpServerFactory =
  (limits: ConnectionLimits) =>
  (handler: http.RequestListener): DrainingServer => {
    const server = new DrainingServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        // Node looks for late requests every 30 s by default, which would let a 20 s limit
        // run to 50 s; the scan is cheap.
        connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs / 4),
      },
      handler,
      // Node stops enforcing the time limits once closing; this bounds the drain instead.
      limits.requestTimeoutMs,
    );
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.maxConnections = limits.maxConnections;
    return server;
  };

const clientErrorAnswers: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Fastify's clientErrorHandler: a request Node could not read (too slow, malformed) is answered
 * `{ message }` like every other failure, and its connection closed.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  const { code } = error;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorAnswers[code] ?? [400, 'The request is malformed.'];
  this.log.debug({ err: error }, 'client error');
  // Once part of an answer went out, another one would only garble it.
  if (socket.writable && socket.bytesWritten === 0) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
