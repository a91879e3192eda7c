/**
 * What a notification e-mail says: the notifications that became due together, grouped (the same
 * kind about the same post or group: "Ada Lovelace and 3 others commented on your post"), and the
 * direct messages, by who wrote them, with their text only when the member allows it.
 */
import type { DeliveryKind, Notification } from '@quad/contract';
import type { AppContext } from '../../context';
import type { Say } from '../../i18n/translate';
import type { MailBlock, MailItem } from '../../infra/mail-layout';
import { notificationPath, notificationText } from '@quad/contract';

const texts = {
  sentMessages: /*i18n*/ {
    id: '{count, plural, one {{name} sent you a message} other {{name} sent you # messages}}',
  },
  photo: /*i18n*/ { id: '[Photo]' },
  andMore: /*i18n*/ {
    id: '{first}, and {more, plural, one {# more notification} other {# more notifications}}',
  },
};
import type { UnreadMessage } from './mail-queries';

/** A line of an e-mail: one group of notifications, or one member's messages. */
export interface MailLine {
  kind: DeliveryKind;
  text: string;
  href: string;
  /** The messages' text, when shown. */
  quotes: string[];
}

const groupKey = (notification: Notification) =>
  `${notification.kind} ${notification.post_id ?? notification.group?._id ?? ''}`;

/** Groups the notifications (newest first) into lines, the newest group first. */
export const notificationLines = (
  context: Pick<AppContext, 'config'>,
  notifications: Notification[],
  say: Say,
): MailLine[] => {
  const groups = new Map<string, Notification[]>();
  for (const notification of notifications) {
    const key = groupKey(notification);
    groups.set(key, [...(groups.get(key) ?? []), notification]);
  }
  return [...groups.values()].map((group) => {
    const head = group[0]!;
    const otherActors = new Set(
      group.map((each) => each.actor._id).filter((id) => id !== head.actor._id),
    );
    return {
      kind: head.kind,
      text: notificationText(head, say, otherActors.size),
      href: `${context.config.publicUrl}${notificationPath(head)}`,
      quotes: [],
    };
  });
};

/** The longest message text an e-mail quotes; the rest is in Quad. */
const QUOTE_MAX = 500;
/** The messages of one conversation an e-mail quotes at most. */
const QUOTES_MAX = 5;

const quoteOf = (message: UnreadMessage, say: Say) => {
  const text = message.text.trim();
  const shown = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text;
  if (message.has_image) return shown ? `${shown}\n${say(texts.photo)}` : say(texts.photo);
  return shown;
};

/** One line per member who wrote (oldest message first in its quotes). */
export const messageLines = (
  context: Pick<AppContext, 'config'>,
  messages: UnreadMessage[],
  showText: boolean,
  say: Say,
): MailLine[] => {
  const bySender = new Map<string, UnreadMessage[]>();
  for (const message of messages) {
    bySender.set(message.sender_id, [...(bySender.get(message.sender_id) ?? []), message]);
  }
  return [...bySender.values()].map((sent) => {
    const first = sent[0]!;
    const name = `${first.sender_first_name} ${first.sender_last_name}`;
    return {
      kind: 'message',
      text: say(texts.sentMessages, { name, count: sent.length }),
      href: `${context.config.publicUrl}/messages/${encodeURIComponent(first.sender_username)}`,
      quotes: showText ? sent.slice(-QUOTES_MAX).map((message) => quoteOf(message, say)) : [],
    };
  });
};

/** The blocks of the lines: each a link, a message's words set apart under it. */
export const linesAsBlocks = (lines: MailLine[]): MailBlock[] =>
  lines.flatMap((line): MailBlock[] =>
    line.quotes.length > 0
      ? [
          { kind: 'items', items: [{ text: line.text, href: line.href }] },
          ...line.quotes.map((text): MailBlock => ({ kind: 'quote', text })),
        ]
      : [{ kind: 'items', items: [{ text: line.text, href: line.href }] }],
  );

/** The lines as one list (the digest's). */
export const linesAsItems = (lines: MailLine[]): MailItem[] =>
  lines.map((line) => ({ text: line.text, href: line.href }));

/** The subject: the one line, or the first and how many more. */
export const subjectOf = (lines: MailLine[], say: Say) => {
  const first = lines[0]!.text;
  if (lines.length === 1) return first;
  return say(texts.andMore, { first, more: lines.length - 1 });
};
