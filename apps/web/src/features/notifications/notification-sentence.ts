/** What a notification says and where it leads. */
import type { Notification } from '@quad/contract';
import { fullName } from '../../lib/full-name';

/** What follows the actor's name, by kind. */
const actionOf = (notification: Notification) => {
  switch (notification.kind) {
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
  }
};

/** A moderator's notice names no member: the moderators stay unnamed. */
export const isNotice = (notification: Notification) => notification.kind === 'content_removed';

/** Who did it: "Maya Haddad", or "Maya Haddad and 3 others" when more did the same. */
export const actorsOf = ({ actor, others }: Notification) => {
  const name = fullName(actor);
  if (others === 0) return name;
  return `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
};

/**
 * "Maya Haddad and 3 others reacted to your post", "Nia Nguyen started following you",
 * "A moderator removed your post: Spam"…
 */
export const notificationSentence = (notification: Notification) => ({
  actors: isNotice(notification) ? 'A moderator' : actorsOf(notification),
  action: actionOf(notification),
});

export const notificationText = (notification: Notification) => {
  const { actors, action } = notificationSentence(notification);
  return `${actors} ${action}`;
};

/** The post it is about, or else the actor's profile; a notice, the list of notifications. */
export const notificationPath = (notification: Notification) =>
  isNotice(notification)
    ? '/notifications'
    : notification.post_id
      ? `/posts/${encodeURIComponent(notification.post_id)}`
      : `/profile/${encodeURIComponent(notification.actor.username)}`;
