/**
 * The notifications the campus's activity would have made, with the rows and rules of
 * modules/notifications/events.ts, written in a few statements rather than one call per event:
 *
 * - each friendship was a request one of the two sent and the other accepted: the receiver was
 *   told of the request (read when they accepted it), the sender of the acceptance;
 * - a request still waiting: its receiver was told;
 * - a follow that came with neither a friendship nor a request: its followee was told;
 * - a post with reactions by others than its author: one notification, of the newest of them
 *   (the page counts the `others`);
 * - a comment: the post's author was told (not of their own), and so was every other member who
 *   had commented on the post before (at most 50, the latest first).
 *
 * Nobody has turned a kind off in a new campus. Then each member read what came before their
 * last visit.
 */
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { uuid7 } from './campus';

/** At most this many earlier commenters hear of a new comment (as events.ts). */
const COMMENTERS_NOTIFIED_MAX = 50;

/** When a member last opened their notifications: what came before is read. */
export interface LastVisit {
  memberId: string;
  at: Date;
}

const answeredRequests = async (db: Queryable) => {
  await db.execute(sql`
    create temp table seed_accepted on commit drop as
    select
      case when f.roll < 0.5 then f.user_id else f.friend_id end as sender_id,
      case when f.roll < 0.5 then f.friend_id else f.user_id end as receiver_id,
      f.created_at - random() * least(interval '2 days', f.created_at - f.joined) as asked_at,
      f.created_at as accepted_at
    from (
      select s.user_id, s.friend_id, s.created_at, random() as roll,
        (select max(u.created_at) from users u where u.id in (s.user_id, s.friend_id)) as joined
      from friendships s
      where s.user_id < s.friend_id
    ) f`);
  // friendRequestSent, then friendRequestAnswered marks it read when it is accepted.
  await db.execute(sql`
    insert into notifications (id, user_id, actor_id, kind, created_at, read_at)
    select ${uuid7(sql`asked_at`)}, receiver_id, sender_id, 'friend_request', asked_at, accepted_at
    from seed_accepted`);
  // friendRequestAccepted.
  await db.execute(sql`
    insert into notifications (id, user_id, actor_id, kind, created_at)
    select ${uuid7(sql`accepted_at`)}, sender_id, receiver_id, 'request_accepted', accepted_at
    from seed_accepted`);
};

const pendingRequests = (db: Queryable) =>
  db.execute(sql`
    insert into notifications (id, user_id, actor_id, kind, created_at)
    select ${uuid7(sql`created_at`)}, receiver_id, sender_id, 'friend_request', created_at
    from friend_requests`);

/** Follows made by befriending or by a request (which follows) told nothing of their own. */
const newFollowers = (db: Queryable) =>
  db.execute(sql`
    insert into notifications (id, user_id, actor_id, kind, created_at)
    select ${uuid7(sql`f.created_at`)}, f.followee_id, f.follower_id, 'new_follower', f.created_at
    from follows f
    where not exists (
        select 1 from friendships s
        where s.user_id = f.follower_id and s.friend_id = f.followee_id)
      and not exists (
        select 1 from friend_requests r
        where r.sender_id = f.follower_id and r.receiver_id = f.followee_id
          and r.created_at <= f.created_at)`);

/** reactionsChanged: the post's one notification tells of its newest reactor but its author. */
const reactionNotifications = (db: Queryable) =>
  db.execute(sql`
    insert into notifications (id, user_id, actor_id, kind, post_id, created_at)
    select distinct on (r.post_id)
      ${uuid7(sql`r.created_at`)}, p.user_id, r.user_id, 'reaction', r.post_id, r.created_at
    from reactions r
    join posts p on p.id = r.post_id
    where r.user_id <> p.user_id
    order by r.post_id, r.created_at desc`);

/** commented: the post's author, and who else had commented on it by then. */
const commentNotifications = async (db: Queryable) => {
  await db.execute(sql`
    insert into notifications (id, user_id, actor_id, kind, post_id, comment_id, created_at)
    select ${uuid7(sql`c.created_at`)}, p.user_id, c.user_id, 'comment', c.post_id, c.id,
      c.created_at
    from comments c
    join posts p on p.id = c.post_id
    where c.user_id <> p.user_id`);
  await db.execute(sql`
    insert into notifications (id, user_id, actor_id, kind, post_id, comment_id, created_at)
    select ${uuid7(sql`c.created_at`)}, earlier.user_id, c.user_id, 'comment_on_commented',
      c.post_id, c.id, c.created_at
    from comments c
    join posts p on p.id = c.post_id
    cross join lateral (
      select e.user_id
      from comments e
      where e.post_id = c.post_id and (e.created_at, e.id) < (c.created_at, c.id)
        and e.user_id <> p.user_id and e.user_id <> c.user_id
      group by e.user_id
      order by max(e.created_at) desc
      limit ${COMMENTERS_NOTIFIED_MAX}
    ) earlier`);
};

/**
 * Each member last opened their notifications some time in the last week (most of them
 * lately), or when `visits` says, and read what had come by then, each a while after it came.
 */
const readUntilLastVisits = async (db: Queryable, now: Date, visits: LastVisit[]) => {
  await db.execute(sql`
    create temp table seed_visits on commit drop as
    select id as user_id,
      ${now.toISOString()}::timestamptz - power(random(), 2) * interval '7 days' as at
    from users`);
  for (const visit of visits) {
    await db.execute(sql`
      update seed_visits set at = ${visit.at.toISOString()}::timestamptz
      where user_id = ${visit.memberId}::uuid`);
  }
  await db.execute(sql`
    update notifications n
    set read_at = least(v.at, n.created_at + random() * interval '1 day')
    from seed_visits v
    where v.user_id = n.user_id and n.read_at is null and n.created_at <= v.at`);
};

/** Every notification of the campus so far, in one transaction. */
export const addNotifications = async (db: Database, now: Date, visits: LastVisit[] = []) => {
  await db.transaction(async (tx) => {
    await answeredRequests(tx);
    await pendingRequests(tx);
    await newFollowers(tx);
    await reactionNotifications(tx);
    await commentNotifications(tx);
    await readUntilLastVisits(tx, now, visits);
  });
};
