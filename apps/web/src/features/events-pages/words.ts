/** The words of the events screens (issue 19 §5): people and tests look for them as written. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventList } from '@quad/contract';

export const EVENTS_TABS = ['upcoming', 'calendar', 'going', 'hosting', 'past'] as const;

export const EVENTS_TAB_LABELS: Record<EventList, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  calendar: msg`Calendar`,
  going: msg`Going`,
  hosting: msg`Hosting`,
  past: msg`Past`,
};

/** A list's name, for its readers: "Upcoming events". */
export const EVENTS_LIST_LABELS: Record<Exclude<EventList, 'calendar'>, MessageDescriptor> = {
  upcoming: msg`Upcoming events`,
  going: msg`Going events`,
  hosting: msg`Hosting events`,
  past: msg`Past events`,
};

/** What an empty list says. */
export const NO_EVENTS_IN: Record<Exclude<EventList, 'calendar'>, MessageDescriptor> = {
  upcoming: msg`No upcoming events yet.`,
  going: msg`You are not going to any event yet.`,
  hosting: msg`You are not hosting any event.`,
  past: msg`No past events yet.`,
};

/** The events pages' addresses: /events is Upcoming, the other lists have their own. */
export const eventsPath = (tab: EventList) => (tab === 'upcoming' ? '/events' : `/events/${tab}`);
