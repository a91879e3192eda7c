/** The words of the events screens (issue 19 §5): people and tests look for them as written. */
import type { EventList } from '@quad/contract';

export const EVENTS = 'Events';

export const EVENTS_TABS = ['upcoming', 'calendar', 'going', 'hosting', 'past'] as const;

export const EVENTS_TAB_LABELS: Record<EventList, string> = {
  upcoming: 'Upcoming',
  calendar: 'Calendar',
  going: 'Going',
  hosting: 'Hosting',
  past: 'Past',
};

/** What an empty list says. */
export const NO_EVENTS_IN: Record<Exclude<EventList, 'calendar'>, string> = {
  upcoming: 'No upcoming events yet.',
  going: 'You are not going to any event yet.',
  hosting: 'You are not hosting any event.',
  past: 'No past events yet.',
};

export const CHECK_IN_HOST = 'Check-in';
export const CHECK_IN = 'Check in';
export const CHECK_IN_CODE = 'Check-in code';
export const CHECKED_IN = 'You are checked in.';
export const ATTENDED = 'Attended';
export const DOWNLOAD_ATTENDANCE = 'Download attendance';
export const CANCELLED = 'Cancelled';

/** "1st", "2nd", "3rd", "11th": a place on the waitlist. */
export const ordinal = (place: number) => {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th';
  return `${place}${suffix}`;
};

/** The events pages' addresses: /events is Upcoming, the other lists have their own. */
export const eventsPath = (tab: EventList) => (tab === 'upcoming' ? '/events' : `/events/${tab}`);
export const eventPath = (postId: string) => `/events/${encodeURIComponent(postId)}`;
