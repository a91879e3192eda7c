import type { Post } from '@quad/contract';

/**
 * Changes the event's post wherever it is on screen (every cached list and its page) and answers
 * how to undo that. The place that shows the post gives it: the events screens need not know
 * the post lists' caches.
 */
export type PostChanger = (update: (post: Post) => Post) => Promise<() => void>;
