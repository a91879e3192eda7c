/** The contract's shapes of messages and conversations. */
import type { ConversationSummary, DirectMessage } from '@quad/contract';
import type { MediaStorage } from '../../infra/media/storage';
import { toSummary } from '../users/summary';
import type { ConversationRow, MessageRow } from './queries';

export const toDirectMessage = (
  row: Pick<MessageRow, 'id' | 'senderId' | 'text' | 'imageKey' | 'createdAt'>,
  media: MediaStorage,
): DirectMessage => ({
  _id: row.id,
  sender: row.senderId,
  text: row.text,
  image: row.imageKey ? media.urlOf(row.imageKey) : '',
  createdAt: row.createdAt.toISOString(),
});

export const toConversationSummary = (
  row: ConversationRow,
  memberId: string,
): ConversationSummary => ({
  _id: row.id,
  member: toSummary(row.other),
  lastMessage: {
    text: row.last.text,
    hasImage: row.last.hasImage,
    sentByMe: row.last.senderId === memberId,
    createdAt: row.last.createdAt,
  },
  unread: row.unread,
});
