/** Moderators (issue 11 §4): the queue of reported items, their actions and the audit log. */
import { z } from 'zod';
import { userSummarySchema } from './members';
import { REPORT_ITEM_KINDS, REPORT_REASONS } from './safety-text';
import { imageUrlSchema } from './urls';

/** What a moderator can remove: everything a member can report but a member. */
export const REMOVABLE_ITEM_KINDS = ['post', 'comment', 'message'] as const;
export type RemovableItemKind = (typeof REMOVABLE_ITEM_KINDS)[number];

export const SUSPENSION_DURATIONS = ['7_days', '30_days', 'permanent'] as const;
export type SuspensionDuration = (typeof SUSPENSION_DURATIONS)[number];
export const SUSPENSION_DURATION_DAYS: Record<SuspensionDuration, number | null> = {
  '7_days': 7,
  '30_days': 30,
  permanent: null,
};
export const SUSPENSION_DURATION_LABELS: Record<SuspensionDuration, string> = {
  '7_days': '7 days',
  '30_days': '30 days',
  permanent: 'Permanently',
};

export const MODERATION_ACTIONS = [
  'dismiss',
  'remove',
  'suspend',
  'lift_suspension',
  /** (ext) A hashtag hidden from Trending on campus, or shown there again (issue 29). */
  'hide_hashtag',
  'unhide_hashtag',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_REASON_MAX = 500;

/**
 * "7 December 2026", as the suspension messages name a day (UTC, the server's day); in another
 * language as its `Intl` locale writes a day ("7 décembre 2026"), the same day.
 */
export const suspensionDay = (iso: string, locales: string | readonly string[] = 'en-GB') =>
  new Intl.DateTimeFormat(locales, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

export const moderationText = {
  onlyModerators: 'Only moderators can do this.',
  reasonRequired: 'Say why, in a few words.',
  reasonTooLong: `Keep the reason under ${MODERATION_REASON_MAX} characters.`,
  noOpenReports: 'This item has no open reports.',
  itemGone: 'This item no longer exists.',
  memberCannotBeRemoved: 'A member cannot be removed. Suspend them instead.',
  unknownMember: 'This member does not exist.',
  notYourself: 'You cannot suspend yourself.',
  notAModerator: 'A moderator cannot be suspended.',
  notSuspended: 'This member is not suspended.',
  dismissed: 'The reports are dismissed.',
  removed: 'The item is removed and its author told why.',
  lifted: 'The suspension is lifted.',
  /** What sign-in answers a suspended member (403). */
  suspended: (endsAt: string | null, reason: string) =>
    endsAt
      ? `Your account is suspended until ${suspensionDay(endsAt)}: ${reason}`
      : `Your account is suspended permanently: ${reason}`,
} as const;

/** A moderator's reason: for the log, and for the author of a removed item. */
export const moderationReasonSchema = z
  .string({ error: moderationText.reasonRequired })
  .trim()
  .min(1, moderationText.reasonRequired)
  .max(MODERATION_REASON_MAX, moderationText.reasonTooLong);

export const moderationAccessSchema = z.object({
  /** Whether the signed-in member may open /moderation. */
  moderator: z.boolean(),
});
export type ModerationAccess = z.infer<typeof moderationAccessSchema>;

export const suspensionSchema = z.object({
  /** When it ends by itself; null: permanently. */
  ends_at: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

export const reportedItemParamsSchema = z.object({
  kind: z.enum(REPORT_ITEM_KINDS),
  id: z.string().meta({ description: "The item's id (a member's id for a member)." }),
});
export const removableItemParamsSchema = z.object({
  kind: z.enum(REMOVABLE_ITEM_KINDS),
  id: z.string().meta({ description: "The post's, comment's or message's id." }),
});
export const memberParamsSchema = z.object({
  id: z.string().meta({ description: "The member's id." }),
});

/**
 * Why reports were dismissed or a suspension lifted: nobody is told, so it may be left out; the
 * log keeps it when given. The body itself may be left out (older clients send none).
 */
export const optionalReasonRequestSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(MODERATION_REASON_MAX, moderationText.reasonTooLong)
      .optional()
      .meta({ description: 'Why, for the log.' }),
  })
  .optional();
export type OptionalReasonRequest = z.infer<typeof optionalReasonRequestSchema>;

export const removeItemRequestSchema = z.object({ reason: moderationReasonSchema });
export type RemoveItemRequest = z.infer<typeof removeItemRequestSchema>;

export const suspendRequestSchema = z.object({
  duration: z.enum(SUSPENSION_DURATIONS, {
    error: 'Choose how long: 7 days, 30 days or permanently.',
  }),
  reason: moderationReasonSchema,
});
export type SuspendRequest = z.infer<typeof suspendRequestSchema>;

/** One item of the queue, with every open report of it. */
export const reportGroupSchema = z.object({
  item_kind: z.enum(REPORT_ITEM_KINDS),
  item_id: z.string(),
  /**
   * What the reporters saw: the text and images of a post, comment or message; the post a
   * comment is on. Null for a member, and for an item deleted since it was reported.
   */
  content: z
    .object({
      text: z.string(),
      images: z.array(imageUrlSchema),
      post_id: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  /** The item is gone (deleted since it was reported): it can be dismissed, its author suspended. */
  gone: z.boolean(),
  /** Who made it (the member reported, for a member). */
  author: userSummarySchema,
  /** The author's current suspension, if any. */
  suspension: suspensionSchema.nullable(),
  /** What moderators did to the author before: their items removed, their suspensions. */
  author_record: z.object({
    removed: z.number().int().min(0),
    suspended: z.number().int().min(0),
  }),
  report_count: z.number().int().min(1),
  first_reported_at: z.string(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int().min(1) })),
  /** The reports that came with a note, oldest first. */
  notes: z.array(
    z.object({
      reporter: userSummarySchema,
      reason: z.enum(REPORT_REASONS),
      note: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportQueueSchema = z.array(reportGroupSchema);

export const suspendAnswerSchema = z.object({
  message: z.string(),
  suspension: suspensionSchema,
});

/** One line of the audit log. */
export const moderationLogEntrySchema = z.object({
  _id: z.string(),
  moderator: z.object({ _id: z.string(), name: z.string() }),
  action: z.enum(MODERATION_ACTIONS),
  /** What it was done to: a reported kind, or (ext) a hashtag (`hashtag` names it). */
  item_kind: z.enum([...REPORT_ITEM_KINDS, 'hashtag']),
  item_id: z.string(),
  /** The member it was about, named as they were then. */
  subject: z.object({ _id: z.string().nullable(), name: z.string() }),
  reason: z.string(),
  /** A suspension's end (null: permanently). */
  ends_at: z.string().nullable(),
  /** (ext) The hashtag hidden or shown again (hide_hashtag, unhide_hashtag); null otherwise. */
  hashtag: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;
export const moderationLogSchema = z.array(moderationLogEntrySchema);
