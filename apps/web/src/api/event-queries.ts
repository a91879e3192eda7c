/**
 * (ext) Query keys of an event's own data (issue 19). The event itself is a post: its page reads
 * postKeys.detail and the lists postKeys.events, so a reaction or a comment reaches them too.
 */
import type { EventData } from '@quad/contract';

export const eventKeys = {
  all: ['events'] as const,
  /**
   * The guest list, read again whenever the event's counts or the viewer's answer change in the
   * post's cache (someone answered on the card).
   */
  guests: (postId: string, event: Pick<EventData, 'counts' | 'mine'>) =>
    [...eventKeys.all, postId, 'guests', event.counts, event.mine.answer] as const,
  checkInCode: (postId: string) => [...eventKeys.all, postId, 'check-in-code'] as const,
  attendance: (postId: string) => [...eventKeys.all, postId, 'attendance'] as const,
  calendarFeed: () => [...eventKeys.all, 'calendar-feed'] as const,
};
