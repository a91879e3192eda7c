/**
 * Events (issue 19): a post of type event that members answer, put in their calendar and check
 * in to. Times are instants; each event keeps the community's IANA time zone it was made in.
 */
import { z } from 'zod';
import { POST_TEXT_MAX } from './limits';
import { pageQuerySchema } from './pagination';
import { sentImageUrl } from './urls';

/** The type of the post an event is. */
export const EVENT_POST_TYPE = 'event';

export const EVENT_TITLE_MAX = 100;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_LINK_MAX = 2000;
export const EVENT_CAPACITY_MIN = 1;
export const EVENT_CAPACITY_MAX = 10_000;
/** A repeating event has at most this many occurrences. */
export const EVENT_OCCURRENCES_MAX = 52;
/** The check-in code changes this often, and is accepted for at most twice as long. */
export const CHECK_IN_CODE_PERIOD_SECONDS = 30;
export const CHECK_IN_CODE_LENGTH = 6;
/** Check-in opens this long before an occurrence starts, and closes at its end. */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 60;
/** An occurrence without an end lasts this long (check-in, calendars). */
export const EVENT_DEFAULT_HOURS = 2;
/** Reminders are sent this many hours before an occurrence starts. */
export const EVENT_REMINDER_HOURS = [24, 1] as const;
/** A guest list shows at most this many members per answer. */
export const EVENT_GUESTS_SHOWN_MAX = 200;
/** Members a host invites at once. */
export const EVENT_INVITES_MAX = 50;

export const EVENT_REPEATS = ['none', 'weekly', 'biweekly'] as const;
export type EventRepeat = (typeof EVENT_REPEATS)[number];
export const EVENT_REPEAT_LABELS: Record<EventRepeat, string> = {
  none: 'Does not repeat',
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
};

/** Public to the community, the host's friends, or the host group's members. */
export const EVENT_AUDIENCES = ['public', 'friends', 'group'] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];

/** What a member answers; `waitlist` is given by the server when Going is full. */
export const EVENT_ANSWERS = ['going', 'interested', 'cant_go', 'waitlist'] as const;
export type EventAnswer = (typeof EVENT_ANSWERS)[number];
export const EVENT_ANSWER_LABELS: Record<EventAnswer, string> = {
  going: 'Going',
  interested: 'Interested',
  cant_go: "Can't go",
  waitlist: 'Waitlist',
};
/** What a member may choose: asking for Going on a full event puts them on the waitlist. */
export const EVENT_CHOICES = ['going', 'interested', 'cant_go'] as const;

export const EVENT_LISTS = ['upcoming', 'calendar', 'going', 'hosting', 'past'] as const;
export type EventList = (typeof EVENT_LISTS)[number];

export const eventText = {
  titleRequired: 'An event needs a title.',
  titleTooLong: `A title can be up to ${EVENT_TITLE_MAX} characters.`,
  startRequired: 'Choose when the event starts.',
  endBeforeStart: 'The end must be after the start.',
  locationTooLong: `A location can be up to ${EVENT_LOCATION_MAX} characters.`,
  linkInvalid: 'The online link must be an http:// or https:// address.',
  capacityRange: `Capacity must be a whole number from ${EVENT_CAPACITY_MIN} to ${EVENT_CAPACITY_MAX.toLocaleString('en-US')}.`,
  repeatUntilRequired: 'Choose until when the event repeats.',
  repeatUntilBeforeStart: 'The repeat must end after the first occurrence.',
  tooManyOccurrences: `A repeating event can have up to ${EVENT_OCCURRENCES_MAX} occurrences.`,
  groupAudienceNeedsGroup: 'Only an event hosted by a group can be for its members.',
  groupEventAudience: "A group's event is for the community or for the group's members.",
  groupEventStaysInGroup: "A private or hidden group's event is for its members only.",
  hostNotModerator: 'You can host an event only in a group where you are an admin or moderator.',
  unknownEvent: 'This event does not exist.',
  unknownOccurrence: 'The event has no occurrence at this time.',
  hostsOnly: "Only the event's host can do this.",
  hostDoesNotAnswer: 'The host is not counted among the answers.',
  cancelled: 'This event was cancelled.',
  started: 'This event has already started.',
  notInvitable: 'You can invite your friends, or members of the host group.',
  checkInClosed: 'Check-in opens an hour before the event and closes at its end.',
  checkInNotGoing: 'Only members who are going can check in.',
  checkInCodeWrong: 'This check-in code is wrong or has expired.',
  noCalendarFeed: 'There is no calendar feed at this address.',
} as const;

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

/** The viewer's answer: null when they have not answered; `position` on the waitlist (1st = 1). */
export const myEventAnswerSchema = z.object({
  answer: z.enum(EVENT_ANSWERS).nullable(),
  position: z.number().int().nullable(),
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
  counts: eventCountsSchema,
  mine: myEventAnswerSchema,
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
