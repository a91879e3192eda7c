/** SQL of friendships, friend requests and follows. */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import { follows, friendRequests, friendships, users } from '../../db/schema';
import { hiddenMemberIds, memberVisibleTo, type Viewer } from '../../db/visibility';
import { beforeKey, microsOf, type PageKey } from '../../infra/pagination';
import { summaryColumns, type SummaryRow } from '../users/summary';

export interface Relation {
  friends: boolean;
  /** `from` follows `to`. */
  following: boolean;
  /** `from` sent `to` a request that is still pending. */
  requestSent: boolean;
  /** `to` sent `from` a request that is still pending. */
  requestReceived: boolean;
}

/** How member `from` stands towards member `to`, in one round trip. */
export const relationBetween = async (db: Queryable, from: string, to: string) => {
  const exists = (
    table: typeof friendships | typeof follows | typeof friendRequests,
    where: SQL | undefined,
  ) => sql<boolean>`exists (select 1 from ${table} where ${where})`.mapWith(Boolean);
  const [row] = await db
    .select({
      friends: exists(friendships, and(eq(friendships.userId, from), eq(friendships.friendId, to))),
      following: exists(follows, and(eq(follows.followerId, from), eq(follows.followeeId, to))),
      requestSent: exists(
        friendRequests,
        and(eq(friendRequests.senderId, from), eq(friendRequests.receiverId, to)),
      ),
      requestReceived: exists(
        friendRequests,
        and(eq(friendRequests.senderId, to), eq(friendRequests.receiverId, from)),
      ),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('relation query returned no row');
  return row satisfies Relation;
};

/**
 * Locks both members' rows, always in id order so two opposite actions cannot deadlock, and
 * answers how many of the two exist.
 */
export const lockPair = async (db: Queryable, a: string, b: string) => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [a, b]))
    .orderBy(users.id)
    .for('update');
  return rows.length;
};

export const findIdByEmail = async (db: Queryable, email: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row?.id;
};

export const insertRequest = (db: Queryable, senderId: string, receiverId: string, at: Date) =>
  db.insert(friendRequests).values({ senderId, receiverId, createdAt: at }).onConflictDoNothing();

export const deleteRequest = (db: Queryable, senderId: string, receiverId: string) =>
  db
    .delete(friendRequests)
    .where(and(eq(friendRequests.senderId, senderId), eq(friendRequests.receiverId, receiverId)));

export const deleteRequestsBetween = (db: Queryable, a: string, b: string) =>
  db
    .delete(friendRequests)
    .where(
      or(
        and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
        and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
      ),
    );

export const insertFriendship = (db: Queryable, a: string, b: string, at: Date) =>
  db
    .insert(friendships)
    .values([
      { userId: a, friendId: b, createdAt: at },
      { userId: b, friendId: a, createdAt: at },
    ])
    .onConflictDoNothing();

export const deleteFriendship = (db: Queryable, a: string, b: string) =>
  db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, a), eq(friendships.friendId, b)),
        and(eq(friendships.userId, b), eq(friendships.friendId, a)),
      ),
    );

export const insertFollow = (db: Queryable, followerId: string, followeeId: string, at: Date) =>
  db.insert(follows).values({ followerId, followeeId, createdAt: at }).onConflictDoNothing();

export const deleteFollow = (db: Queryable, followerId: string, followeeId: string) =>
  db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));

export const insertFollowsBetween = (db: Queryable, a: string, b: string, at: Date) =>
  db
    .insert(follows)
    .values([
      { followerId: a, followeeId: b, createdAt: at },
      { followerId: b, followeeId: a, createdAt: at },
    ])
    .onConflictDoNothing();

export const deleteFollowsBetween = (db: Queryable, a: string, b: string) =>
  db
    .delete(follows)
    .where(
      or(
        and(eq(follows.followerId, a), eq(follows.followeeId, b)),
        and(eq(follows.followerId, b), eq(follows.followeeId, a)),
      ),
    );

/** A member's friends the viewer may see, newest friendship first. */
export const friendsOf = (
  db: Queryable,
  viewer: Viewer,
  userId: string,
  limit: number,
): Promise<SummaryRow[]> =>
  db
    .select(summaryColumns)
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .where(and(eq(friendships.userId, userId), memberVisibleTo(viewer, users.id)))
    .orderBy(desc(friendships.createdAt), desc(users.id))
    .limit(limit);

/** Senders of the requests a member received, newest first, but for hidden ones. */
export const incomingRequests = (db: Queryable, viewer: Viewer, limit: number) =>
  db
    .select(summaryColumns)
    .from(friendRequests)
    .innerJoin(users, eq(users.id, friendRequests.senderId))
    .where(and(eq(friendRequests.receiverId, viewer.id), memberVisibleTo(viewer, users.id)))
    .orderBy(desc(friendRequests.createdAt), desc(users.id))
    .limit(limit);

/** How many requests a member received, but for hidden senders (the bell's red dot). */
export const countIncomingRequests = async (db: Queryable, viewer: Viewer) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.receiverId, viewer.id),
        memberVisibleTo(viewer, friendRequests.senderId),
      ),
    );
  return row?.count ?? 0;
};

/** Receivers of the requests a member sent, newest first, but for hidden ones. */
export const sentRequests = (db: Queryable, viewer: Viewer, limit: number) =>
  db
    .select(summaryColumns)
    .from(friendRequests)
    .innerJoin(users, eq(users.id, friendRequests.receiverId))
    .where(and(eq(friendRequests.senderId, viewer.id), memberVisibleTo(viewer, users.id)))
    .orderBy(desc(friendRequests.createdAt), desc(users.id))
    .limit(limit);

/**
 * Verified members to suggest: friends of friends by number of mutual friends, then the newest
 * of the member's college, then the newest of all; never the member, a friend, anyone with a
 * pending request either way, or anyone hidden from them. Each candidate source is bounded by an
 * index, so the cost does not grow with the number of members.
 */
export const suggestionsFor = (db: Queryable, viewer: Viewer, limit: number) => {
  const me = sql`${viewer.id}::uuid`;
  return selectRows<SummaryRow>(
    db,
    sql`
    with excluded as (
      select ${me} as id
      union all select friend_id from friendships where user_id = ${me}
      union all select receiver_id from friend_requests where sender_id = ${me}
      union all select sender_id from friend_requests where receiver_id = ${me}
      union all ${hiddenMemberIds(viewer)}
    ),
    friends_of_friends as (
      select theirs.friend_id as id, count(*) as mutual
      from friendships mine
      join friendships theirs on theirs.user_id = mine.friend_id
      join users candidate on candidate.id = theirs.friend_id and candidate.verified = true
      where mine.user_id = ${me}
        and not exists (select 1 from excluded where excluded.id = theirs.friend_id)
      group by theirs.friend_id
      order by mutual desc
      limit ${limit}
    ),
    same_college as (
      select candidate.id
      from users candidate
      where candidate.verified = true
        and candidate.ccu_college = (select ccu_college from users where id = ${me})
        and not exists (select 1 from excluded where excluded.id = candidate.id)
      order by candidate.created_at desc
      limit ${limit}
    ),
    newest as (
      select candidate.id
      from users candidate
      where candidate.verified = true
        and not exists (select 1 from excluded where excluded.id = candidate.id)
      order by candidate.created_at desc
      limit ${limit}
    ),
    ranked as (
      select id, min(tier) as tier, max(mutual) as mutual
      from (
        select id, 0 as tier, mutual from friends_of_friends
        union all select id, 1, 0 from same_college
        union all select id, 2, 0 from newest
      ) as sources
      group by id
    )
    select u.id, u.username, u.picture, u.first_name as "firstName", u.last_name as "lastName"
    from ranked
    join users u on u.id = ranked.id
    order by ranked.tier, ranked.mutual desc, u.created_at desc, u.id desc
    limit ${limit}
  `,
  );
};

export interface FollowListRow extends SummaryRow, PageKey {
  college: string;
  following: boolean;
}

/**
 * A page of one of the viewer's follow lists, the most recent follow first: the members they
 * follow, or those who follow them (with whether they follow them back), but for hidden ones.
 */
export const followListPage = (
  db: Queryable,
  list: 'following' | 'followers',
  viewer: Viewer,
  key: PageKey | undefined,
  limit: number,
): Promise<FollowListRow[]> => {
  const userId = viewer.id;
  const [self, other] =
    list === 'following'
      ? [follows.followerId, follows.followeeId]
      : [follows.followeeId, follows.followerId];
  const following =
    list === 'following'
      ? sql<boolean>`true`
      : sql<boolean>`exists (
          select 1 from ${follows} as back
          where back.follower_id = ${userId} and back.followee_id = ${users.id})`;
  return db
    .select({
      ...summaryColumns,
      college: users.college,
      following,
      micros: microsOf(follows.createdAt),
    })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(
      and(
        eq(self, userId),
        memberVisibleTo(viewer, users.id),
        beforeKey(follows.createdAt, other, key),
      ),
    )
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(limit + 1);
};

/** Those of `memberIds` who are friends with `authorId` or follow them: who sees their posts. */
export const audienceAmong = async (db: Queryable, authorId: string, memberIds: string[]) => {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.userId, authorId), inArray(friendships.friendId, memberIds)))
    .union(
      db
        .select({ id: follows.followerId })
        .from(follows)
        .where(and(eq(follows.followeeId, authorId), inArray(follows.followerId, memberIds))),
    );
  return rows.map((row) => row.id);
};
