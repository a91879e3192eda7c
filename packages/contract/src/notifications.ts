/** Notifications: what happened to a member because of someone else (issue 10 §1). */
import { z } from 'zod';
import { userSummarySchema } from './members';

/** The kinds a member chooses to receive or not (settings). */
export const NOTIFICATION_KINDS = [
  /** The actor sent the member a friend request. */
  'friend_request',
  /** The actor accepted the member's friend request. */
  'request_accepted',
  /** The actor started following the member. */
  'new_follower',
  /** The actor (and `others` more) reacted to the member's post. */
  'reaction',
  /** The actor commented on the member's post. */
  'comment',
  /** The actor commented on a post the member commented on. */
  'comment_on_commented',
  /**
   * The actor mentioned the member (`@username`) in a post or a comment (post_id is the post;
   * `mentioned_in` says which), one the member may see.
   */
  'mention',
] as const;
export type ChosenNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notices from the moderators: always delivered, never muted. */
export const NOTICE_KINDS = [
  /** A moderator removed the member's post, comment or message (`removed_kind`, `reason`). */
  'content_removed',
] as const;

/**
 * What happens in a member's groups: always delivered; which new group posts notify is each
 * group's own setting (All posts, Highlights, Off).
 */
export const GROUP_NOTIFICATION_KINDS = [
  /** An admin or moderator approved the member's request to join `group`. */
  'group_request_approved',
  /** The actor invited the member to `group`. */
  'group_invitation',
  /** The actor made the member `role` (admin or moderator) of `group`. */
  'group_role',
  /** The actor posted in `group` (post_id). */
  'group_post',
  /**
   * A member reported a post or comment (`reported_kind`; post_id is the post) of `group`, which
   * the member moderates (admin or moderator), and it waits for review. The actor is its author;
   * the reporter stays unnamed.
   */
  'group_report',
] as const;

/** What happens to events the member was invited to or answered: always delivered. */
export const EVENT_NOTIFICATION_KINDS = [
  /** The actor (the host) invited the member to the event (post_id). */
  'event_invitation',
  /** The event's time or place changed. */
  'event_changed',
  /** The event, or one of its occurrences, was cancelled. */
  'event_cancelled',
  /** The member's waitlist place became a seat: they are Going. */
  'event_seat',
  /** The event starts in 24 hours or in 1 hour. */
  'event_reminder',
] as const;

export const ALL_NOTIFICATION_KINDS = [
  ...NOTIFICATION_KINDS,
  ...NOTICE_KINDS,
  ...GROUP_NOTIFICATION_KINDS,
  ...EVENT_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof ALL_NOTIFICATION_KINDS)[number];

/** How long a notification is kept. */
export const NOTIFICATION_TTL_DAYS = 90;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(ALL_NOTIFICATION_KINDS),
  /**
   * Who did it; for a moderator's notice, the member themselves (moderators stay unnamed); for a
   * report in a group, the reported item's author (reporters stay unnamed).
   */
  actor: userSummarySchema,
  /** The post it is about (reactions and comments); null otherwise. */
  post_id: z.string().nullable(),
  /** How many more members did the same (reactions: "and 3 others"); 0 otherwise. */
  others: z.number().int().min(0),
  /** What a moderator removed (content_removed); null otherwise. */
  removed_kind: z.enum(['post', 'comment', 'message']).nullable(),
  /** Why the moderator removed it (content_removed); null otherwise. */
  reason: z.string().nullable(),
  /** (ext) The group it happened in (group kinds, and a group moderator's removal); else null. */
  group: z.object({ _id: z.string(), slug: z.string(), name: z.string() }).nullable().optional(),
  /** (ext) The role given (group_role); null otherwise. */
  role: z.enum(['admin', 'moderator']).nullable().optional(),
  /** (ext) What was reported in the group (group_report): a post or a comment; null otherwise. */
  reported_kind: z.enum(['post', 'comment']).nullable().optional(),
  /** (ext) Where the member was mentioned (mention): in the post or in a comment on it. */
  mentioned_in: z.enum(['post', 'comment']).nullable().optional(),
  /** (ext) The event it is about (event kinds; post_id is its id): its title; null otherwise. */
  event: z.object({ title: z.string() }).nullable().optional(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

export const notificationCountsSchema = z.object({
  /** Unread notifications (the bell). */
  unread: z.number().int().min(0),
  /**
   * (ext) Friend requests the member received and has not answered, but for hidden senders (the
   * bell's red dot). The live stream's `counts` event carries `unread` only.
   */
  friendRequests: z.number().int().min(0).optional(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;
