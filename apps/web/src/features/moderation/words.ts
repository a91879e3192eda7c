/** The words the moderation screens use for kinds, actions and suspensions. */
import {
  suspensionDay,
  type ModerationLogEntry,
  type ReportGroup,
  type ReportItemKind,
  type Suspension,
} from '@quad/contract';

export const NO_ACCESS_TITLE = 'You don’t have access to this page';
export const NO_ACCESS_TEXT = 'Only moderators can open Moderation.';
export const EMPTY_QUEUE = 'No open reports. All clear.';
export const EMPTY_LOG = 'No moderator has acted yet.';
export const EMPTY_HASHTAGS = 'No hashtag was used in the last 24 hours, and none is hidden.';

export const KIND_NAME: Record<ReportItemKind, string> = {
  post: 'Post',
  comment: 'Comment',
  message: 'Message',
  member: 'Member',
};

/** What a line of the log was done to: the member, "Post by Ada Lovelace", "#robotics". */
export const logItemText = (entry: ModerationLogEntry) => {
  if (entry.item_kind === 'hashtag') return `#${entry.hashtag ?? ''}`;
  if (entry.item_kind === 'member') return entry.subject.name;
  return `${KIND_NAME[entry.item_kind]} by ${entry.subject.name}`;
};

/** "Suspended until 7 December 2026: Spam", "Suspended permanently: Threats". */
export const suspensionText = (suspension: Suspension) =>
  suspension.ends_at
    ? `Suspended until ${suspensionDay(suspension.ends_at)}: ${suspension.reason}`
    : `Suspended permanently: ${suspension.reason}`;

const times = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Before: 2 items removed, 1 suspension", or that moderators never acted on them. */
export const recordText = ({ removed, suspended }: ReportGroup['author_record']) =>
  removed === 0 && suspended === 0
    ? 'Nothing removed or suspended before'
    : `Before: ${times(removed, 'item removed', 'items removed')}, ${times(suspended, 'suspension', 'suspensions')}`;

/** What a line of the log says was done: "Removed a post", "Suspended until 7 December 2026". */
export const logActionText = (entry: ModerationLogEntry) => {
  const kind = entry.item_kind === 'hashtag' ? 'hashtag' : KIND_NAME[entry.item_kind].toLowerCase();
  switch (entry.action) {
    case 'dismiss':
      return `Dismissed the reports of a ${kind}`;
    case 'remove':
      return `Removed a ${kind}`;
    case 'suspend':
      return entry.ends_at
        ? `Suspended until ${suspensionDay(entry.ends_at)}`
        : 'Suspended permanently';
    case 'lift_suspension':
      return 'Lifted the suspension';
    case 'hide_hashtag':
      return `Hid #${entry.hashtag ?? ''} from Trending`;
    case 'unhide_hashtag':
      return `Showed #${entry.hashtag ?? ''} in Trending again`;
  }
};
