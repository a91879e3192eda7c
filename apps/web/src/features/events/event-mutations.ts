/** What a member does to an event from its card, with the post on screen kept in step. */
import type { EventAnswer, EventData, Post, UpdateEventRequest } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { answerEvent, cancelEvent, downloadEventCalendar, updateEvent } from '../../api';
import { saveFile } from '../../lib/save-file';
import type { PostChanger } from './post-changer';

type Choice = Exclude<EventAnswer, 'waitlist'>;

const withEvent = (post: Post, change: (event: EventData) => EventData): Post =>
  post.event ? { ...post, event: change(post.event) } : post;

/**
 * The answer as the server will most likely take it: Going on a full event is the last place
 * on the waitlist. The server's answer replaces it (someone else may have taken the seat).
 */
export const answered = (event: EventData, choice: Choice): EventData => {
  const had = event.mine.answer;
  if (had === choice || (choice === 'going' && had === 'waitlist')) return event;
  const counts = { ...event.counts };
  if (had === 'going' || had === 'interested' || had === 'waitlist') counts[had] -= 1;
  if (choice === 'going') {
    if (event.capacity !== null && counts.going >= event.capacity) {
      counts.waitlist += 1;
      return { ...event, counts, mine: { answer: 'waitlist', position: counts.waitlist } };
    }
    counts.going += 1;
  }
  if (choice === 'interested') counts.interested += 1;
  return { ...event, counts, mine: { answer: choice, position: null } };
};

/**
 * The answer to give: a choice, for one date of a repeating event (`occurrence`, its start) or,
 * without, for every date.
 */
export interface AnswerRequest {
  choice: Choice;
  occurrence?: string;
}

/** The shown date's answer at once, and every date's too when the answer is for all of them. */
const answeredNow = (event: EventData, { choice, occurrence }: AnswerRequest): EventData => {
  const shown = answered(event, choice);
  return occurrence || event.repeat === 'none'
    ? shown
    : { ...shown, mine: { ...shown.mine, series: choice } };
};

/** Answering shows at once and goes back to what it was if the server refuses. */
export const useAnswerEvent = (postId: string, changePost: PostChanger) =>
  useMutation({
    mutationFn: ({ choice, occurrence }: AnswerRequest) => answerEvent(postId, choice, occurrence),
    onMutate: (request) =>
      changePost((post) => withEvent(post, (event) => answeredNow(event, request))),
    onError: (_error, _request, undo) => undo?.(),
    onSuccess: ({ mine, counts }) =>
      changePost((post) => withEvent(post, (event) => ({ ...event, mine, counts }))),
  });

export const useUpdateEvent = (postId: string, changePost: PostChanger) =>
  useMutation({
    mutationFn: (fields: UpdateEventRequest) => updateEvent(postId, fields),
    onSuccess: (post) => changePost(() => post),
  });

/** Cancels the whole event, or the occurrence starting at `occurrence`. */
export const useCancelEvent = (postId: string, changePost: PostChanger) =>
  useMutation({
    mutationFn: (occurrence: string | null) => cancelEvent(postId, occurrence),
    onSuccess: (post) => changePost(() => post),
  });

export const useAddToCalendar = (postId: string) =>
  useMutation({ mutationFn: () => downloadEventCalendar(postId), onSuccess: saveFile });
