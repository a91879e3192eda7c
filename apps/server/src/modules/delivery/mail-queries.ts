/** SQL of notification e-mails: what is owed a decision, the claims, and who is to be written to. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import { hiddenItemIds, memberVisibleTo, type Viewer } from '../../db/visibility';

export interface OwedNotification {
  id: string;
  user_id: string;
  kind: string;
  created_at: Date;
}

/**
 * Claims notifications owed an e-mail decision and made at or before `cutoff` (unread, and not
 * decided since they were last made): locked for this transaction, skipping those another
 * process holds, so each is decided by one process once.
 */
export const claimOwedNotifications = async (db: Queryable, cutoff: Date, limit: number) =>
  (
    await selectRows<OwedNotification & { created_at: Date | string }>(
      db,
      sql`
      select id, user_id, kind, created_at from notifications
      where read_at is null
        and (email_checked_at is null or email_checked_at < created_at)
        and created_at <= ${cutoff.toISOString()}::timestamptz
      order by created_at
      limit ${limit}
      for update skip locked`,
    )
  ).map((row) => ({ ...row, created_at: new Date(row.created_at) }));

export const markNotificationsChecked = async (db: Queryable, ids: string[], at: Date) => {
  if (ids.length === 0) return;
  await db.execute(sql`
    update notifications set email_checked_at = ${at.toISOString()}::timestamptz
    where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
};

export const markNotificationsEmailed = async (db: Queryable, ids: string[], at: Date) => {
  if (ids.length === 0) return;
  await db.execute(sql`
    update notifications set emailed_at = ${at.toISOString()}::timestamptz
    where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
};

export interface OwedConversation {
  user_id: string;
  conversation_id: string;
  /** The newest received message made by the cutoff and not decided about, if any. */
  due_through: Date | null;
  /** Messages up to this time were decided about already. */
  checked_through: Date | null;
  last_read_at: Date | null;
  last_received_at: Date;
}

/**
 * Claims members' sides of conversations with a received message the e-mail job has not decided
 * about (locked as notifications are), with the newest such message made by `cutoff`: messages
 * read meanwhile need no decision.
 */
export const claimOwedConversations = async (db: Queryable, cutoff: Date, limit: number) => {
  type Time = Date | string;
  const rows = await selectRows<{
    user_id: string;
    conversation_id: string;
    due_through: Time | null;
    checked_through: Time | null;
    last_read_at: Time | null;
    last_received_at: Time;
  }>(
    db,
    sql`
    with owed as (
      select cm.user_id, cm.conversation_id, cm.last_read_at, cm.email_checked_through,
        cm.last_received_at
      from conversation_members cm
      where cm.last_received_at > coalesce(cm.email_checked_through, '-infinity'::timestamptz)
      order by cm.last_received_at
      limit ${limit}
      for update skip locked
    )
    select o.user_id, o.conversation_id, o.email_checked_through as checked_through,
      o.last_read_at, o.last_received_at, (
      select max(m.created_at) from direct_messages m
      where m.conversation_id = o.conversation_id and m.sender_id <> o.user_id
        and m.unsent_at is null
        and m.created_at > coalesce(o.email_checked_through, '-infinity'::timestamptz)
        and m.created_at <= ${cutoff.toISOString()}::timestamptz
    ) as due_through
    from owed o`,
  );
  const time = (value: Time | null) => (value === null ? null : new Date(value));
  return rows.map((row): OwedConversation => ({
    user_id: row.user_id,
    conversation_id: row.conversation_id,
    due_through: time(row.due_through),
    checked_through: time(row.checked_through),
    last_read_at: time(row.last_read_at),
    last_received_at: new Date(row.last_received_at),
  }));
};

export const markConversationChecked = (
  db: Queryable,
  side: { userId: string; conversationId: string },
  through: Date,
) =>
  db.execute(sql`
    update conversation_members
    set email_checked_through = greatest(email_checked_through, ${through.toISOString()}::timestamptz)
    where user_id = ${side.userId}::uuid and conversation_id = ${side.conversationId}::uuid`);

export interface UnreadMessage {
  id: string;
  conversation_id: string;
  sender_id: string;
  sender_username: string;
  sender_first_name: string;
  sender_last_name: string;
  text: string;
  has_image: boolean;
  created_at: Date;
}

/**
 * The viewer's unread received messages of these conversations made after `after` (by
 * conversation) and by `through`, oldest first, as far as shown to them.
 */
export const unreadMessages = async (
  db: Queryable,
  viewer: Viewer,
  conversationIds: string[],
  window: { after: Date | null; through: Date },
) => {
  if (conversationIds.length === 0) return [];
  const rows = await selectRows<UnreadMessage & { created_at: Date | string }>(
    db,
    sql`
    select m.id, m.conversation_id, m.sender_id, u.username as sender_username,
      u.first_name as sender_first_name, u.last_name as sender_last_name,
      m.text, m.media_id is not null as has_image, m.created_at
    from direct_messages m
    join conversation_members cm
      on cm.conversation_id = m.conversation_id and cm.user_id = ${viewer.id}::uuid
    join users u on u.id = m.sender_id
    where m.conversation_id in (${sql.join(
      conversationIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and m.sender_id <> ${viewer.id}::uuid and m.unsent_at is null
      and m.created_at > coalesce(cm.last_read_at, '-infinity'::timestamptz)
      ${window.after ? sql`and m.created_at > ${window.after.toISOString()}::timestamptz` : sql``}
      and m.created_at <= ${window.through.toISOString()}::timestamptz
      and ${memberVisibleTo(viewer, sql`m.sender_id`)}
      and m.id not in (${hiddenItemIds(viewer, 'message')})
    order by m.created_at, m.id`,
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
};

export interface Recipient {
  id: string;
  email: string;
  first_name: string;
  verified: boolean;
  /** The language the member chose (null: none; e-mails are then in English). */
  language: string | null;
}

export const recipientsOf = async (db: Queryable, ids: string[]) =>
  ids.length === 0
    ? []
    : selectRows<Recipient>(
        db,
        sql`select id, email, first_name, verified, language from users where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
