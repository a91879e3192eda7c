/**
 * The names of the live stream's events (live.ts says what each carries): without zod, for the
 * signed-in screens' first load, which opens the stream.
 */
export const LIVE_EVENT_TYPES = ['counts', 'notification', 'message', 'new_posts'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
