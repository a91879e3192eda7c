/**
 * Direct messages between friends: one conversation per pair of members, addressed by the other
 * member's username, so a caller only ever reaches conversations they are a member of.
 */
import {
  directMessageText,
  type Conversation,
  type ConversationSummary,
  type DirectMessage,
  type SendMessageRequest,
} from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { canSeeMember, viewerAt, type Viewer } from '../../db/visibility';
import { badInput, forbidden, notFound } from '../../infra/errors';
import { isId, newId } from '../../infra/ids';
import { pageOf, parseCursor, type Page, type PageRequest } from '../../infra/pagination';
import { areFriends } from '../friends/service';
import { ownImages, releaseImages, removeFiles } from '../uploads/service';
import { memberByUsername } from '../users/service';
import { toSummary } from '../users/summary';
import * as announce from './announce';
import { toConversationSummary, toDirectMessage } from './present';
import * as queries from './queries';

const UNKNOWN_MEMBER = 'This member does not exist.';
const NOT_YOURSELF = 'You cannot message yourself.';
const UNKNOWN_MESSAGE = 'This message does not exist.';
const NOT_YOUR_MESSAGE = 'You can only unsend your own messages.';

/**
 * The other member of the caller's conversation: 404 for nobody and for a member hidden from the
 * caller (a block either way, a suspension), 400 for the caller.
 */
const otherMember = async (db: Queryable, viewer: Viewer, username: string) => {
  const other = await memberByUsername(db, viewer, username);
  if (!other) throw notFound(UNKNOWN_MEMBER);
  if (other.id === viewer.id) throw badInput(NOT_YOURSELF);
  return other;
};

export const conversationsPage = async (
  context: AppContext,
  memberId: string,
  page: PageRequest,
): Promise<Page<ConversationSummary>> => {
  const rows = await queries.conversationsOf(context.db, viewerAt(context, memberId), {
    after: parseCursor(page.cursor),
    take: page.limit + 1,
  });
  const { items, next } = pageOf(rows, page.limit);
  return { items: items.map((row) => toConversationSummary(row, memberId)), next };
};

/** The conversation with a member: a page of messages newest first, and "Seen". */
export const conversationWith = async (
  context: AppContext,
  memberId: string,
  username: string,
  page: PageRequest,
): Promise<{ conversation: Conversation; next?: string | undefined }> => {
  const { db } = context;
  const viewer = viewerAt(context, memberId);
  const other = await otherMember(db, viewer, username);
  const after = parseCursor(page.cursor);
  const [conversationId, canMessage] = await Promise.all([
    queries.findConversationId(db, memberId, other.id),
    areFriends(db, memberId, other.id),
  ]);
  const base = { member: toSummary(other), canMessage };
  if (!conversationId) return { conversation: { ...base, messages: [], seen: false } };
  const [rows, newest, theirReadAt] = await Promise.all([
    queries.messagesOf(db, viewer, conversationId, { after, take: page.limit + 1 }),
    queries.newestMessage(db, conversationId),
    queries.lastReadAt(db, conversationId, other.id),
  ]);
  const { items, next } = pageOf(rows, page.limit);
  const seen =
    newest?.senderId === memberId && theirReadAt !== null && theirReadAt >= newest.createdAt;
  return {
    conversation: {
      ...base,
      messages: items.map((row) => toDirectMessage(row, context.media)),
      seen,
    },
    next,
  };
};

/** Sends a friend a message (text, a photo or both); the sender has read the conversation. */
export const sendMessage = async (
  context: AppContext,
  memberId: string,
  username: string,
  request: Required<SendMessageRequest>,
): Promise<DirectMessage> => {
  const text = request.text.trim();
  const imageUrl = request.image.trim();
  if (!text && !imageUrl) throw badInput(directMessageText.empty);
  return context.db.transaction(async (db) => {
    const other = await otherMember(db, viewerAt(context, memberId), username);
    if (!(await areFriends(db, memberId, other.id))) throw forbidden(directMessageText.friendsOnly);
    const [image] = imageUrl ? await ownImages(context, db, memberId, [imageUrl]) : [];
    const conversationId = await queries.ensureConversation(db, newId(), memberId, other.id);
    const message = { id: newId(), senderId: memberId, text, createdAt: context.clock.now() };
    await queries.insertMessage(db, { ...message, conversationId, mediaId: image?.id ?? null });
    await queries.refreshConversation(db, conversationId);
    await queries.markRead(db, conversationId, memberId, message.createdAt);
    await announce.messageSent(db, {
      conversationId,
      messageId: message.id,
      senderId: memberId,
      recipientId: other.id,
      at: message.createdAt,
    });
    return {
      _id: message.id,
      sender: memberId,
      text,
      image: image?.url ?? '',
      createdAt: message.createdAt.toISOString(),
    };
  });
};

/**
 * The sender takes a message back: gone for both members, its photo deleted. Outside the
 * conversation the message does not exist (404); the other member may not unsend it (403).
 */
export const unsendMessage = async (context: AppContext, memberId: string, messageId: string) => {
  const unusedFiles = await context.db.transaction(async (db) => {
    const message = isId(messageId) ? await queries.findMessageForUpdate(db, messageId) : undefined;
    if (!message || message.unsentAt || ![message.memberA, message.memberB].includes(memberId)) {
      throw notFound(UNKNOWN_MESSAGE);
    }
    const otherId = message.memberA === memberId ? message.memberB : message.memberA;
    // The conversation with a member hidden from the caller answers as unknown.
    if (!(await canSeeMember(db, viewerAt(context, memberId), otherId))) {
      throw notFound(UNKNOWN_MESSAGE);
    }
    if (message.senderId !== memberId) throw forbidden(NOT_YOUR_MESSAGE);
    return unsendIn(context, db, message);
  });
  await removeFiles(context, unusedFiles);
};

type LockedMessage = NonNullable<Awaited<ReturnType<typeof queries.findMessageForUpdate>>>;

/** Gone for both members, inside the caller's transaction; answers the files to remove after. */
const unsendIn = async (context: AppContext, db: Queryable, message: LockedMessage) => {
  const at = context.clock.now();
  await queries.unsendMessage(db, message.id, at);
  await queries.refreshConversation(db, message.conversationId);
  await announce.messageUnsent(db, {
    conversationId: message.conversationId,
    messageId: message.id,
    senderId: message.senderId,
    recipientId: message.memberA === message.senderId ? message.memberB : message.memberA,
    at,
  });
  return message.mediaId ? releaseImages(context, db, [message.mediaId]) : [];
};

/** A message not unsent, by id, locked until the caller's transaction ends; undefined for none. */
export const findMessageForRemoval = async (db: Queryable, messageId: string) => {
  const message = isId(messageId) ? await queries.findMessageForUpdate(db, messageId) : undefined;
  return message && !message.unsentAt ? message : undefined;
};

/**
 * A moderator removes a message inside their transaction: gone for both members as if unsent,
 * its photo deleted; answers the keys of the files to remove once that commits.
 */
export const removeMessageIn = (context: AppContext, db: Queryable, message: LockedMessage) =>
  unsendIn(context, db, message);

/** The caller has read every message of the conversation with this member so far. */
export const markConversationRead = async (
  context: AppContext,
  memberId: string,
  username: string,
) => {
  await context.db.transaction(async (db) => {
    const other = await otherMember(db, viewerAt(context, memberId), username);
    const conversationId = await queries.findConversationId(db, memberId, other.id);
    if (!conversationId) return;
    const at = context.clock.now();
    await queries.markRead(db, conversationId, memberId, at);
    await announce.conversationSeen(db, {
      conversationId,
      readerId: memberId,
      otherId: other.id,
      at,
    });
  });
};

/** These messages to the member, as a push tells of them (modules/push). */
export const messagesForPush = (
  context: Pick<AppContext, 'db' | 'clock'>,
  memberId: string,
  ids: string[],
) => queries.messagesForPush(context.db, viewerAt(context, memberId), ids);

export const unreadConversations = (context: AppContext, memberId: string) =>
  queries.unreadConversations(context.db, viewerAt(context, memberId));

/**
 * The photos the member's correspondents sent them. The member's conversations go with their
 * account (the database cascades), and these photos with them.
 */
export const photosSentTo = (db: Queryable, memberId: string) => queries.photosSentTo(db, memberId);
