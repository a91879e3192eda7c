/**
 * (ext) Query keys of an event's own data (issue 19). The event itself is a post: its page reads
 * postKeys.detail and the lists postKeys.events, so a reaction or a comment reaches them too.
 */
import type { EventData, Post } from '@quad/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { getEvent, getEventGuests } from './events';
import { postKeys } from './post-queries';

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

/** The event as a post, or null when there is no such event the viewer may see. */
export const eventQuery = (postId: string) =>
  queryOptions({
    queryKey: postKeys.detail(postId),
    queryFn: async (): Promise<Post | null> => {
      try {
        return await getEvent(postId);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The guest list of the event as the post's cache last showed it (see eventKeys.guests). */
export const eventGuestsQuery = (postId: string, event: Pick<EventData, 'counts' | 'mine'>) =>
  queryOptions({
    queryKey: eventKeys.guests(postId, event),
    queryFn: () => getEventGuests(postId),
  });
