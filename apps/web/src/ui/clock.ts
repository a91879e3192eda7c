/**
 * The one clock of every "5 minutes ago" on screen (relative-time.tsx), refreshed every 30 s
 * while any is shown. Apart from it so that the app's start can set it without loading date-fns.
 */
import { RELATIVE_TIME_REFRESH_MS } from '@quad/contract';

let now = Date.now();
/** Set by a page the server drew: its times stay as drawn until the clock's first tick. */
let drawnAt: number | undefined;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const tick = () => {
  drawnAt = undefined;
  now = Date.now();
  for (const listener of listeners) listener();
};

/**
 * A page the server drew shows its times as of its rendering, and hydrating it must find the
 * same: a clock that read later would make React draw each time again at once, one post after
 * another, in the middle of the hydration. The next tick brings them up to date.
 */
export const startClockAt = (renderedAt: number) => {
  drawnAt = renderedAt;
  now = renderedAt;
};

export const subscribeToClock = (listener: () => void) => {
  listeners.add(listener);
  if (!timer) {
    if (drawnAt === undefined) now = Date.now();
    timer = setInterval(tick, RELATIVE_TIME_REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
      drawnAt = undefined;
    }
  };
};

export const clockNow = () => now;
