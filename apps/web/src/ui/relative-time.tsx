/** "5 minutes ago", kept fresh every 30 s by one clock shared by every time on screen. */
import { formatDistanceStrict } from 'date-fns';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRenderedPage } from '../session/rendered-page';
import { clockNow, subscribeToClock } from './clock';

/** The clock; a page the server rendered is first hydrated at the moment it was rendered. */
const useNow = () => {
  const renderedAt = useRenderedPage()?.now;
  return useSyncExternalStore(subscribeToClock, clockNow, () => renderedAt ?? clockNow());
};

export const relativeTime = (date: Date, at: number) =>
  at - date.getTime() < 60_000
    ? 'Just now'
    : formatDistanceStrict(date, at, { addSuffix: true, roundingMethod: 'floor' });

/** "5 minutes ago" for `iso`, kept fresh like <RelativeTime> (for a name that includes it). */
export const useRelativeTime = (iso: string) => relativeTime(new Date(iso), useNow());

export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const text = useRelativeTime(iso);
  const ref = useRef<HTMLTimeElement>(null);
  // The title is in the reader's own time zone and language, which the server does not know.
  // Written once mounted (or hydrated), not rendered: a second render of every time on screen
  // just for it would come at once, in the middle of a hydration.
  useEffect(() => {
    ref.current?.setAttribute('title', new Date(iso).toLocaleString());
  }, [iso]);
  return (
    <time ref={ref} dateTime={iso} className={className}>
      {text}
    </time>
  );
}
