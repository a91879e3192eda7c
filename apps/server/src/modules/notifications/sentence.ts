/**
 * What a notification says and where it leads, outside Quad (e-mails, the digest), in the words
 * the bell uses (apps/web's notification-sentence.ts).
 */
import type { Notification } from '@quad/contract';

const groupName = (notification: Notification) => notification.group?.name ?? 'a group';
const eventTitle = (notification: Notification) => notification.event?.title ?? 'an event';

const actionOf = (notification: Notification) => {
  switch (notification.kind) {
    case 'group_request_approved':
      return 'was approved';
    case 'group_invitation':
      return `invited you to join ${groupName(notification)}`;
    case 'group_role':
      return `made you ${notification.role === 'admin' ? 'an admin' : 'a moderator'} of ${groupName(notification)}`;
    case 'group_post':
      return `posted in ${groupName(notification)}`;
    case 'group_report':
      return `reported a ${notification.reported_kind ?? 'post'} in ${groupName(notification)}`;
    case 'reaction':
      return 'reacted to your post';
    case 'comment':
      return 'commented on your post';
    case 'comment_on_commented':
      return 'also commented on a post you commented on';
    case 'request_accepted':
      return 'accepted your friend request';
    case 'friend_request':
      return 'sent you a friend request';
    case 'new_follower':
      return 'started following you';
    case 'content_removed':
      return `removed your ${notification.removed_kind ?? 'post'}: ${notification.reason ?? ''}`;
    case 'event_invitation':
      return `invited you to ${eventTitle(notification)}`;
    case 'event_changed':
      return `changed the time or place of ${eventTitle(notification)}`;
    case 'event_cancelled':
      return `cancelled ${eventTitle(notification)}`;
    case 'event_seat':
      return 'became a seat: you are Going';
    case 'event_reminder':
      return 'is coming up';
  }
};

const fullName = (actor: Notification['actor']) => `${actor.first_name} ${actor.last_name}`;

/** "Ada Lovelace", or "Ada Lovelace and 3 others" when more did the same. */
const actorsOf = (notification: Notification, more: number) => {
  const others = notification.others + more;
  const name = fullName(notification.actor);
  return others === 0 ? name : `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
};

const subjectOf = (notification: Notification, more: number) => {
  switch (notification.kind) {
    case 'group_request_approved':
      return `Your request to join ${groupName(notification)}`;
    case 'content_removed':
      return notification.group ? `A moderator of ${notification.group.name}` : 'A moderator';
    case 'event_seat':
      return `Your place on the waitlist of ${eventTitle(notification)}`;
    case 'event_reminder':
      return `Reminder: ${eventTitle(notification)}`;
    case 'group_report':
      return 'Someone';
    default:
      return actorsOf(notification, more);
  }
};

/**
 * "Ada Lovelace commented on your post"; with `more` other members who did the same, "Ada
 * Lovelace and 3 others commented on your post".
 */
export const notificationText = (notification: Notification, more = 0) =>
  `${subjectOf(notification, more)} ${actionOf(notification)}`;

/** The page of Quad it is about, from the site's root (as the bell links it). */
export const notificationPath = (notification: Notification) => {
  const { group } = notification;
  const groupPath = (slug: string) => `/groups/${encodeURIComponent(slug)}`;
  if (notification.kind === 'content_removed') {
    return group ? groupPath(group.slug) : '/notifications';
  }
  if (notification.kind === 'group_report' && group) {
    return `${groupPath(group.slug)}/requests#group-reports`;
  }
  if (notification.kind.startsWith('event_') && notification.post_id) {
    return `/events/${encodeURIComponent(notification.post_id)}`;
  }
  if (notification.post_id) return `/posts/${encodeURIComponent(notification.post_id)}`;
  if (group) return groupPath(group.slug);
  return `/profile/${encodeURIComponent(notification.actor.username)}`;
};
