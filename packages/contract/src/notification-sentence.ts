/**
 * What a notification says and where it leads: the bell's sentence, which pushes and e-mails
 * repeat word for word.
 */
import type { Notification } from './notifications';

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

const groupName = (notification: Notification) => notification.group?.name ?? 'a group';
const eventTitle = (notification: Notification) => notification.event?.title ?? 'an event';

/** What follows the actor's name, by kind. */
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
    case 'mention':
      return `mentioned you in a ${notification.mentioned_in ?? 'post'}`;
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

/** What the event tells of itself (a seat, a reminder): no member did it. */
export const isEventNotice = (notification: Notification) =>
  notification.kind === 'event_seat' || notification.kind === 'event_reminder';

const isEventKind = (notification: Notification) => notification.kind.startsWith('event_');

/** A moderator's notice names no member: the moderators stay unnamed. */
export const isNotice = (notification: Notification) => notification.kind === 'content_removed';

/**
 * A report in a group the member moderates: the reporter stays unnamed, and the actor (the
 * reported item's author) is not who reported it, so neither is shown.
 */
export const isReportNotice = (notification: Notification) => notification.kind === 'group_report';

/** Whether the sentence starts with who did it (shown in bold), not with what happened. */
export const namesActor = (notification: Notification) =>
  !isNotice(notification) &&
  !isEventNotice(notification) &&
  !isReportNotice(notification) &&
  notification.kind !== 'group_request_approved';

/** Who acted: "A moderator", "A moderator of Chess Club" (a group's), or the member's name. */
const subjectOf = (notification: Notification, more: number) => {
  if (notification.kind === 'group_request_approved') {
    return `Your request to join ${groupName(notification)}`;
  }
  if (isNotice(notification)) {
    return notification.group ? `A moderator of ${notification.group.name}` : 'A moderator';
  }
  if (notification.kind === 'event_seat') {
    return `Your place on the waitlist of ${eventTitle(notification)}`;
  }
  if (notification.kind === 'event_reminder') return `Reminder: ${eventTitle(notification)}`;
  if (isReportNotice(notification)) return 'Someone';
  return actorsOf(notification, more);
};

/**
 * Who did it: "Maya Haddad", or "Maya Haddad and 3 others" when more did the same (`more`: others
 * an e-mail gathers beside the notification's own).
 */
export const actorsOf = ({ actor, others: counted }: Notification, more = 0) => {
  const name = fullName(actor);
  const others = counted + more;
  if (others === 0) return name;
  return `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
};

/**
 * "Maya Haddad and 3 others reacted to your post", "Nia Nguyen started following you",
 * "A moderator removed your post: Spam", "Nia Nguyen invited you to join Chess Club",
 * "Your request to join Chess Club was approved", "A moderator of Chess Club removed your post:
 * No spam", "Nia Nguyen cancelled Open mic", "Your place on the waitlist of Open mic became a
 * seat: you are Going", "Reminder: Open mic is coming up", "Someone reported a post in Chess
 * Club"…
 */
export const notificationSentence = (notification: Notification, more = 0) => ({
  actors: subjectOf(notification, more),
  action: actionOf(notification),
});

export const notificationText = (notification: Notification, more = 0) => {
  const { actors, action } = notificationSentence(notification, more);
  return `${actors} ${action}`;
};

const groupPath = (slug: string) => `/groups/${encodeURIComponent(slug)}`;

/**
 * The event or post it is about, or else its group or the actor's profile; a site moderator's
 * notice, the list of notifications, and a group moderator's, the group (its rules); a report,
 * the group's Reports (on its Requests tab).
 */
export const notificationPath = (notification: Notification) => {
  const { group } = notification;
  if (isNotice(notification)) return group ? groupPath(group.slug) : '/notifications';
  if (isReportNotice(notification) && group)
    return `${groupPath(group.slug)}/requests#group-reports`;
  if (isEventKind(notification) && notification.post_id) {
    return `/events/${encodeURIComponent(notification.post_id)}`;
  }
  if (notification.post_id) return `/posts/${encodeURIComponent(notification.post_id)}`;
  if (group) return groupPath(group.slug);
  return `/profile/${encodeURIComponent(notification.actor.username)}`;
};
