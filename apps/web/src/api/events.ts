/** (ext) Event calls of issue 19: posting, editing, cancelling and answering an event; the lists,
 * one event, its guests, check-in and calendars. */
import {
  PAGE_SIZE_MAX,
  POST_LIST_COMMENTS,
  type AnswerEventRequest,
  type CreateEventRequest,
  type EventList,
  type UpdateEventRequest,
} from '@quad/contract';
import { callApi, callApiPage, downloadApi } from './client';

export const createEvent = (body: CreateEventRequest) => callApi('createEvent', { body });

export const updateEvent = (postId: string, body: UpdateEventRequest) =>
  callApi('updateEvent', { params: { postId }, body });

/** The whole event, or one occurrence of a repeating one (its start). */
export const cancelEvent = (postId: string, occurrence: string | null) =>
  callApi('cancelEvent', { params: { postId }, body: { occurrence } });

/**
 * Answers the viewer's answer (a waitlist place when Going is full) and the counts. With
 * `occurrence` (its start), for that date of a repeating event alone; without, for every date.
 */
export const answerEvent = (
  postId: string,
  answer: AnswerEventRequest['answer'],
  occurrence?: string,
) =>
  callApi('answerEvent', {
    params: { postId },
    body: occurrence ? { answer, occurrence } : { answer },
  });

/** The event's .ics file (Add to calendar), fetched with the member's bearer. */
export const downloadEventCalendar = (postId: string) =>
  downloadApi('getEventCalendar', 'event.ics', { postId });

/** The member's groups (as many as a page holds), to offer those they run as an event's host. */
export const getGroupsToHost = () => callApi('getMyGroups', { query: { limit: PAGE_SIZE_MAX } });

/**
 * A page of a list of events (posts of type event); the calendar's list answers its whole
 * `from`–`to` range (instants) in one page.
 */
export const getEvents = (
  list: EventList,
  {
    group,
    cursor,
    from,
    to,
  }: { group?: string; cursor?: string | undefined; from?: string; to?: string } = {},
) => callApiPage('getEvents', { query: { list, group, cursor, from, to } });

/** One event as a post, with its newest few comments like the lists' posts. */
export const getEvent = (postId: string) =>
  callApi('getEvent', { params: { postId }, query: { comments: POST_LIST_COMMENTS } });

export const getEventGuests = (postId: string) => callApi('getEventGuests', { params: { postId } });

export const inviteToEvent = (postId: string, members: string[]) =>
  callApi('inviteToEvent', { params: { postId }, body: { members } });

/** The host's current check-in code, with its QR code; 409 outside the check-in window. */
export const getCheckInCode = (postId: string) => callApi('getCheckInCode', { params: { postId } });

export const checkIn = (postId: string, code: string) =>
  callApi('checkIn', { params: { postId }, body: { code } });

export const getAttendance = (postId: string) => callApi('getAttendance', { params: { postId } });

export const downloadAttendance = (postId: string) =>
  downloadApi('getAttendanceCsv', 'attendance.csv', { postId });

export const getCalendarFeed = () => callApi('getCalendarFeed');

/** Makes the feed, or replaces it: the answer is the only one that carries its URL. */
export const resetCalendarFeed = () => callApi('resetCalendarFeed');

export const revokeCalendarFeed = () => callApi('revokeCalendarFeed');
