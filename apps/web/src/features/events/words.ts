/** Words of the event screens that more than one file (and the tests) use. */
export const POST_EVENT = 'Post Event';
export const EDIT_EVENT = 'Edit event';
export const CANCEL_EVENT = 'Cancel event';
export const CANCELLED = 'Cancelled';
export const ADD_TO_CALENDAR = 'Add to calendar';
export const YOUR_ANSWER = 'Your answer';
export const HOST_YOURSELF = 'You';

export const audienceLabel = (audience: 'public' | 'friends' | 'group', groupName = '') =>
  audience === 'public' ? 'Public' : audience === 'friends' ? 'Friends' : `Members of ${groupName}`;

export const eventPath = (postId: string) => `/events/${encodeURIComponent(postId)}`;

/** A repeating event's answer: for the date shown, or for every date (as calendars say it). */
export const THIS_EVENT = 'This event';
export const ALL_EVENTS = 'All events';
