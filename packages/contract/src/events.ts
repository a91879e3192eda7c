/**
 * Events (issue 19): a post of type event that members answer, put in their calendar and check
 * in to. Times are instants; each event keeps the community's IANA time zone it was made in.
 */
import { z } from 'zod';
import {
  EVENT_TITLE_MAX,
  EVENT_LOCATION_MAX,
  EVENT_LINK_MAX,
  EVENT_CAPACITY_MIN,
  EVENT_CAPACITY_MAX,
  EVENT_INVITES_MAX,
  EVENT_REPEATS,
  EVENT_AUDIENCES,
  EVENT_ANSWERS,
  EVENT_CHOICES,
  EVENT_LISTS,
  eventText,
} from './events-text';
import { POST_TEXT_MAX } from './limits';
import { pageQuerySchema } from './pagination';
import { sentImageUrl } from './urls';

export const eventIdParams = z.object({
  postId: z.string().meta({ description: "The event's id (its post's id)." }),
});

const webLink = z.url({ protocol: /^https?$/ });

const httpLink = z
  .string()
  .trim()
  .max(EVENT_LINK_MAX, eventText.linkInvalid)
  .refine((value) => value === '' || webLink.safeParse(value).success, eventText.linkInvalid);

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/** The event's own fields, as the form sends them. */
const eventFields = {
  title: z
    .string()
    .trim()
    .min(1, eventText.titleRequired)
    .max(EVENT_TITLE_MAX, eventText.titleTooLong),
  /** An instant; for an all-day event, any time of its first day (in the event's time zone). */
  starts_at: instant(eventText.startRequired),
  /** After the start; for an all-day event, any time of its last day. */
  ends_at: instant(eventText.endBeforeStart).nullable().optional(),
  all_day: z.boolean().optional().default(false),
  location: z
    .string()
    .trim()
    .max(EVENT_LOCATION_MAX, eventText.locationTooLong)
    .optional()
    .default(''),
  online_link: httpLink.optional().default(''),
  /** The post's text. */
  description: z
    .string()
    .max(POST_TEXT_MAX, `A description can be up to ${POST_TEXT_MAX} characters.`)
    .optional()
    .default(''),
  capacity: z
    .number({ error: eventText.capacityRange })
    .int(eventText.capacityRange)
    .min(EVENT_CAPACITY_MIN, eventText.capacityRange)
    .max(EVENT_CAPACITY_MAX, eventText.capacityRange)
    .nullable()
    .optional(),
  repeat: z.enum(EVENT_REPEATS).optional().default('none'),
  /** The last day of the repeat (a date in the event's time zone), inclusive. */
  repeat_until: z.iso.date({ error: eventText.repeatUntilRequired }).nullable().optional(),
  audience: z.enum(EVENT_AUDIENCES).optional().default('public'),
};

const endAfterStart = (event: { starts_at: string; ends_at?: string | null | undefined }) =>
  !event.ends_at || Date.parse(event.ends_at) > Date.parse(event.starts_at);

export const createEventRequestSchema = z
  .object({
    ...eventFields,
    /** The cover: one photo the member uploaded. */
    cover: sentImageUrl(z.string()).nullable().optional(),
    /** The id of a group where the member is an admin or moderator; unset: the member hosts. */
    group: z.string().nullable().optional(),
  })
  .refine(endAfterStart, { path: ['ends_at'], message: eventText.endBeforeStart });
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;

/** An edit sends the whole form again (the host and the cover stay). */
export const updateEventRequestSchema = z
  .object(eventFields)
  .refine(endAfterStart, { path: ['ends_at'], message: eventText.endBeforeStart });
export type UpdateEventRequest = z.input<typeof updateEventRequestSchema>;

export const cancelEventRequestSchema = z.object({
  /** One occurrence of a repeating event (its start); unset: the whole event. */
  occurrence: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CancelEventRequest = z.input<typeof cancelEventRequestSchema>;

export const answerEventRequestSchema = z.object({
  answer: z.enum(EVENT_CHOICES, { error: 'Answer Going, Interested or Can’t go.' }),
  /**
   * (ext) One occurrence of a repeating event (its start): the answer is for that date alone
   * ("This event"). Unset or null: for every date ("All events"), as an answer always was. An
   * event that does not repeat has one answer either way.
   */
  occurrence: z.iso
    .datetime({ offset: true, error: 'occurrence must be the ISO start of an occurrence.' })
    .nullable()
    .optional(),
});
export type AnswerEventRequest = z.infer<typeof answerEventRequestSchema>;

export const inviteToEventRequestSchema = z.object({
  members: z.array(z.string()).min(1).max(EVENT_INVITES_MAX),
});

export const checkInRequestSchema = z.object({
  code: z.string().trim().min(1, eventText.checkInCodeWrong).max(20, eventText.checkInCodeWrong),
});

/** The host: the post's author, or the group they made it for (then named here). */
export const eventHostSchema = z.object({
  /** The group that hosts it; null when the member (the post's author) hosts it. */
  group: z.object({ _id: z.string(), slug: z.string(), name: z.string() }).nullable(),
});

export const eventCountsSchema = z.object({
  going: z.number().int(),
  interested: z.number().int(),
  waitlist: z.number().int(),
});

/**
 * The viewer's answer: null when they have not answered; `position` on the waitlist (1st = 1).
 * For a repeating event, the answer that stands at its occurrence (`occurrence`): the one to
 * that date, else the one to every date.
 */
export const myEventAnswerSchema = z.object({
  answer: z.enum(EVENT_ANSWERS).nullable(),
  position: z.number().int().nullable(),
  /**
   * (ext) A repeating event's answer to every date ("All events"); null when none. Only a
   * repeating event has it.
   */
  series: z.enum(EVENT_ANSWERS).nullable().optional(),
});
export type MyEventAnswer = z.infer<typeof myEventAnswerSchema>;

/** What a post of type event carries: the card's and the event page's data. */
export const eventSchema = z.object({
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  all_day: z.boolean(),
  /** The IANA zone the event's times are written in (the community's). */
  time_zone: z.string(),
  location: z.string(),
  online_link: z.string(),
  capacity: z.number().int().nullable(),
  repeat: z.enum(EVENT_REPEATS),
  repeat_until: z.string().nullable(),
  /** Every occurrence's start (one for an event that does not repeat). */
  occurrences: z.array(z.string()),
  /** The starts of the occurrences that were cancelled. */
  cancelled_occurrences: z.array(z.string()),
  /** The next occurrence not cancelled that has not ended; null when none is left. */
  next_occurrence: z.string().nullable(),
  audience: z.enum(EVENT_AUDIENCES),
  host: eventHostSchema,
  /** Of the occurrence `occurrence` for a repeating event: seats are counted per occurrence. */
  counts: eventCountsSchema,
  mine: myEventAnswerSchema,
  /**
   * (ext) The occurrence `counts` and `mine` are of: a repeating event's next one not cancelled
   * that has not ended (its last once all are over). Only a repeating event has it.
   */
  occurrence: z.string().optional(),
  cancelled: z.boolean(),
  /** The viewer may edit, cancel, invite and run the check-in. */
  can_manage: z.boolean(),
  /** Increased by every edit and cancellation (the .ics SEQUENCE). */
  sequence: z.number().int(),
});
export type EventData = z.infer<typeof eventSchema>;

/** The calendar answers at most this many events (a month is bounded; it is not paged). */
export const EVENT_CALENDAR_EVENTS_MAX = 500;
/** The longest `from`–`to` range the calendar reads: a month and a day either side, or 6 weeks. */
export const EVENT_CALENDAR_RANGE_DAYS_MAX = 45;

export const eventListText = {
  rangeIncomplete: 'Send both from and to, or neither.',
  rangeOrder: 'to must be after from.',
  rangeTooLong: `The calendar reads up to ${EVENT_CALENDAR_RANGE_DAYS_MAX} days at a time.`,
  rangeOnlyCalendar: 'from and to are for the calendar list.',
} as const;

const rangeInstant = z.iso.datetime({ offset: true, error: 'from and to must be ISO instants.' });

/**
 * Upcoming, Going, Hosting, Past and a group's events are paged by cursor (`Link` header);
 * the calendar answers one month or one range whole (up to EVENT_CALENDAR_EVENTS_MAX), unpaged.
 */
export const eventListQuerySchema = pageQuerySchema
  .extend({
    list: z.enum(EVENT_LISTS).optional().default('upcoming'),
    /** The calendar's month (YYYY-MM), in the event time zone. */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM.')
      .optional(),
    /**
     * The calendar's range instead of `month`: events with an occurrence starting at or after
     * `from` and before `to` (the viewer's own month, in their zone, with a day either side).
     */
    from: rangeInstant.optional(),
    to: rangeInstant.optional(),
    /** (ext) Only this group's events (its address): a group page's Events tab, soonest first. */
    group: z.string().max(200).optional(),
  })
  .superRefine((query, context) => {
    if (query.from === undefined && query.to === undefined) return;
    const fail = (message: string) => context.addIssue({ code: 'custom', path: ['to'], message });
    if (query.list !== 'calendar') return fail(eventListText.rangeOnlyCalendar);
    if (query.from === undefined || query.to === undefined) {
      return fail(eventListText.rangeIncomplete);
    }
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) return fail(eventListText.rangeOrder);
    if (span > EVENT_CALENDAR_RANGE_DAYS_MAX * 24 * 3_600_000) fail(eventListText.rangeTooLong);
  });
export type EventListQuery = z.input<typeof eventListQuerySchema>;

export const answerStateSchema = z.object({
  mine: myEventAnswerSchema,
  counts: eventCountsSchema,
  /**
   * (ext) The occurrence these are of: the one answered, else the one the event shows (see
   * `eventSchema.occurrence`). Only a repeating event has it.
   */
  occurrence: z.string().optional(),
});

export const eventGuestsQuerySchema = z.object({
  /** (ext) The guests of this occurrence of a repeating event (its start); unset: the one shown. */
  occurrence: z.iso
    .datetime({ offset: true, error: 'occurrence must be the ISO start of an occurrence.' })
    .optional(),
});
export type AnswerState = z.infer<typeof answerStateSchema>;

export const checkInCodeSchema = z.object({
  code: z.string(),
  /** When the next code replaces it. */
  changes_at: z.string(),
  /** The check-in page the QR code opens. */
  url: z.string(),
  /** The QR code of `url`, as an SVG image. */
  qr_svg: z.string(),
  /** The occurrence being checked in to. */
  occurrence: z.string(),
});

export const checkInAnswerSchema = z.object({
  attended: z.literal(true),
  occurrence: z.string(),
});

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const icsSchema = z.string().describe('An iCalendar (RFC 5545) document.');
export const attendanceCsvSchema = z
  .string()
  .describe('The attendance as CSV: name, username, occurrence, checked in at.');

export const calendarFeedSchema = z.object({
  /** Whether the member has a feed. */
  active: z.boolean(),
  created_at: z.string().nullable(),
  /**
   * The subscription URL (webcal://…/calendar/{secret}.ics): only in the answer that made it, as
   * the server keeps only a hash of the secret.
   */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedParams = z.object({
  secret: z.string().max(200).meta({ description: 'The feed’s secret.' }),
});
export const groupCalendarParams = z.object({
  slug: z.string().max(200).meta({ description: "The public group's address." }),
});

export const eventPreferencesSchema = z.object({
  /** Reminders also for events the member is Interested in. */
  remind_interested: z.boolean(),
});
export type EventPreferences = z.infer<typeof eventPreferencesSchema>;
