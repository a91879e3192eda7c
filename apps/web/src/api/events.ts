/** (ext) Events' calls (issue 19): posting, editing, cancelling and answering an event. */
import {
  PAGE_SIZE_MAX,
  type AnswerEventRequest,
  type CreateEventRequest,
  type UpdateEventRequest,
} from '@quad/contract';
import { callApi, downloadApi } from './client';

export const createEvent = (body: CreateEventRequest) => callApi('createEvent', { body });

export const updateEvent = (postId: string, body: UpdateEventRequest) =>
  callApi('updateEvent', { params: { postId }, body });

/** The whole event, or one occurrence of a repeating one (its start). */
export const cancelEvent = (postId: string, occurrence: string | null) =>
  callApi('cancelEvent', { params: { postId }, body: { occurrence } });

/** Answers the viewer's answer (a waitlist place when Going is full) and the counts. */
export const answerEvent = (postId: string, answer: AnswerEventRequest['answer']) =>
  callApi('answerEvent', { params: { postId }, body: { answer } });

/** The event's .ics file (Add to calendar), fetched with the member's bearer. */
export const downloadEventCalendar = (postId: string) =>
  downloadApi('getEventCalendar', 'event.ics', { postId });

/** The member's groups (as many as a page holds), to offer those they run as an event's host. */
export const getGroupsToHost = () => callApi('getMyGroups', { query: { limit: PAGE_SIZE_MAX } });
