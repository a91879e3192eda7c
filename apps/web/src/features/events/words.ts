/**
 * The names of the answers and repeats; the English names of the event screens' buttons that the
 * post screens show too (they translate them in their own catalog); the address of an event's page.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventAnswer, EventRepeat } from '@quad/contract';

/** The answers' names (the contract's EVENT_ANSWER_LABELS, in the member's language). */
export const ANSWER_LABELS: Record<EventAnswer, MessageDescriptor> = {
  going: msg`Going`,
  interested: msg`Interested`,
  cant_go: msg`Can't go`,
  waitlist: msg`Waitlist`,
};

/** How an event repeats (the contract's EVENT_REPEAT_LABELS, in the member's language). */
export const REPEAT_LABELS: Record<EventRepeat, MessageDescriptor> = {
  none: msg`Does not repeat`,
  weekly: msg`Weekly`,
  biweekly: msg`Every 2 weeks`,
};

export const POST_EVENT = msg`Post Event`;
export const EDIT_EVENT = msg`Edit event`;

export const eventPath = (postId: string) => `/events/${encodeURIComponent(postId)}`;
