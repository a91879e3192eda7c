import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';
import { openLiveConnection } from './live-connection';

let tickets = 0;
const streamUrl = vi.fn(async () => `/api/v1/live?ticket=t${++tickets}`);

beforeEach(() => {
  vi.useFakeTimers();
  tickets = 0;
  FakeEventSource.opened = [];
  streamUrl.mockClear();
});
afterEach(() => vi.useRealTimers());

const connect = () => {
  const onEvent = vi.fn();
  const onReconnect = vi.fn();
  const connection = openLiveConnection({
    streamUrl,
    createEventSource: (url) => new FakeEventSource(url),
    onEvent,
    onReconnect,
  });
  return { connection, onEvent, onReconnect };
};

describe('the live connection', () => {
  it('opens the stream with a ticket and hands on its events', async () => {
    const { onEvent, onReconnect, connection } = connect();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.latest()!;
    expect(source.url).toBe('/api/v1/live?ticket=t1');
    source.open();
    source.emit({ type: 'counts', data: { unread: 2 } });
    expect(onEvent).toHaveBeenCalledWith({ type: 'counts', data: { unread: 2 } });
    expect(onReconnect).not.toHaveBeenCalled();
    connection.close();
    expect(source.closed).toBe(true);
  });

  it('after an error, reconnects with a new ticket after a growing pause, and says so', async () => {
    const { onReconnect, connection } = connect();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.latest()!.open();

    FakeEventSource.latest()!.fail();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.latest()!.url).toBe('/api/v1/live?ticket=t2');

    // The server is still down: the next pause is longer.
    FakeEventSource.latest()!.fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(FakeEventSource.opened).toHaveLength(3);

    FakeEventSource.latest()!.open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('gives up when no ticket is to be had because the session ended', async () => {
    const failing = vi.fn(async () => {
      throw new Error('401');
    });
    openLiveConnection({
      streamUrl: failing,
      createEventSource: (url) => new FakeEventSource(url),
      onEvent: vi.fn(),
      onReconnect: vi.fn(),
      isFatal: () => true,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
