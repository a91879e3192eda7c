/**
 * Sends one push: `web-push` builds the request (aes128gcm encryption of the payload, RFC 8291;
 * the VAPID JWT and key, RFC 8292; TTL, Urgency, Topic) and the server's own HTTP client sends it,
 * with keep-alive, a deadline for the whole exchange and a cap on the answer it reads, to the
 * address the outbound URL guard checked. Nothing a push service does can throw past `send`: every
 * answer becomes an outcome.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import {
  checkOutboundUrl,
  OutboundUrlRefused,
  pinnedLookup,
  type OutboundRules,
  type Resolve,
} from '../../infra/outbound-url';
import type { VapidKeys } from '../../infra/secret';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushMessage {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The JSON the service worker decrypts. */
  payload: string;
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
  urgency: Urgency;
  /** A pending push with the same topic is replaced (RFC 8030 §5.4). */
  topic: string;
}

export type PushOutcome =
  /** The push service took it (201, or any 2xx). */
  | { kind: 'sent'; status: number }
  /** 404, 410: the subscription is gone; delete it. */
  | { kind: 'gone'; status: number }
  /** 429, 5xx, a timeout, a network error: try again, not before `retryAfterMs` if given. */
  | { kind: 'retry'; status?: number; retryAfterMs?: number; error?: string }
  /** Any other answer, or an endpoint the guard now refuses: give this push up. */
  | { kind: 'refused'; status?: number; error?: string };

/** More of an answer than this is not read: push services answer with a few bytes. */
const ANSWER_MAX_BYTES = 64 * 1024;

/** Sockets kept per push service: bounded, as the worker's concurrency is. */
const SOCKETS_PER_HOST = 50;

/** The longest Retry-After honoured: a day, the longest TTL of a notification. */
const RETRY_AFTER_MAX_MS = 86_400_000;

/** `Retry-After`: seconds, or an HTTP date. */
export const retryAfterMsOf = (value: string | undefined, now: Date): number | undefined => {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now.getTime();
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), RETRY_AFTER_MAX_MS);
};

/** A topic from any text: at most 32 base64url characters. */
export const topicOf = (text: string) =>
  createHash('sha256').update(text).digest('base64url').slice(0, 32);

/** The error of a request whose kept-alive socket had been closed by the other end. */
const isStaleSocket = (error: unknown) =>
  error instanceof Error &&
  (error as Error & { reusedSocket?: boolean }).reusedSocket === true &&
  (error as NodeJS.ErrnoException).code === 'ECONNRESET';

export interface PushSenderOptions {
  vapid: VapidKeys;
  subject: string;
  timeoutMs: number;
  rules: OutboundRules;
  resolve?: Resolve;
  now: () => Date;
}

export interface PushSender {
  send(message: PushMessage): Promise<PushOutcome>;
  close(): void;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

export const createPushSender = (options: PushSenderOptions): PushSender => {
  const agents = {
    'https:': new https.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_HOST }),
    'http:': new http.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_HOST }),
  };

  const post = (
    url: URL,
    address: { address: string; family: 4 | 6 },
    headers: Record<string, string | number>,
    body: Buffer | null,
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
      const request = (protocol === 'https:' ? https : http).request(url, {
        method: 'POST',
        headers,
        agent: agents[protocol],
        lookup: pinnedLookup(address),
      });
      // One deadline for all of it: connecting, TLS, the answer's headers and body.
      const timer = setTimeout(
        () => request.destroy(new Error('the push service did not answer in time')),
        options.timeoutMs,
      );
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(Object.assign(error, { reusedSocket: request.reusedSocket }));
      });
      request.on('response', (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_MAX_BYTES) request.destroy(new Error('the answer is too large'));
        });
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, headers: response.headers });
        });
      });
      request.end(body ?? undefined);
    });

  const send = async (message: PushMessage): Promise<PushOutcome> => {
    let checked;
    try {
      checked = await checkOutboundUrl(message.endpoint, options.rules, options.resolve);
    } catch (error) {
      if (error instanceof OutboundUrlRefused) {
        return error.reason === 'unresolved'
          ? { kind: 'retry', error: error.message }
          : { kind: 'refused', error: error.message };
      }
      return { kind: 'retry', error: String(error) };
    }
    let details;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: message.endpoint, keys: message.keys },
        message.payload,
        {
          vapidDetails: {
            subject: options.subject,
            publicKey: options.vapid.publicKey,
            privateKey: options.vapid.privateKey,
          },
          TTL: message.ttl,
          urgency: message.urgency,
          topic: message.topic,
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      return { kind: 'refused', error: String(error) };
    }
    const attempt = () => post(checked.url, checked, details.headers, details.body ?? null);
    let answer: Answer;
    try {
      answer = await attempt().catch((error: unknown) => {
        // A kept-alive socket the push service had closed meanwhile: sent again at once on a new
        // one, rather than waiting for the retry (Node's documented pattern, `reusedSocket`).
        if (isStaleSocket(error)) return attempt();
        throw error;
      });
    } catch (error) {
      return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    const { status } = answer;
    if (status >= 200 && status < 300) return { kind: 'sent', status };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    if (status === 429 || status >= 500) {
      const header = answer.headers['retry-after'];
      return {
        kind: 'retry',
        status,
        retryAfterMs: retryAfterMsOf(header, options.now()),
      };
    }
    return { kind: 'refused', status };
  };

  return {
    send,
    close() {
      agents['https:'].destroy();
      agents['http:'].destroy();
    },
  };
};
