/** "5 minutes ago", kept fresh every 30 s by one clock shared by every time on screen. */
import { RELATIVE_TIME_REFRESH_MS } from '@quad/contract';
import { formatDistanceStrict } from 'date-fns';
import { useSyncExternalStore } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { useRenderedPage } from '../session/rendered-page';

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const tick = () => {
  now = Date.now();
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(tick, RELATIVE_TIME_REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};

/** The clock; a page the server rendered is first hydrated at the moment it was rendered. */
const useNow = () => {
  const renderedAt = useRenderedPage()?.now;
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => renderedAt ?? now,
  );
};

export const relativeTime = (date: Date, at: number) =>
  at - date.getTime() < 60_000
    ? 'Just now'
    : formatDistanceStrict(date, at, { addSuffix: true, roundingMethod: 'floor' });

/** "5 minutes ago" for `iso`, kept fresh like <RelativeTime> (for a name that includes it). */
export const useRelativeTime = (iso: string) => relativeTime(new Date(iso), useNow());

export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const text = useRelativeTime(iso);
  // In the reader's own time zone and language, which the server does not know.
  const title = useHydrated() ? new Date(iso).toLocaleString() : undefined;
  return (
    <time dateTime={iso} title={title} className={className}>
      {text}
    </time>
  );
}
