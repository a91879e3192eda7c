/** The words the moderation screens use for kinds, actions and suspensions, in the app's language. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  MODERATION_REASON_MAX,
  moderationText,
  type ModerationLogEntry,
  type RemovableItemKind,
  type ReportGroup,
  type ReportItemKind,
  type Suspension,
  type SuspensionDuration,
} from '@quad/contract';
import { intlLocalesOf, type AppLanguage } from '../../i18n/languages';

export const DURATION_LABELS: Record<SuspensionDuration, MessageDescriptor> = {
  '7_days': msg`7 days`,
  '30_days': msg`30 days`,
  permanent: msg`Permanently`,
};

/** The contract's rules for a reason, as the field shows them. */
export const reasonRuleText = (i18n: I18n, english: string | undefined) => {
  if (english === moderationText.reasonRequired) return i18n._(msg`Say why, in a few words.`);
  if (english === moderationText.reasonTooLong) {
    const max = MODERATION_REASON_MAX;
    return i18n._(msg`Keep the reason under ${max} characters.`);
  }
  return english;
};

/** "7 December 2026", as the suspension messages name a day (UTC, the server's day). */
const suspensionDay = (i18n: I18n, iso: string) =>
  new Intl.DateTimeFormat(
    i18n.locale === 'en' ? 'en-GB' : intlLocalesOf(i18n.locale as AppLanguage),
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  ).format(new Date(iso));

/** A report card's title: "Post by Ada Lovelace", "Member: Ada Lovelace". */
export const itemByText = (i18n: I18n, kind: ReportItemKind, name: string) => {
  switch (kind) {
    case 'post':
      return i18n._(msg`Post by ${name}`);
    case 'comment':
      return i18n._(msg`Comment by ${name}`);
    case 'message':
      return i18n._(msg`Message by ${name}`);
    case 'member':
      return i18n._(msg`Member: ${name}`);
  }
};

/** What a line of the log was done to: the member, "Post by Ada Lovelace", "#robotics". */
export const logItemText = (i18n: I18n, entry: ModerationLogEntry) => {
  if (entry.item_kind === 'hashtag') return `#${entry.hashtag ?? ''}`;
  if (entry.item_kind === 'member') return entry.subject.name;
  return itemByText(i18n, entry.item_kind, entry.subject.name);
};

/** "Suspended until 7 December 2026: Spam", "Suspended permanently: Threats". */
export const suspensionText = (i18n: I18n, suspension: Suspension) => {
  const reason = suspension.reason;
  if (!suspension.ends_at) return i18n._(msg`Suspended permanently: ${reason}`);
  const day = suspensionDay(i18n, suspension.ends_at);
  return i18n._(msg`Suspended until ${day}: ${reason}`);
};

/** "Before: 2 items removed, 1 suspension", or that moderators never acted on them. */
export const recordText = (i18n: I18n, { removed, suspended }: ReportGroup['author_record']) =>
  removed === 0 && suspended === 0
    ? i18n._(msg`Nothing removed or suspended before`)
    : i18n._(
        msg`Before: ${plural(removed, { one: '# item removed', other: '# items removed' })}, ${plural(suspended, { one: '# suspension', other: '# suspensions' })}`,
      );

/** "Dismiss the reports of this post?", or about a member. */
export const dismissTitle = (i18n: I18n, group: ReportGroup, name: string) => {
  switch (group.item_kind) {
    case 'post':
      return i18n._(msg`Dismiss the reports of this post?`);
    case 'comment':
      return i18n._(msg`Dismiss the reports of this comment?`);
    case 'message':
      return i18n._(msg`Dismiss the reports of this message?`);
    case 'member':
      return i18n._(msg`Dismiss the reports about ${name}?`);
  }
};

/** "Remove this post?" and what removing it does. */
export const removeWords = (i18n: I18n, kind: RemovableItemKind) => {
  switch (kind) {
    case 'post':
      return {
        title: i18n._(msg`Remove this post?`),
        description: i18n._(
          msg`The post is deleted everywhere, with its photos. Its author is told why, by a notification and an e-mail.`,
        ),
      };
    case 'comment':
      return {
        title: i18n._(msg`Remove this comment?`),
        description: i18n._(
          msg`The comment is deleted everywhere, with its photos. Its author is told why, by a notification and an e-mail.`,
        ),
      };
    case 'message':
      return {
        title: i18n._(msg`Remove this message?`),
        description: i18n._(
          msg`The message is deleted everywhere, with its photos. Its author is told why, by a notification and an e-mail.`,
        ),
      };
  }
};

/** The alt text of a reported item's photo: "Attached to the reported post, 1 of 3". */
export const attachedImageText = (
  i18n: I18n,
  kind: ReportItemKind,
  position: number,
  total: number,
) => {
  switch (kind) {
    case 'post':
      return i18n._(msg`Attached to the reported post, ${position} of ${total}`);
    case 'comment':
      return i18n._(msg`Attached to the reported comment, ${position} of ${total}`);
    case 'message':
      return i18n._(msg`Attached to the reported message, ${position} of ${total}`);
    case 'member':
      return i18n._(msg`Attached to the reported member, ${position} of ${total}`);
  }
};

const dismissedText = (i18n: I18n, kind: ModerationLogEntry['item_kind']) => {
  switch (kind) {
    case 'post':
      return i18n._(msg`Dismissed the reports of a post`);
    case 'comment':
      return i18n._(msg`Dismissed the reports of a comment`);
    case 'message':
      return i18n._(msg`Dismissed the reports of a message`);
    case 'member':
      return i18n._(msg`Dismissed the reports of a member`);
    case 'hashtag':
      return i18n._(msg`Dismissed the reports of a hashtag`);
  }
};

const removedText = (i18n: I18n, kind: ModerationLogEntry['item_kind']) => {
  switch (kind) {
    case 'post':
      return i18n._(msg`Removed a post`);
    case 'comment':
      return i18n._(msg`Removed a comment`);
    case 'message':
      return i18n._(msg`Removed a message`);
    case 'member':
      return i18n._(msg`Removed a member`);
    case 'hashtag':
      return i18n._(msg`Removed a hashtag`);
  }
};

/** What a line of the log says was done: "Removed a post", "Suspended until 7 December 2026". */
export const logActionText = (i18n: I18n, entry: ModerationLogEntry) => {
  const hashtag = entry.hashtag ?? '';
  switch (entry.action) {
    case 'dismiss':
      return dismissedText(i18n, entry.item_kind);
    case 'remove':
      return removedText(i18n, entry.item_kind);
    case 'suspend': {
      if (!entry.ends_at) return i18n._(msg`Suspended permanently`);
      const day = suspensionDay(i18n, entry.ends_at);
      return i18n._(msg`Suspended until ${day}`);
    }
    case 'lift_suspension':
      return i18n._(msg`Lifted the suspension`);
    case 'hide_hashtag':
      return i18n._(msg`Hid #${hashtag} from Trending`);
    case 'unhide_hashtag':
      return i18n._(msg`Showed #${hashtag} in Trending again`);
  }
};
