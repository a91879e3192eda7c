/** An EventSource for component tests: the test opens, fails and feeds it by hand. */
import type { LiveEvent } from '@quad/contract';
import type { EventSourceLike } from './live-connection';

export class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  static latest = () => FakeEventSource.opened.at(-1);

  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  open() {
    this.onopen?.(new Event('open'));
  }

  fail() {
    this.onerror?.(new Event('error'));
  }

  emit(event: LiveEvent) {
    const message = new MessageEvent<string>(event.type, { data: JSON.stringify(event.data) });
    for (const listener of this.listeners.get(event.type) ?? []) listener(message);
  }
}
