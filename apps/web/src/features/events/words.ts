/**
 * The English names of the event screens' buttons that the post screens show too (they translate
 * them in their own catalog), and the address of an event's page.
 */
export const POST_EVENT = 'Post Event';
export const EDIT_EVENT = 'Edit event';

export const eventPath = (postId: string) => `/events/${encodeURIComponent(postId)}`;
