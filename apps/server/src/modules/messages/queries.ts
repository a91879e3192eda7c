/** SQL of direct messages, conversations and each member's read state. */
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import { conversationMembers, conversations, directMessages, media, users } from '../../db/schema';
import { hiddenItemIds, hiddenMemberIds, memberVisibleTo, type Viewer } from '../../db/visibility';
import { beforeKey, microsOf, olderThan, type PageKey } from '../../infra/pagination';

/** The pair in the stored order: member_a is the smaller id (uuids compare as lowercase hex). */
const ordered = (one: string, other: string) => {
  const [a, b] = [one.toLowerCase(), other.toLowerCase()];
  return a < b ? { memberA: a, memberB: b } : { memberA: b, memberB: a };
};

export const findConversationId = async (db: Queryable, one: string, other: string) => {
  const { memberA, memberB } = ordered(one, other);
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB)));
  return row?.id;
};

/** The pair's conversation, made with both members' rows if it is the first message. */
export const ensureConversation = async (
  db: Queryable,
  newId: string,
  one: string,
  other: string,
) => {
  await db
    .insert(conversations)
    .values({ id: newId, ...ordered(one, other) })
    .onConflictDoNothing();
  const id = await findConversationId(db, one, other);
  if (!id) throw new Error('conversation was not created');
  await db
    .insert(conversationMembers)
    .values([
      { userId: one, conversationId: id },
      { userId: other, conversationId: id },
    ])
    .onConflictDoNothing();
  return id;
};

export type NewMessage = typeof directMessages.$inferInsert;

export const insertMessage = (db: Queryable, row: NewMessage) =>
  db.insert(directMessages).values(row);

/** Sets both members' newest and newest-received times from the messages still sent. */
export const refreshConversation = (db: Queryable, conversationId: string) =>
  db.execute(sql`
    update conversation_members cm set
      last_message_at = (
        select max(m.created_at) from direct_messages m
        where m.conversation_id = cm.conversation_id and m.unsent_at is null
      ),
      last_received_at = (
        select max(m.created_at) from direct_messages m
        where m.conversation_id = cm.conversation_id and m.unsent_at is null
          and m.sender_id <> cm.user_id
      )
    where cm.conversation_id = ${conversationId}::uuid`);

/** The member has read everything up to `at` (never moves back). */
export const markRead = (db: Queryable, conversationId: string, userId: string, at: Date) =>
  db
    .update(conversationMembers)
    .set({
      lastReadAt: sql`greatest(${conversationMembers.lastReadAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    );

export const lastReadAt = async (db: Queryable, conversationId: string, userId: string) => {
  const [row] = await db
    .select({ at: conversationMembers.lastReadAt })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    );
  return row?.at ?? null;
};

/** The conversation's newest message still sent ("Seen" goes under it if it is the caller's). */
export const newestMessage = async (db: Queryable, conversationId: string) => {
  const [row] = await db
    .select({ senderId: directMessages.senderId, createdAt: directMessages.createdAt })
    .from(directMessages)
    .where(and(eq(directMessages.conversationId, conversationId), isNull(directMessages.unsentAt)))
    .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
    .limit(1);
  return row;
};

export interface MessageRow {
  id: string;
  senderId: string;
  text: string;
  imageKey: string | null;
  createdAt: Date;
  micros: string;
}

/** A page of the conversation's messages still sent, newest first, but for those the viewer hid. */
export const messagesOf = (
  db: Queryable,
  viewer: Viewer,
  conversationId: string,
  page: { after: PageKey | undefined; take: number },
): Promise<MessageRow[]> =>
  db
    .select({
      id: directMessages.id,
      senderId: directMessages.senderId,
      text: directMessages.text,
      imageKey: media.key,
      createdAt: directMessages.createdAt,
      micros: microsOf(directMessages.createdAt),
    })
    .from(directMessages)
    .leftJoin(media, eq(media.id, directMessages.mediaId))
    .where(
      and(
        eq(directMessages.conversationId, conversationId),
        isNull(directMessages.unsentAt),
        sql`${directMessages.id} not in (${hiddenItemIds(viewer, 'message')})`,
        beforeKey(directMessages.createdAt, directMessages.id, page.after),
      ),
    )
    .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
    .limit(page.take);

/** A message with its conversation's members, locked for unsending. */
export const findMessageForUpdate = async (db: Queryable, id: string) => {
  const [row] = await db
    .select({
      id: directMessages.id,
      conversationId: directMessages.conversationId,
      senderId: directMessages.senderId,
      text: directMessages.text,
      mediaId: directMessages.mediaId,
      unsentAt: directMessages.unsentAt,
      memberA: conversations.memberA,
      memberB: conversations.memberB,
    })
    .from(directMessages)
    .innerJoin(conversations, eq(conversations.id, directMessages.conversationId))
    .where(eq(directMessages.id, id))
    .for('update', { of: directMessages });
  return row;
};

/** Gone for both: the text is wiped and the photo let go; the row keeps the id of the event. */
export const unsendMessage = (db: Queryable, id: string, at: Date) =>
  db
    .update(directMessages)
    .set({ unsentAt: at, text: '', mediaId: null })
    .where(eq(directMessages.id, id));

export interface ConversationRow {
  id: string;
  micros: string;
  lastMessageAt: string;
  unread: number;
  other: { id: string; username: string; picture: string; firstName: string; lastName: string };
  last: { senderId: string; text: string; hasImage: boolean; createdAt: string };
}

/**
 * A page of the viewer's conversations with a message, the latest message first, but for those
 * with a member hidden from them; the messages they hid are neither the last nor unread.
 */
export const conversationsOf = async (
  db: Queryable,
  viewer: Viewer,
  page: { after: PageKey | undefined; take: number },
): Promise<ConversationRow[]> => {
  const me = sql`${viewer.id}::uuid`;
  const shownMessage = sql`m.id not in (${hiddenItemIds(viewer, 'message')})`;
  const rows = await selectRows<{
    conversation_id: string;
    id: string;
    micros: string;
    last_message_at: Date | string;
    unread: number;
    other_id: string;
    username: string;
    picture: string;
    first_name: string;
    last_name: string;
    sender_id: string;
    text: string;
    has_image: boolean;
    created_at: Date | string;
  }>(
    db,
    sql`
    with page as (
      select cm.conversation_id, cm.last_message_at, cm.last_read_at,
        case when c.member_a = ${me} then c.member_b else c.member_a end as other_id
      from conversation_members cm
      join conversations c on c.id = cm.conversation_id
      where cm.user_id = ${me} and cm.last_message_at is not null
        and ${memberVisibleTo(viewer, sql`case when c.member_a = ${me} then c.member_b else c.member_a end`)}
        ${olderThan(sql`cm.last_message_at`, sql`cm.conversation_id`, page.after)}
      order by cm.last_message_at desc, cm.conversation_id desc
      limit ${page.take}
    )
    select
      p.conversation_id,
      (extract(epoch from p.last_message_at) * 1000000)::bigint::text as micros,
      p.last_message_at,
      (
        select count(*)::int from direct_messages m
        where m.conversation_id = p.conversation_id and m.unsent_at is null
          and m.sender_id <> ${me} and ${shownMessage}
          and (p.last_read_at is null or m.created_at > p.last_read_at)
      ) as unread,
      u.id as other_id, u.username, u.picture, u.first_name, u.last_name,
      last.sender_id, last.text, last.has_image, last.created_at
    from page p
    join users u on u.id = p.other_id
    cross join lateral (
      select m.sender_id, m.text, m.media_id is not null as has_image, m.created_at
      from direct_messages m
      where m.conversation_id = p.conversation_id and m.unsent_at is null and ${shownMessage}
      order by m.created_at desc, m.id desc
      limit 1
    ) last
    order by p.last_message_at desc, p.conversation_id desc`,
  );
  return rows.map((row) => ({
    id: row.conversation_id,
    micros: row.micros,
    lastMessageAt: new Date(row.last_message_at).toISOString(),
    unread: Number(row.unread),
    other: {
      id: row.other_id,
      username: row.username,
      picture: row.picture,
      firstName: row.first_name,
      lastName: row.last_name,
    },
    last: {
      senderId: row.sender_id,
      text: row.text,
      hasImage: row.has_image,
      createdAt: new Date(row.created_at).toISOString(),
    },
  }));
};

/**
 * How many of the viewer's conversations have a message they have not read, but for those with a
 * member hidden from them.
 */
export const unreadConversations = async (db: Queryable, viewer: Viewer) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.userId, viewer.id),
        sql`${conversationMembers.lastReceivedAt} > coalesce(${conversationMembers.lastReadAt}, '-infinity'::timestamptz)`,
        sql`not exists (
          select 1 from ${conversations} c
          where c.id = ${conversationMembers.conversationId}
            and (c.member_a in (${hiddenMemberIds(viewer)})
              or c.member_b in (${hiddenMemberIds(viewer)})))`,
      ),
    );
  return row?.count ?? 0;
};

/** The photos the member's correspondents sent them: they go with the member's conversations. */
export const photosSentTo = async (db: Queryable, memberId: string) => {
  const rows = await db
    .select({ mediaId: directMessages.mediaId })
    .from(directMessages)
    .innerJoin(conversations, eq(conversations.id, directMessages.conversationId))
    .where(
      and(
        or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId)),
        ne(directMessages.senderId, memberId),
        isNotNull(directMessages.mediaId),
      ),
    );
  return rows.flatMap((row) => (row.mediaId ? [row.mediaId] : []));
};

/**
 * These messages to the viewer as a push tells of them: still sent, their sender not hidden from
 * the viewer (a block, a suspension).
 */
export const messagesForPush = (db: Queryable, viewer: Viewer, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: directMessages.id,
          conversationId: directMessages.conversationId,
          text: directMessages.text,
          mediaId: directMessages.mediaId,
          sender: {
            id: users.id,
            username: users.username,
            picture: users.picture,
            firstName: users.firstName,
            lastName: users.lastName,
          },
        })
        .from(directMessages)
        .innerJoin(users, eq(users.id, directMessages.senderId))
        .where(
          and(
            inArray(directMessages.id, ids),
            isNull(directMessages.unsentAt),
            ne(directMessages.senderId, viewer.id),
            memberVisibleTo(viewer, directMessages.senderId),
          ),
        );
