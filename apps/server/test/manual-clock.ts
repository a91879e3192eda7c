import type { Clock } from '../src/infra/clock';

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = ManualClock.wholeSecondNow()) {
    this.current = start.getTime();
  }

  /** Tokens count whole seconds, so tests start on one. */
  static wholeSecondNow() {
    return new Date(Math.floor(Date.now() / 1000) * 1000);
  }

  now() {
    return new Date(this.current);
  }

  advance(ms: number) {
    this.current += ms;
    return this.now();
  }

  set(date: Date) {
    this.current = date.getTime();
  }
}
