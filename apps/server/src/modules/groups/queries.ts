/** SQL of groups: lists, membership, requests, invitations, bans and the group's log. */
import type { GroupRole } from '@quad/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import {
  groupActions,
  groupBans,
  groupInvitations,
  groupMembers,
  groupRequests,
  groups,
} from '../../db/schema';
import { memberVisibleTo, type Viewer } from '../../db/visibility';
import { type PageKey } from '../../infra/pagination';
import { imageSizeOfUrl } from '../uploads/image-sizes';
import type { SummaryRow } from '../users/summary';
import type { GroupRow } from './access';

/** A group as lists show it, with the viewer's standing in it. */
export interface SummaryGroupRow extends GroupRow, PageKey {
  role: GroupRole | null;
  requested: boolean;
  invited: boolean;
  banned: boolean;
}

const groupColumns = sql`g.id, g.slug, g.name, g.description, g.cover,
  ${imageSizeOfUrl(sql`g.cover`)} as cover_size, g.kind, g.privacy,
  g.college, g.rules, g.questions, g.post_approval, g.members_can_invite, g.member_count,
  g.created_at`;

/** The viewer's standing in the group `g` (role, request, invitation, ban). */
const standingColumns = (viewerId: string) => sql`
  (select m.role from group_members m where m.group_id = g.id and m.user_id = ${viewerId}::uuid) as role,
  exists (select 1 from group_requests r where r.group_id = g.id and r.user_id = ${viewerId}::uuid) as requested,
  exists (select 1 from group_invitations i where i.group_id = g.id and i.invitee_id = ${viewerId}::uuid) as invited,
  exists (select 1 from group_bans b where b.group_id = g.id and b.user_id = ${viewerId}::uuid) as banned`;

/** The groups `g` the viewer may know of: all but hidden ones they are neither in nor invited to. */
const knownTo = (viewerId: string, siteModerator: boolean) =>
  siteModerator
    ? sql`true`
    : sql`(g.privacy <> 'hidden'
      or exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ${viewerId}::uuid)
      or exists (select 1 from group_invitations i where i.group_id = g.id and i.invitee_id = ${viewerId}::uuid))`;

/** How active a group is: its latest post, or its creation before it has any. */
const activity = sql`coalesce(g.last_post_at, g.created_at)`;
const micros = (time: SQL) => sql`(extract(epoch from ${time}) * 1000000)::bigint::text`;
const keyTime = (key: PageKey) =>
  sql`timestamptz 'epoch' + ${key.micros}::bigint * interval '1 microsecond'`;

/**
 * Groups the viewer may know of, the most active first; with a term, those whose name or
 * description contains it or has a word like it (the trigram index), accents ignored.
 */
export const searchGroups = (
  db: Queryable,
  viewer: { id: string; siteModerator: boolean },
  search: { term: string; kind?: string | undefined; key?: PageKey | undefined; limit: number },
) => {
  const { term, kind, key, limit } = search;
  const matches =
    term === ''
      ? sql`true`
      : sql`(g.search_text like ${`%${term.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'
          or ${term}::text <% g.search_text)`;
  return selectRows<SummaryGroupRow>(
    db,
    sql`select ${groupColumns}, ${standingColumns(viewer.id)}, ${micros(activity)} as micros
    from groups g
    where ${matches}
      and ${knownTo(viewer.id, viewer.siteModerator)}
      ${kind ? sql`and g.kind = ${kind}` : sql``}
      ${key ? sql`and (${activity}, g.id) < (${keyTime(key)}, ${key.id}::uuid)` : sql``}
    order by ${activity} desc, g.id desc
    limit ${limit + 1}`,
  );
};

/** Groups by id with the viewer's standing (search found them; it decided who may see them). */
export const groupsByIds = (db: Queryable, viewerId: string, ids: string[]) =>
  selectRows<SummaryGroupRow>(
    db,
    sql`select ${groupColumns}, ${standingColumns(viewerId)}, '0' as micros
    from groups g where g.id = any(${sql.param(ids)}::uuid[])`,
  );

/** The member's groups, the latest joined first. */
export const groupsOfMember = (
  db: Queryable,
  memberId: string,
  key: PageKey | undefined,
  limit: number,
) =>
  selectRows<SummaryGroupRow>(
    db,
    sql`select ${groupColumns}, ${standingColumns(memberId)}, ${micros(sql`mine.joined_at`)} as micros
    from group_members mine
    join groups g on g.id = mine.group_id
    where mine.user_id = ${memberId}::uuid
      ${key ? sql`and (mine.joined_at, mine.group_id) < (${keyTime(key)}, ${key.id}::uuid)` : sql``}
    order by mine.joined_at desc, mine.group_id desc
    limit ${limit + 1}`,
  );

/**
 * Groups to suggest: the member's college's, then those most of their friends are in, then the
 * most active public ones; never hidden, never one they are in or banned from.
 */
export const suggestedGroups = (
  db: Queryable,
  memberId: string,
  college: string | null,
  limit: number,
) =>
  selectRows<SummaryGroupRow>(
    db,
    sql`with candidates as (
      select g.id, 0 as rank, 0 as friends from groups g where g.college = ${college}
      union all
      select m.group_id, 1, count(*)::int from group_members m
        join friendships f on f.friend_id = m.user_id and f.user_id = ${memberId}::uuid
        group by m.group_id
      union all
      select id, 2, 0 from (
        select g.id from groups g where g.privacy = 'public'
        order by g.last_post_at desc nulls last, g.member_count desc, g.id desc limit ${limit * 3}
      ) active
    ), best as (
      select id, min(rank) as rank, max(friends) as friends from candidates group by id
    )
    select ${groupColumns}, ${standingColumns(memberId)}, '0' as micros
    from best join groups g on g.id = best.id
    where g.privacy <> 'hidden'
      and not exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ${memberId}::uuid)
      and not exists (select 1 from group_bans b where b.group_id = g.id and b.user_id = ${memberId}::uuid)
    order by best.rank, best.friends desc, g.last_post_at desc nulls last, g.member_count desc, g.id desc
    limit ${limit}`,
  );

export const slugsLike = async (db: Queryable, base: string) =>
  new Set(
    (
      await selectRows<{ slug: string }>(
        db,
        sql`select slug from groups where slug = ${base} or slug like ${`${base}-%`}`,
      )
    ).map((row) => row.slug),
  );

export const slugTaken = async (db: Queryable, slug: string, exceptId: string) =>
  (
    await selectRows<{ one: number }>(
      db,
      sql`select 1 as one from groups where slug = ${slug} and id <> ${exceptId}::uuid`,
    )
  ).length > 0;

export type NewGroup = typeof groups.$inferInsert;

/** Inserts the group unless its slug (or college) is taken; answers whether it did. */
export const insertGroup = async (db: Queryable, group: NewGroup) =>
  (await db.insert(groups).values(group).onConflictDoNothing().returning({ id: groups.id }))
    .length === 1;

export const collegeGroupId = async (db: Queryable, college: string) => {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.college, college));
  return row?.id;
};

export const updateGroup = (db: Queryable, id: string, changes: Partial<NewGroup>) =>
  db.update(groups).set(changes).where(eq(groups.id, id));

export const deleteGroup = (db: Queryable, id: string) =>
  db.delete(groups).where(eq(groups.id, id));

/** The images of the group's posts and of the comments on them (for releasing). */
export const mediaOfGroup = async (db: Queryable, groupId: string) =>
  (
    await selectRows<{ id: string }>(
      db,
      sql`select pi.media_id as id from post_images pi join posts p on p.id = pi.post_id
        where p.group_id = ${groupId}::uuid
      union
      select c.media_id from comments c join posts p on p.id = c.post_id
        where p.group_id = ${groupId}::uuid and c.media_id is not null`,
    )
  ).map((row) => row.id);

/** Adds the member (with the role); answers whether they were not one already. */
export const insertMember = async (
  db: Queryable,
  member: { groupId: string; userId: string; role: GroupRole; at: Date },
) => {
  const added = await db
    .insert(groupMembers)
    .values({
      groupId: member.groupId,
      userId: member.userId,
      role: member.role,
      joinedAt: member.at,
    })
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  if (added.length === 1) await countMembers(db, member.groupId, 1);
  return added.length === 1;
};

/** Removes the member; answers whether they were one. */
export const deleteMember = async (db: Queryable, groupId: string, userId: string) => {
  const removed = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  if (removed.length === 1) await countMembers(db, groupId, -1);
  return removed.length === 1;
};

const countMembers = (db: Queryable, groupId: string, change: number) =>
  db
    .update(groups)
    .set({ memberCount: sql`${groups.memberCount} + ${change}` })
    .where(eq(groups.id, groupId));

/** The member's role in the group, if they are one and the viewer may see them. */
export const roleOf = async (db: Queryable, viewer: Viewer, groupId: string, userId: string) => {
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.userId, userId),
        memberVisibleTo(viewer, groupMembers.userId),
      ),
    );
  return row?.role as GroupRole | undefined;
};

export const setRole = (db: Queryable, groupId: string, userId: string, role: GroupRole) =>
  db
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));

export const setNotify = (db: Queryable, groupId: string, userId: string, notify: string) =>
  db
    .update(groupMembers)
    .set({ notify })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));

export const adminCount = async (db: Queryable, groupId: string) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'admin')));
  return row?.count ?? 0;
};

/** The ordering of the members list: admins and moderators (0), then members (1), by joining. */
const memberOrder = sql`((case when m.role = 'member' then 1 else 0 end)::bigint * 10000000000000000
  + (extract(epoch from m.joined_at) * 1000000)::bigint)`;

export interface MemberRow extends SummaryRow, PageKey {
  role: GroupRole;
  joinedAt: Date | string;
}

/** A page of the group's members the viewer may see; `term` searches their names. */
export const membersPage = (
  db: Queryable,
  viewer: Viewer,
  groupId: string,
  page: { term: string; key?: PageKey | undefined; limit: number },
) =>
  selectRows<MemberRow>(
    db,
    sql`select u.id, u.username, u.picture, ${imageSizeOfUrl(sql`u.picture`)} as "pictureSize",
      u.first_name as "firstName", u.last_name as "lastName",
      m.role, m.joined_at as "joinedAt", ${memberOrder}::text as micros
    from group_members m join users u on u.id = m.user_id
    where m.group_id = ${groupId}::uuid
      and ${memberVisibleTo(viewer, sql`m.user_id`)}
      ${page.term ? sql`and u.search_name like ${`%${page.term.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'` : sql``}
      ${page.key ? sql`and (${memberOrder}, m.user_id) > (${page.key.micros}::bigint, ${page.key.id}::uuid)` : sql``}
    order by ${memberOrder}, m.user_id
    limit ${page.limit + 1}`,
  );

/** A few members' pictures beside the count: staff first, then the earliest to join. */
export const faces = async (db: Queryable, viewer: Viewer, groupId: string, limit: number) =>
  (await membersPage(db, viewer, groupId, { term: '', limit })).slice(0, limit);

/** The member who takes over a group from `leaverId`: the longest-serving admin, moderator, member. */
export const successorIn = async (db: Queryable, groupId: string, leaverId: string) => {
  const [row] = await selectRows<{ user_id: string }>(
    db,
    sql`select user_id from group_members
    where group_id = ${groupId}::uuid and user_id <> ${leaverId}::uuid
    order by case role when 'admin' then 0 when 'moderator' then 1 else 2 end, joined_at, user_id
    limit 1`,
  );
  return row?.user_id;
};

/** The groups the member is in, with their role and whether another admin is there. */
export const membershipsOf = (db: Queryable, userId: string) =>
  selectRows<{ group_id: string; role: GroupRole; other_admins: number; others: number }>(
    db,
    sql`select m.group_id, m.role,
      (select count(*)::int from group_members o
        where o.group_id = m.group_id and o.user_id <> m.user_id and o.role = 'admin') as other_admins,
      (select count(*)::int from group_members o
        where o.group_id = m.group_id and o.user_id <> m.user_id) as others
    from group_members m where m.user_id = ${userId}::uuid
    for update of m`,
  );

/** Takes the member out of every group's count (their rows go with the account). */
export const uncountMember = (db: Queryable, userId: string) =>
  db.execute(sql`update groups set member_count = member_count - 1
    where id in (select group_id from group_members where user_id = ${userId}::uuid)`);

export const insertRequest = async (
  db: Queryable,
  request: {
    groupId: string;
    userId: string;
    answers: { question: string; answer: string }[];
    at: Date;
  },
) =>
  db
    .insert(groupRequests)
    .values({
      groupId: request.groupId,
      userId: request.userId,
      answers: request.answers,
      createdAt: request.at,
    })
    .onConflictDoNothing();

/** Deletes the request; answers whether there was one. */
export const deleteRequest = async (db: Queryable, groupId: string, userId: string) =>
  (
    await db
      .delete(groupRequests)
      .where(and(eq(groupRequests.groupId, groupId), eq(groupRequests.userId, userId)))
      .returning({ userId: groupRequests.userId })
  ).length === 1;

/** Whether the member asked to join and the viewer may see them. */
export const hasRequest = async (db: Queryable, viewer: Viewer, groupId: string, userId: string) =>
  (
    await db
      .select({ userId: groupRequests.userId })
      .from(groupRequests)
      .where(
        and(
          eq(groupRequests.groupId, groupId),
          eq(groupRequests.userId, userId),
          memberVisibleTo(viewer, groupRequests.userId),
        ),
      )
  ).length === 1;

export interface RequestRow extends SummaryRow, PageKey {
  answers: { question: string; answer: string }[];
  createdAt: Date | string;
}

/** A page of the requests to join, oldest first, from members the viewer may see. */
export const requestsPage = (
  db: Queryable,
  viewer: Viewer,
  groupId: string,
  key: PageKey | undefined,
  limit: number,
) =>
  selectRows<RequestRow>(
    db,
    sql`select u.id, u.username, u.picture, ${imageSizeOfUrl(sql`u.picture`)} as "pictureSize",
      u.first_name as "firstName", u.last_name as "lastName",
      r.answers, r.created_at as "createdAt", ${micros(sql`r.created_at`)} as micros
    from group_requests r join users u on u.id = r.user_id
    where r.group_id = ${groupId}::uuid and ${memberVisibleTo(viewer, sql`r.user_id`)}
      ${key ? sql`and (r.created_at, r.user_id) > (${keyTime(key)}, ${key.id}::uuid)` : sql``}
    order by r.created_at, r.user_id
    limit ${limit + 1}`,
  );

/** Records the invitation; answers whether it is new. */
export const insertInvitation = async (
  db: Queryable,
  invitation: { groupId: string; inviteeId: string; inviterId: string; at: Date },
) =>
  (
    await db
      .insert(groupInvitations)
      .values({
        groupId: invitation.groupId,
        inviteeId: invitation.inviteeId,
        inviterId: invitation.inviterId,
        createdAt: invitation.at,
      })
      .onConflictDoNothing()
      .returning({ inviteeId: groupInvitations.inviteeId })
  ).length === 1;

export const deleteInvitation = (db: Queryable, groupId: string, inviteeId: string) =>
  db
    .delete(groupInvitations)
    .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.inviteeId, inviteeId)));

export const isBanned = async (db: Queryable, groupId: string, userId: string) =>
  (
    await db
      .select({ userId: groupBans.userId })
      .from(groupBans)
      .where(and(eq(groupBans.groupId, groupId), eq(groupBans.userId, userId)))
  ).length === 1;

export const insertBan = (
  db: Queryable,
  ban: { groupId: string; userId: string; bannedBy: string; at: Date },
) =>
  db
    .insert(groupBans)
    .values({
      groupId: ban.groupId,
      userId: ban.userId,
      bannedBy: ban.bannedBy,
      createdAt: ban.at,
    })
    .onConflictDoNothing();

/** Lifts the ban of a member the viewer may see; answers whether there was one. */
export const deleteBan = async (db: Queryable, viewer: Viewer, groupId: string, userId: string) =>
  (
    await db
      .delete(groupBans)
      .where(
        and(
          eq(groupBans.groupId, groupId),
          eq(groupBans.userId, userId),
          memberVisibleTo(viewer, groupBans.userId),
        ),
      )
      .returning({ userId: groupBans.userId })
  ).length === 1;

export interface BanRow extends SummaryRow, PageKey {
  bannedAt: Date | string;
}

/** A page of the group's bans, the latest first. */
export const bansPage = (
  db: Queryable,
  viewer: Viewer,
  groupId: string,
  key: PageKey | undefined,
  limit: number,
) =>
  selectRows<BanRow>(
    db,
    sql`select u.id, u.username, u.picture, ${imageSizeOfUrl(sql`u.picture`)} as "pictureSize",
      u.first_name as "firstName", u.last_name as "lastName",
      b.created_at as "bannedAt", ${micros(sql`b.created_at`)} as micros
    from group_bans b join users u on u.id = b.user_id
    where b.group_id = ${groupId}::uuid and ${memberVisibleTo(viewer, sql`b.user_id`)}
      ${key ? sql`and (b.created_at, b.user_id) < (${keyTime(key)}, ${key.id}::uuid)` : sql``}
    order by b.created_at desc, b.user_id desc
    limit ${limit + 1}`,
  );

export type NewGroupAction = typeof groupActions.$inferInsert;

export const insertAction = (db: Queryable, action: NewGroupAction) =>
  db.insert(groupActions).values(action);

export interface ActionRow extends PageKey {
  action: string;
  actor_id: string | null;
  actor_name: string;
  subject_id: string | null;
  subject_name: string | null;
  item_id: string | null;
  reason: string;
  created_at: Date | string;
}

/** A page of the group's log, newest first. */
export const actionsPage = (
  db: Queryable,
  groupId: string,
  key: PageKey | undefined,
  limit: number,
) =>
  selectRows<ActionRow>(
    db,
    sql`select id, action, actor_id, actor_name, subject_id, subject_name, item_id, reason,
      created_at, ${micros(sql`created_at`)} as micros
    from group_actions
    where group_id = ${groupId}::uuid
      ${key ? sql`and (created_at, id) < (${keyTime(key)}, ${key.id}::uuid)` : sql``}
    order by created_at desc, id desc
    limit ${limit + 1}`,
  );

/** A member's name as the log keeps it. */
export const nameOf = async (db: Queryable, userId: string) => {
  const [row] = await selectRows<{ name: string }>(
    db,
    sql`select first_name || ' ' || last_name as name from users where id = ${userId}::uuid`,
  );
  return row?.name ?? '';
};

/** The member's college (their details', else their sign-up one) and whether they verified. */
export const collegeAndVerified = async (db: Queryable, userId: string) => {
  const [row] = await selectRows<{ detail: string | null; college: string; verified: boolean }>(
    db,
    sql`select details->>'college' as detail, ccu_college as college, verified from users where id = ${userId}::uuid`,
  );
  return row;
};
