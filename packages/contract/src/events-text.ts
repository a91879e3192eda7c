/**
 * An event's limits, choices and words: apart from the schemas in events.ts, so a screen that only
 * shows an event (a post card's event) carries no zod.
 */

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

/**
 * 10000 as English writes it, "10,000". Not with Intl: a page's first number formatted with it
 * loads the browser's number data, tens of milliseconds on a phone, which every screen that loads
 * these texts would pay.
 */
const inEnglish = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

export const eventText = {
  titleRequired: 'An event needs a title.',
  titleTooLong: `A title can be up to ${EVENT_TITLE_MAX} characters.`,
  startRequired: 'Choose when the event starts.',
  endBeforeStart: 'The end must be after the start.',
  locationTooLong: `A location can be up to ${EVENT_LOCATION_MAX} characters.`,
  linkInvalid: 'The online link must be an http:// or https:// address.',
  capacityRange: `Capacity must be a whole number from ${EVENT_CAPACITY_MIN} to ${inEnglish(EVENT_CAPACITY_MAX)}.`,
  repeatUntilRequired: 'Choose until when the event repeats.',
  repeatUntilBeforeStart: 'The repeat must end after the first occurrence.',
  tooManyOccurrences: `A repeating event can have up to ${EVENT_OCCURRENCES_MAX} occurrences.`,
  groupAudienceNeedsGroup: 'Only an event hosted by a group can be for its members.',
  groupEventAudience: "A group's event is for the community or for the group's members.",
  groupEventStaysInGroup: "A private or hidden group's event is for its members only.",
  hostNotModerator: 'You can host an event only in a group where you are an admin or moderator.',
  unknownEvent: 'This event does not exist.',
  unknownOccurrence: 'The event has no occurrence at this time.',
  occurrenceCancelled: 'This date of the event was cancelled.',
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
