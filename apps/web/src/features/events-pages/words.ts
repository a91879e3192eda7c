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

/** The events pages' addresses: /events is Upcoming, the other lists have their own. */
export const eventsPath = (tab: EventList) => (tab === 'upcoming' ? '/events' : `/events/${tab}`);
