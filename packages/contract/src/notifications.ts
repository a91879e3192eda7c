/** Notifications: what happened to a member because of someone else (issue 10 §1). */
import { z } from 'zod';
import { userSummarySchema } from './members';

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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How long a notification is kept. */
export const NOTIFICATION_TTL_DAYS = 90;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: userSummarySchema,
  /** The post it is about (reactions and comments); null otherwise. */
  post_id: z.string().nullable(),
  /** How many more members did the same (reactions: "and 3 others"); 0 otherwise. */
  others: z.number().int().min(0),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

export const notificationCountsSchema = z.object({
  /** Unread notifications (the bell). */
  unread: z.number().int().min(0),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;
