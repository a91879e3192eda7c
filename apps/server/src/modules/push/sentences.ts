/**
 * What a push says: the bell's sentence and page (notifications/sentence.ts, which e-mails share),
 * and which push it replaces on the device.
 */
import type { Notification } from '@quad/contract';
import { notificationPath, notificationText } from '@quad/contract';
import type { Say } from '../../i18n/translate';

const texts = {
  photo: /*i18n*/ { id: 'Sent a photo' },
};

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

/** One notification shown per post (or group, or member) it is about. */
const notificationTag = (notification: Notification) => {
  if (notification.post_id) return `post:${notification.post_id}`;
  if (notification.group) return `group:${notification.group._id}`;
  return `${notification.kind}:${notification.actor._id}`;
};

/** A notification, in the language `say` writes in. */
export const notificationSaid = (
  notification: Notification,
  productName: string,
  say: Say,
): Said => ({
  title: productName,
  body: notificationText(notification, say),
  path: notificationPath(notification),
  tag: notificationTag(notification),
});

/** A direct message: its sender, and its text (a photo alone says so). */
export const messageSaid = (
  message: {
    conversationId: string;
    sender: { first_name: string; last_name: string; username: string };
    text: string;
    hasImage: boolean;
  },
  say: Say,
): Said => ({
  title: fullName(message.sender),
  body: message.text.trim() !== '' ? message.text : message.hasImage ? say(texts.photo) : '',
  path: `/messages/${encodeURIComponent(message.sender.username)}`,
  tag: `conversation:${message.conversationId}`,
});
