/**
 * The event form's values as typed (dates and times in the viewer's zone) and what they become:
 * the contract's request, with instants, checked by the contract's own schema.
 */
import {
  eventText,
  type CreateEventRequest,
  type EventAudience,
  type EventData,
  type EventRepeat,
  type UpdateEventRequest,
} from '@quad/contract';
import { errorField, errorMessage } from '../../api';

export interface EventDraft {
  title: string;
  /** yyyy-mm-dd and hh:mm, in the viewer's zone. */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  allDay: boolean;
  location: string;
  onlineLink: string;
  description: string;
  capacity: string;
  repeat: EventRepeat;
  repeatUntil: string;
  /** The id of the group that hosts it; '' when the member does. */
  host: string;
  audience: EventAudience;
}

export type EventField =
  | 'title'
  | 'starts'
  | 'ends'
  | 'location'
  | 'online_link'
  | 'description'
  | 'capacity'
  | 'repeat_until'
  | 'host'
  | 'audience';
export type EventErrors = Partial<Record<EventField, string>>;

export const emptyEventDraft = (
  host = '',
  audience: EventAudience = host ? 'group' : 'public',
): EventDraft => ({
  title: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  allDay: false,
  location: '',
  onlineLink: '',
  description: '',
  capacity: '',
  repeat: 'none',
  repeatUntil: '',
  host,
  audience,
});

const pad = (value: number) => String(value).padStart(2, '0');
const localDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const localTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
/** yyyy-mm-dd of an instant in a zone (an all-day event's days are the event's). */
const dateIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);

/** The form filled with an event, to edit it (the whole series: its first occurrence). */
export const eventDraftOf = (event: EventData, description: string): EventDraft => {
  const start = new Date(event.starts_at);
  const end = event.ends_at ? new Date(event.ends_at) : null;
  const lastDay = end && dateIn(new Date(end.getTime() - 1), event.time_zone);
  return {
    title: event.title,
    startDate: event.all_day ? dateIn(start, event.time_zone) : localDate(start),
    startTime: event.all_day ? '' : localTime(start),
    endDate: !end ? '' : event.all_day ? (lastDay ?? '') : localDate(end),
    endTime: end && !event.all_day ? localTime(end) : '',
    allDay: event.all_day,
    location: event.location,
    onlineLink: event.online_link,
    description,
    capacity: event.capacity === null ? '' : String(event.capacity),
    repeat: event.repeat,
    repeatUntil: event.repeat_until ?? '',
    host: event.host.group?._id ?? '',
    audience: event.audience,
  };
};

/** The instant of a local date and time; '' when either is missing or not a real one. */
const instantOf = (date: string, time: string) => {
  if (!date || !time) return '';
  const instant = new Date(`${date}T${time}`);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
};

/**
 * The times as instants. An all-day event is sent at noon of its days (the server keeps the
 * days); an end with only a time is on the start's day, and one with only a day at its time.
 */
const timesOf = (draft: EventDraft) => {
  const startTime = draft.allDay ? '12:00' : draft.startTime;
  const starts = instantOf(draft.startDate, startTime);
  if (!draft.endDate && !draft.endTime) return { starts, ends: null };
  const endDate = draft.endDate || draft.startDate;
  const endTime = draft.allDay ? '12:00' : draft.endTime || draft.startTime;
  return { starts, ends: instantOf(endDate, endTime) };
};

/** The fields every request of the form sends (an edit sends them alone). */
export const eventFieldsOf = (draft: EventDraft): UpdateEventRequest => {
  const { starts, ends } = timesOf(draft);
  const capacity = draft.capacity.trim();
  return {
    title: draft.title,
    starts_at: starts,
    ends_at: ends,
    all_day: draft.allDay,
    location: draft.location,
    online_link: draft.onlineLink,
    description: draft.description,
    capacity: capacity === '' ? null : Number(capacity),
    repeat: draft.repeat,
    repeat_until: draft.repeat === 'none' ? null : draft.repeatUntil || null,
    audience: draft.audience,
  };
};

const FIELD_OF_PATH: Record<string, EventField> = {
  title: 'title',
  starts_at: 'starts',
  ends_at: 'ends',
  location: 'location',
  online_link: 'online_link',
  description: 'description',
  capacity: 'capacity',
  repeat_until: 'repeat_until',
  group: 'host',
  audience: 'audience',
};

/**
 * The form's request and what is wrong with it, by field, as the contract's schema says (the
 * server checks the same, and the rest: see fieldOfError). The schema, and zod with it, is
 * fetched when a form is first sent, so the screens that show events carry neither.
 */
export const checkEventDraft = async (draft: EventDraft) => {
  const request: CreateEventRequest = { ...eventFieldsOf(draft), group: draft.host || null };
  const errors: EventErrors = {};
  const { createEventRequestSchema } = await import('./event-schema');
  const parsed = createEventRequestSchema.safeParse(request);
  for (const issue of parsed.error?.issues ?? []) {
    const field = FIELD_OF_PATH[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (draft.repeat !== 'none' && !draft.repeatUntil) {
    errors.repeat_until = eventText.repeatUntilRequired;
  }
  return { request, errors, valid: Object.keys(errors).length === 0 };
};

const FIELD_OF_MESSAGE = new Map<string, EventField>([
  [eventText.titleRequired, 'title'],
  [eventText.titleTooLong, 'title'],
  [eventText.startRequired, 'starts'],
  [eventText.endBeforeStart, 'ends'],
  [eventText.locationTooLong, 'location'],
  [eventText.linkInvalid, 'online_link'],
  [eventText.capacityRange, 'capacity'],
  [eventText.repeatUntilRequired, 'repeat_until'],
  [eventText.repeatUntilBeforeStart, 'repeat_until'],
  [eventText.tooManyOccurrences, 'repeat_until'],
  [eventText.groupAudienceNeedsGroup, 'audience'],
  [eventText.groupEventAudience, 'audience'],
  [eventText.groupEventStaysInGroup, 'audience'],
  [eventText.hostNotModerator, 'host'],
]);

/**
 * The form's field a failure of the server's is about, if it is about one: the field the answer
 * names (its (ext) `field`, whatever the language of its message), else, from a server that
 * names none, the field its English message is about.
 */
export const fieldOfError = (error: unknown): EventField | undefined => {
  const named = errorField(error);
  if (named !== undefined) return FIELD_OF_PATH[named.split('.')[0] ?? ''];
  return FIELD_OF_MESSAGE.get(errorMessage(error));
};
