/** Events as the server answers them (posts of type event), for the events' component tests. */
import type { EventData, GroupSummary, Post } from '@quad/contract';
import { makePost } from './factories';

/** Tomorrow at 7 PM local time. */
export const tomorrowEvening = () => {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  at.setHours(19, 0, 0, 0);
  return at.toISOString();
};

/** Fri, Dec 4 2026, 7:00 PM in New York. */
export const DEC_4_7PM_NEW_YORK = '2026-12-05T00:00:00.000Z';

export const makeEvent = (overrides: Partial<EventData> = {}): EventData => {
  const starts = overrides.starts_at ?? DEC_4_7PM_NEW_YORK;
  return {
    title: 'Chess night',
    starts_at: starts,
    ends_at: null,
    all_day: false,
    time_zone: 'America/New_York',
    location: 'Student Union, Room 204',
    online_link: '',
    capacity: null,
    repeat: 'none',
    repeat_until: null,
    occurrences: [starts],
    cancelled_occurrences: [],
    next_occurrence: starts,
    audience: 'public',
    host: { group: null },
    counts: { going: 3, interested: 5, waitlist: 0 },
    mine: { answer: null, position: null },
    cancelled: false,
    can_manage: false,
    sequence: 0,
    ...overrides,
  };
};

/** A post of type event by Bob Smith, its text the description. */
export const makeEventPost = (event: Partial<EventData> = {}, post: Partial<Post> = {}): Post =>
  makePost({
    type: 'event',
    text: 'Bring a board if you have one.',
    event: makeEvent(event),
    ...post,
  });

let groupSequence = 0;

/** One of the member's groups, as GET /groups/mine lists it. */
export const makeMyGroup = (overrides: Partial<GroupSummary> = {}): GroupSummary => {
  groupSequence += 1;
  return {
    _id: `0190a1b2-c3d4-7e5f-8a9b-${String(groupSequence).padStart(8, '0')}e7e7`,
    slug: `group-${groupSequence}`,
    name: `Group ${groupSequence}`,
    kind: 'club',
    privacy: 'public',
    cover: '',
    description: '',
    memberCount: 12,
    viewerState: 'member',
    viewerRole: 'member',
    ...overrides,
  };
};
