/** Events as the server answers them (posts of type event), for the events screens' tests. */
import type { EventData, Post } from '@quad/contract';
import { makePost } from '../../test/factories';

/** Tomorrow at 7 PM local time, unless overridden. */
export const tomorrowEvening = () => {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  at.setHours(19, 0, 0, 0);
  return at.toISOString();
};

export const makeEvent = (overrides: Partial<EventData> = {}): EventData => {
  const starts = overrides.starts_at ?? tomorrowEvening();
  return {
    title: 'Robotics night',
    starts_at: starts,
    ends_at: null,
    all_day: false,
    time_zone: 'America/New_York',
    location: 'Science Hall 101',
    online_link: '',
    capacity: null,
    repeat: 'none',
    repeat_until: null,
    occurrences: [starts],
    cancelled_occurrences: [],
    next_occurrence: starts,
    audience: 'public',
    host: { group: null },
    counts: { going: 0, interested: 0, waitlist: 0 },
    mine: { answer: null, position: null },
    cancelled: false,
    can_manage: false,
    sequence: 0,
    ...overrides,
  };
};

/** A post of type event by Bob Smith. */
export const makeEventPost = (event: Partial<EventData> = {}, post: Partial<Post> = {}): Post =>
  makePost({ type: 'event', text: 'Bring a robot.', event: makeEvent(event), ...post });
