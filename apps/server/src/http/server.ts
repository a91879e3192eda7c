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
  /** A request body from which no byte arrived for this long is cut (408) before that. */
  bodyIdleTimeoutMs: number;
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
    cutStalledBodies(server, limits.bodyIdleTimeoutMs);
    return server;
  };

/** The client error a request body that stopped arriving is reported as. */
const BODY_IDLE = 'BODY_IDLE_TIMEOUT';

/**
 * Node only limits a request's whole time, which must leave room for a large upload on a slow
 * link. A body from which nothing arrives for idleMs is reported as a client error (answered 408,
 * and its connection closed); time the server itself does not read it (busy) does not count.
 */
function cutStalledBodies(server: http.Server, idleMs: number) {
  /** The requests whose body is still arriving: bytes read on their connection, and since when. */
  const arriving = new Map<http.IncomingMessage, { bytesRead: number; since: number }>();
  let sweeping: NodeJS.Timeout | undefined;
  const sweep = () => {
    const now = Date.now();
    for (const [request, state] of arriving) {
      const { socket } = request;
      if (request.complete || socket.destroyed) {
        arriving.delete(request);
      } else if (socket.bytesRead !== state.bytesRead || socket.isPaused()) {
        state.bytesRead = socket.bytesRead;
        state.since = now;
      } else if (now - state.since >= idleMs) {
        arriving.delete(request);
        const error = Object.assign(new Error('Request body idle'), { code: BODY_IDLE });
        if (!server.emit('clientError', error, socket)) socket.destroy(error);
      }
    }
    if (arriving.size === 0) {
      clearInterval(sweeping);
      sweeping = undefined;
    }
  };
  server.on('request', (request: http.IncomingMessage) => {
    const { headers } = request;
    const hasBody =
      headers['transfer-encoding'] !== undefined || Number(headers['content-length']) > 0;
    if (request.complete || !hasBody) return;
    arriving.set(request, { bytesRead: request.socket.bytesRead, since: Date.now() });
    sweeping ??= setInterval(sweep, Math.min(1_000, idleMs / 4)).unref();
  });
}

/** By the code of Node's error (HPE_…: its HTTP parser's); any other is answered 400. */
const clientErrorAnswers: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  [BODY_IDLE]: [408, 'The request body stopped arriving.'],
  // Node's limit of 16 KB covers the request line (the URL) as well as the headers.
  HPE_HEADER_OVERFLOW: [431, 'The request line or headers are too large.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "The request's chunk extensions are too large."],
  HPE_INVALID_VERSION: [505, "The request's HTTP version is not supported."],
};

/**
 * After an answer to a request the parser refused, how long the rest of what the client sends is
 * read and dropped. Closing a connection with unread data resets it, and a client still sending
 * its request then gets the reset instead of the answer.
 */
const LINGER_MS = 5_000;

/**
 * Fastify's clientErrorHandler: a request Node could not read (too slow, malformed) is answered
 * `{ message }` like every other failure, and its connection closed.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  const { code } = error;
  // writableEnded: answered already; Node reports the parser's error again for each later read.
  if (code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
  const [status, message] = clientErrorAnswers[code] ?? [400, 'The request is malformed.'];
  this.log.debug({ err: error }, 'client error');
  // Once part of an answer went out, another one would only garble it. An answer sent whole
  // before (a kept-alive connection's earlier request) is no reason not to answer this one; a
  // server that does not keep track of its answers tells only whether anything was written.
  const answering =
    this.server instanceof DrainingServer
      ? this.server.isAnswering(socket)
      : socket.bytesWritten > 0;
  if (!socket.writable || answering) {
    socket.destroy(error);
    return;
  }
  const body = JSON.stringify({ message });
  const answer =
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
    'Connection: close\r\n' +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  if (/^HPE_/.test(code)) {
    socket.end(answer);
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  } else {
    // Too slow: the client is not sending, and the connection it holds is what is freed.
    socket.write(answer);
    socket.destroy(error);
  }
}
