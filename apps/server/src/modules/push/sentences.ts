/**
 * What a push says: the same sentences as the bell (apps/web features/notifications), built on
 * the server in this one module, and the Quad page each leads to. Texts will move to message
 * catalogs from here.
 */
import type { Notification } from '@quad/contract';

export interface Said {
  title: string;
  body: string;
  /** The Quad page it is about, as a path. */
  path: string;
  /** One per post, conversation, group or member: a newer push replaces the one shown. */
  tag: string;
}

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

const groupName = (notification: Notification) => notification.group?.name ?? 'a group';
const eventTitle = (notification: Notification) => notification.event?.title ?? 'an event';
const groupPath = (slug: string) => `/groups/${encodeURIComponent(slug)}`;

/** "Maya Haddad", or "Maya Haddad and 3 others" when more did the same. */
const actorsOf = ({ actor, others }: Notification) => {
  const name = fullName(actor);
  if (others === 0) return name;
  return `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
};

/** What follows the subject, by kind. */
const actionOf = (notification: Notification): string => {
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

/** Who acted; moderators and reporters stay unnamed, and some notices name no one. */
const subjectOf = (notification: Notification) => {
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
      return actorsOf(notification);
  }
};

/** The bell's sentence: "Maya Haddad and 3 others reacted to your post". */
export const notificationText = (notification: Notification) =>
  `${subjectOf(notification)} ${actionOf(notification)}`;

/** Where a notification leads, as the bell's item does. */
export const notificationPath = (notification: Notification) => {
  const { group, kind } = notification;
  if (kind === 'content_removed') return group ? groupPath(group.slug) : '/notifications';
  if (kind === 'group_report' && group) return `${groupPath(group.slug)}/requests#group-reports`;
  if (kind.startsWith('event_') && notification.post_id) {
    return `/events/${encodeURIComponent(notification.post_id)}`;
  }
  if (notification.post_id) return `/posts/${encodeURIComponent(notification.post_id)}`;
  if (group) return groupPath(group.slug);
  return `/profile/${encodeURIComponent(notification.actor.username)}`;
};

/** One notification shown per post (or group, or member) it is about. */
const notificationTag = (notification: Notification) => {
  if (notification.post_id) return `post:${notification.post_id}`;
  if (notification.group) return `group:${notification.group._id}`;
  return `${notification.kind}:${notification.actor._id}`;
};

export const notificationSaid = (notification: Notification, productName: string): Said => ({
  title: productName,
  body: notificationText(notification),
  path: notificationPath(notification),
  tag: notificationTag(notification),
});

/** A direct message: its sender, and its text (a photo alone says so). */
export const messageSaid = (message: {
  conversationId: string;
  sender: { first_name: string; last_name: string; username: string };
  text: string;
  hasImage: boolean;
}): Said => ({
  title: fullName(message.sender),
  body: message.text.trim() !== '' ? message.text : message.hasImage ? 'Sent a photo' : '',
  path: `/messages/${encodeURIComponent(message.sender.username)}`,
  tag: `conversation:${message.conversationId}`,
});
