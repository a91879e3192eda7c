/**
 * One live stream that stays open: a new single-use ticket for every connection, and after an
 * error (network loss, server restart) the stream is closed and opened again after a growing
 * pause. The browser's own reconnection would reuse the spent ticket, so it is never left to it.
 */
import { LIVE_EVENT_TYPES, type LiveEvent, type LiveEventType } from '@quad/contract';

/** What is used of the browser's EventSource (a test passes a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export interface LiveConnectionOptions {
  /** A stream URL with a fresh ticket; rejects when none can be had. */
  streamUrl: () => Promise<string>;
  createEventSource: EventSourceFactory;
  onEvent: (event: LiveEvent) => void;
  /** Every connection after the first: what was missed meanwhile should be refetched. */
  onReconnect: () => void;
  /** Whether an error getting a ticket means to stop (the session ended). */
  isFatal?: (error: unknown) => boolean;
}

const FIRST_PAUSE_MS = 1_000;
const LAST_PAUSE_MS = 30_000;

/** Somewhere between half and all of the pause, so tabs do not all come back at once. */
const jittered = (ms: number) => ms / 2 + Math.random() * (ms / 2);

/** Opens the stream; answers the function that closes it for good. */
export const openLiveConnection = ({
  streamUrl,
  createEventSource,
  onEvent,
  onReconnect,
  isFatal = () => false,
}: LiveConnectionOptions) => {
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pauseMs = FIRST_PAUSE_MS;
  let connectedBefore = false;
  let stopped = false;

  const retryLater = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, jittered(pauseMs));
    pauseMs = Math.min(pauseMs * 2, LAST_PAUSE_MS);
  };

  const listen = (next: EventSourceLike, type: LiveEventType) =>
    next.addEventListener(type, (message) => {
      if (source !== next) return;
      try {
        const data: unknown = JSON.parse(message.data);
        onEvent({ type, data } as LiveEvent);
      } catch {
        // A malformed event is skipped; the next one may be fine.
      }
    });

  const connect = async () => {
    let url: string;
    try {
      url = await streamUrl();
    } catch (error) {
      if (!isFatal(error)) retryLater();
      return;
    }
    if (stopped) return;
    const next = createEventSource(url);
    source = next;
    for (const type of LIVE_EVENT_TYPES) listen(next, type);
    next.onopen = () => {
      if (source !== next) return;
      pauseMs = FIRST_PAUSE_MS;
      if (connectedBefore) onReconnect();
      connectedBefore = true;
    };
    next.onerror = () => {
      if (source !== next) return;
      next.close();
      source = undefined;
      retryLater();
    };
  };

  void connect();

  /** Back online: no need to wait for the pause to run out. */
  const reconnectNow = () => {
    if (stopped || source || !timer) return;
    clearTimeout(timer);
    timer = undefined;
    void connect();
  };

  return {
    reconnectNow,
    close: () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      source = undefined;
    },
  };
};
