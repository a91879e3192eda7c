/** A live stream read over real HTTP, as a browser's EventSource would, for live tests. */
import { endpoints, fillPath, servedPathOf, type LiveEventType } from '@quad/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { expect } from 'vitest';
import { callOver } from './http-client';

export interface ReceivedEvent {
  id: string | undefined;
  type: LiveEventType;
  data: Record<string, unknown>;
}

export interface LiveStreamReader {
  status: number;
  /** Every event received so far, in order. */
  events: ReceivedEvent[];
  /** The stream's `retry:` field. */
  retry: number | undefined;
  comments: string[];
  /**
   * The first event of this type matching `match`, among those received after the first `after`
   * (all by default), waited for.
   */
  waitFor(
    type: LiveEventType,
    match?: (data: Record<string, unknown>) => boolean,
    options?: { after?: number; timeoutMs?: number },
  ): Promise<ReceivedEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export const streamUrl = (origin: string, ticket: string) =>
  `${origin}${fillPath(servedPathOf(endpoints.liveStream))}?ticket=${encodeURIComponent(ticket)}`;

export const ticketOver = async (origin: string, token: string) => {
  const response = await callOver(origin, 'createLiveTicket', { token });
  expect(response.status, response.text).toBe(200);
  return response.body.ticket;
};

/**
 * Opens a stream with a fresh ticket (asked for at `origin`, redeemed at `streamOrigin`); the
 * headers have arrived when it resolves.
 */
export const openLiveStream = async (
  origin: string,
  token: string,
  streamOrigin = origin,
): Promise<LiveStreamReader> => {
  const controller = new AbortController();
  const response = await fetch(streamUrl(streamOrigin, await ticketOver(origin, token)), {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status, await (response.ok ? '' : response.text())).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);

  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const listeners = new Set<() => void>();
  const reader: LiveStreamReader = {
    status: response.status,
    events,
    retry: undefined,
    comments,
    waitFor: (type, match = () => true, { after = 0, timeoutMs = 5_000 } = {}) =>
      new Promise((resolve, reject) => {
        const find = () =>
          events.slice(after).find((event) => event.type === type && match(event.data));
        const already = find();
        if (already) {
          resolve(already);
          return;
        }
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No ${type} event within ${timeoutMs} ms: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const check = () => {
          const found = find();
          if (!found) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        listeners.add(check);
      }),
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      events.push({
        id: message.id,
        type: message.event as LiveEventType,
        data: JSON.parse(message.data) as Record<string, unknown>,
      });
      for (const listener of [...listeners]) listener();
    },
    onRetry: (retry) => {
      reader.retry = retry;
    },
    onComment: (comment) => comments.push(comment),
  });
  reader.ended = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        parser.feed(decoder.decode(chunk, { stream: true }));
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return reader;
};
