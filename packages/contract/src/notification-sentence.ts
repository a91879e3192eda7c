/**
 * What a notification says and where it leads: the bell's sentence, which pushes and e-mails
 * repeat word for word.
 */
import type { Notification } from './notifications';

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

/**
 * Formats a catalog message (its id is its English text, ICU MessageFormat) in one language:
 * the web's and the server's Lingui `i18n._`.
 */
export type SayMessage = (id: string, values?: Record<string, string | number>) => string;

interface SentenceMessage {
  id: string;
  /** The same, with the other members who did it too ("and 3 others"). */
  others?: string;
}

/*
 * The sentences, one whole message each (both apps' catalogs hold them; their English is their
 * id). The actors' names are <0>…</0>, shown in bold in the bell.
 */
const sentences = {
  groupRequestApproved: /*i18n*/ { id: 'Your request to join {group} was approved' },
  groupInvitation: /*i18n*/ { id: '<0>{actor}</0> invited you to join {group}' },
  groupInvitationOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> invited you to join {group}',
  },
  groupAdmin: /*i18n*/ { id: '<0>{actor}</0> made you an admin of {group}' },
  groupAdminOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> made you an admin of {group}',
  },
  groupModerator: /*i18n*/ { id: '<0>{actor}</0> made you a moderator of {group}' },
  groupModeratorOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> made you a moderator of {group}',
  },
  groupPost: /*i18n*/ { id: '<0>{actor}</0> posted in {group}' },
  groupPostOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> posted in {group}',
  },
  reportedPost: /*i18n*/ { id: 'Someone reported a post in {group}' },
  reportedComment: /*i18n*/ { id: 'Someone reported a comment in {group}' },
  reaction: /*i18n*/ { id: '<0>{actor}</0> reacted to your post' },
  reactionOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> reacted to your post',
  },
  comment: /*i18n*/ { id: '<0>{actor}</0> commented on your post' },
  commentOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> commented on your post',
  },
  commentOnCommented: /*i18n*/ { id: '<0>{actor}</0> also commented on a post you commented on' },
  commentOnCommentedOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> also commented on a post you commented on',
  },
  mentionInPost: /*i18n*/ { id: '<0>{actor}</0> mentioned you in a post' },
  mentionInPostOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> mentioned you in a post',
  },
  mentionInComment: /*i18n*/ { id: '<0>{actor}</0> mentioned you in a comment' },
  mentionInCommentOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> mentioned you in a comment',
  },
  requestAccepted: /*i18n*/ { id: '<0>{actor}</0> accepted your friend request' },
  requestAcceptedOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> accepted your friend request',
  },
  friendRequest: /*i18n*/ { id: '<0>{actor}</0> sent you a friend request' },
  friendRequestOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> sent you a friend request',
  },
  newFollower: /*i18n*/ { id: '<0>{actor}</0> started following you' },
  newFollowerOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> started following you',
  },
  removedPost: /*i18n*/ { id: 'A moderator removed your post: {reason}' },
  removedComment: /*i18n*/ { id: 'A moderator removed your comment: {reason}' },
  removedMessage: /*i18n*/ { id: 'A moderator removed your message: {reason}' },
  groupRemovedPost: /*i18n*/ { id: 'A moderator of {group} removed your post: {reason}' },
  groupRemovedComment: /*i18n*/ { id: 'A moderator of {group} removed your comment: {reason}' },
  groupRemovedMessage: /*i18n*/ { id: 'A moderator of {group} removed your message: {reason}' },
  eventInvitation: /*i18n*/ { id: '<0>{actor}</0> invited you to {event}' },
  eventInvitationOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> invited you to {event}',
  },
  eventChanged: /*i18n*/ { id: '<0>{actor}</0> changed the time or place of {event}' },
  eventChangedOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> changed the time or place of {event}',
  },
  eventCancelled: /*i18n*/ { id: '<0>{actor}</0> cancelled {event}' },
  eventCancelledOthers: /*i18n*/ {
    id: '<0>{actor} and {others, plural, one {# other} other {# others}}</0> cancelled {event}',
  },
  eventSeat: /*i18n*/ { id: 'Your place on the waitlist of {event} became a seat: you are Going' },
  eventReminder: /*i18n*/ { id: 'Reminder: {event} is coming up' },
};

/** What stands for a group or an event the notification no longer names. */
const unnamed = {
  group: /*i18n*/ { id: 'a group' },
  event: /*i18n*/ { id: 'an event' },
};

const withOthers = (id: string, others: string): SentenceMessage => ({ id, others });

/** The kind's message, and its variant with others, when members can share it. */
const messageOf = (notification: Notification): SentenceMessage => {
  const s = sentences;
  switch (notification.kind) {
    case 'group_request_approved':
      return s.groupRequestApproved;
    case 'group_invitation':
      return withOthers(s.groupInvitation.id, s.groupInvitationOthers.id);
    case 'group_role':
      return notification.role === 'admin'
        ? withOthers(s.groupAdmin.id, s.groupAdminOthers.id)
        : withOthers(s.groupModerator.id, s.groupModeratorOthers.id);
    case 'group_post':
      return withOthers(s.groupPost.id, s.groupPostOthers.id);
    case 'group_report':
      return notification.reported_kind === 'comment' ? s.reportedComment : s.reportedPost;
    case 'reaction':
      return withOthers(s.reaction.id, s.reactionOthers.id);
    case 'comment':
      return withOthers(s.comment.id, s.commentOthers.id);
    case 'comment_on_commented':
      return withOthers(s.commentOnCommented.id, s.commentOnCommentedOthers.id);
    case 'mention':
      return notification.mentioned_in === 'comment'
        ? withOthers(s.mentionInComment.id, s.mentionInCommentOthers.id)
        : withOthers(s.mentionInPost.id, s.mentionInPostOthers.id);
    case 'request_accepted':
      return withOthers(s.requestAccepted.id, s.requestAcceptedOthers.id);
    case 'friend_request':
      return withOthers(s.friendRequest.id, s.friendRequestOthers.id);
    case 'new_follower':
      return withOthers(s.newFollower.id, s.newFollowerOthers.id);
    case 'content_removed': {
      const inGroup = Boolean(notification.group);
      if (notification.removed_kind === 'comment') {
        return inGroup ? s.groupRemovedComment : s.removedComment;
      }
      if (notification.removed_kind === 'message') {
        return inGroup ? s.groupRemovedMessage : s.removedMessage;
      }
      return inGroup ? s.groupRemovedPost : s.removedPost;
    }
    case 'event_invitation':
      return withOthers(s.eventInvitation.id, s.eventInvitationOthers.id);
    case 'event_changed':
      return withOthers(s.eventChanged.id, s.eventChangedOthers.id);
    case 'event_cancelled':
      return withOthers(s.eventCancelled.id, s.eventCancelledOthers.id);
    case 'event_seat':
      return s.eventSeat;
    case 'event_reminder':
      return s.eventReminder;
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

/** A piece of the sentence; `strong`: the actors' names, which the bell shows in bold. */
export interface SentencePart {
  text: string;
  strong: boolean;
}

export interface NotificationSentence {
  text: string;
  parts: SentencePart[];
}

const STRONG = /<0>([\s\S]*?)<\/0>/;

/**
 * The notification's sentence in the language `say` formats in: "Maya Haddad and 3 others reacted
 * to your post", "Nia Nguyen started following you", "A moderator of Chess Club removed your
 * post: No spam", "Your place on the waitlist of Open mic became a seat: you are Going",
 * "Reminder: Open mic is coming up", "Someone reported a post in Chess Club"… `more`: others an
 * e-mail gathers beside the notification's own.
 */
export const notificationSentence = (
  notification: Notification,
  say: SayMessage,
  more = 0,
): NotificationSentence => {
  const message = messageOf(notification);
  const others = notification.others + more;
  const values = {
    actor: fullName(notification.actor),
    others,
    group: notification.group?.name ?? say(unnamed.group.id),
    event: notification.event?.title ?? say(unnamed.event.id),
    reason: notification.reason ?? '',
  };
  const formatted = say(others > 0 && message.others ? message.others : message.id, values);
  const match = STRONG.exec(formatted);
  const parts: SentencePart[] = match
    ? [
        { text: formatted.slice(0, match.index), strong: false },
        { text: match[1] ?? '', strong: true },
        { text: formatted.slice(match.index + match[0].length), strong: false },
      ].filter((part) => part.text !== '')
    : [{ text: formatted, strong: false }];
  return { text: parts.map((part) => part.text).join(''), parts };
};

/** The sentence as plain text (pushes and e-mails). */
export const notificationText = (notification: Notification, say: SayMessage, more = 0) =>
  notificationSentence(notification, say, more).text;

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
