/**
 * The rules of groups (issue 18): finding and creating them, their settings, joining (at once,
 * by request or by invitation), leaving, roles, removals and bans, requests, invitations and the
 * group's own log. Who may see and do what is read once, by groupAccess (access.ts).
 */
import {
  COLLEGE_ALIASES,
  COLLEGES,
  GROUP_FACES_SHOWN,
  GROUP_SLUG_MAX,
  GROUP_SLUG_MIN,
  groupText,
  type CreateGroupRequest,
  type Group,
  type GroupBan,
  type GroupJoinRequest,
  type GroupKind,
  type GroupLogAction,
  type GroupLogEntry,
  type GroupMember,
  type GroupNotifySetting,
  type GroupRole,
  type GroupSummary,
  type GroupViewerState,
  type PageQuery,
  type UpdateGroupRequest,
} from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { canSeeMember, viewerAt, type Viewer } from '../../db/visibility';
import { badInput, conflict, forbidden, notFound } from '../../infra/errors';
import { isId, newId } from '../../infra/ids';
import { pageOf, parseCursor, type Page } from '../../infra/pagination';
import type { Member } from '../auth/authenticate';
import { areFriends } from '../friends/service';
import { isModerator } from '../moderation/moderators';
import * as notify from '../notifications/events';
import { ownImages, releaseImages, removeFiles } from '../uploads/service';
import { normalizeForSearch } from '../users/search-name';
import { toSummary as toUserSummary } from '../users/summary';
import {
  groupAccess,
  requireAdministration,
  requireContent,
  requireMember,
  requireModeration,
  type GroupAccess,
  type GroupRow,
} from './access';
import * as queries from './queries';

/** Paths under /groups/ that are pages of their own, never a group's address. */
const RESERVED_SLUGS = new Set(['mine', 'suggestions', 'new']);
const SUGGESTIONS_MAX = 12;
const UNKNOWN_MEMBER = 'This member does not exist.';

const iso = (time: Date | string) => new Date(time).toISOString();

const stateOf = (row: queries.SummaryGroupRow): GroupViewerState =>
  row.role
    ? 'member'
    : row.banned
      ? 'banned'
      : row.invited
        ? 'invited'
        : row.requested
          ? 'requested'
          : 'none';

const summaryOf = (
  group: GroupRow,
  state: GroupViewerState,
  role: GroupRole | null,
): GroupSummary => ({
  _id: group.id,
  slug: group.slug,
  name: group.name,
  kind: group.kind as GroupKind,
  privacy: group.privacy,
  cover: group.cover,
  coverSize: group.cover_size,
  description: group.description,
  memberCount: group.member_count,
  viewerState: state,
  viewerRole: role,
});

const toSummary = (row: queries.SummaryGroupRow) => summaryOf(row, stateOf(row), row.role);

/** The group's page as the viewer may see it. */
const present = async (
  context: AppContext,
  viewer: Viewer,
  access: GroupAccess,
): Promise<Group> => {
  const { group } = access;
  const faces = access.canSeeContent
    ? await queries.faces(context.db, viewer, group.id, GROUP_FACES_SHOWN)
    : [];
  return {
    ...summaryOf(group, access.state, access.role),
    rules: group.rules,
    questions: group.questions,
    college: group.college,
    postApproval: group.post_approval,
    membersCanInvite: group.members_can_invite,
    faces: faces.map(toUserSummary),
    notify: access.state === 'member' ? (access.notify as GroupNotifySetting) : null,
    canSeeContent: access.canSeeContent,
    canInvite: access.state === 'member' && (group.members_can_invite || access.role === 'admin'),
    siteModerator: access.siteModerator,
    createdAt: iso(group.created_at),
  };
};

export const getGroup = async (context: AppContext, viewerId: string, slug: string) =>
  present(context, viewerAt(context, viewerId), await groupAccess(context, viewerId, slug));

const pageItems = <T extends queries.SummaryGroupRow>(rows: T[], limit: number) => {
  const page = pageOf(rows, limit);
  return { items: page.items.map(toSummary), next: page.next };
};

export const searchGroups = async (
  context: AppContext,
  viewerId: string,
  query: PageQuery & { q?: string | undefined; kind?: GroupKind | undefined },
): Promise<Page<GroupSummary>> => {
  const rows = await queries.searchGroups(
    context.db,
    { id: viewerId, siteModerator: await isModerator(context, viewerId) },
    {
      term: normalizeForSearch(query.q ?? ''),
      kind: query.kind,
      key: parseCursor(query.cursor),
      limit: query.limit,
    },
  );
  return pageItems(rows, query.limit);
};

/**
 * Groups by id as lists show them, in that order: for search, which chose them by the rules of
 * who may know of a group (hidden ones only for their members).
 */
export const groupSummariesByIds = async (
  context: AppContext,
  viewerId: string,
  ids: string[],
): Promise<GroupSummary[]> => {
  if (ids.length === 0) return [];
  const rows = await queries.groupsByIds(context.db, viewerId, ids);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const myGroups = async (context: AppContext, memberId: string, query: PageQuery) =>
  pageItems(
    await queries.groupsOfMember(context.db, memberId, parseCursor(query.cursor), query.limit),
    query.limit,
  );

/** A name as a college of the community, if it is one. */
const collegeNamed = (name: string | null | undefined) => {
  if (!name) return undefined;
  const college = COLLEGE_ALIASES[name] ?? name;
  return (COLLEGES as readonly string[]).includes(college) ? college : undefined;
};

/** The member's college: the one in their details if it is a college, else their sign-up one. */
const collegeOf = (row: { detail: string | null; college: string }) =>
  collegeNamed(row.detail) ?? collegeNamed(row.college);

export const suggestions = async (context: AppContext, memberId: string) => {
  const member = await queries.collegeAndVerified(context.db, memberId);
  const rows = await queries.suggestedGroups(
    context.db,
    memberId,
    member ? (collegeOf(member) ?? null) : null,
    SUGGESTIONS_MAX,
  );
  return rows.map(toSummary);
};

/** A group's address from its name: lowercase ASCII words joined by dashes. */
const slugBaseOf = (name: string) => {
  const base = normalizeForSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, GROUP_SLUG_MAX - 4)
    .replace(/-+$/, '');
  if (base.length >= GROUP_SLUG_MIN && !RESERVED_SLUGS.has(base)) return base;
  return base ? `${base}-group` : 'group';
};

/**
 * Inserts the group under the first free address made from its name (`name`, `name-2`, …); two
 * creators racing for one address each end up with their own.
 */
const insertWithFreeSlug = async (db: Queryable, group: Omit<queries.NewGroup, 'slug'>) => {
  const base = slugBaseOf(group.name);
  for (;;) {
    const taken = await queries.slugsLike(db, base);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    if (await queries.insertGroup(db, { ...group, slug })) return slug;
    // Taken meanwhile, or (a College group) made by another process: the caller reads it back.
    if (group.college && (await queries.collegeGroupId(db, group.college))) return undefined;
  }
};

const searchTextOf = (name: string, description: string) =>
  normalizeForSearch(`${name} ${description}`);

export const createGroup = async (
  context: AppContext,
  member: Member,
  request: CreateGroupRequest,
) => {
  if (!member.verified) throw forbidden(groupText.verifiedOnly);
  const kind = request.kind;
  if (kind === 'college' && !(await isModerator(context, member.id))) {
    throw forbidden(groupText.collegeOnlyModerators);
  }
  const id = newId();
  const at = context.clock.now();
  const description = request.description ?? '';
  await context.db.transaction(async (tx) => {
    await insertWithFreeSlug(tx, {
      id,
      name: request.name,
      description,
      kind,
      privacy: request.privacy,
      questions: request.questions ?? [],
      searchText: searchTextOf(request.name, description),
      createdBy: member.id,
      createdAt: at,
    });
    await queries.insertMember(tx, { groupId: id, userId: member.id, role: 'admin', at });
  });
  return present(
    context,
    viewerAt(context, member.id),
    await groupAccess(context, member.id, id, { by: 'id' }),
  );
};

/** A line of the group's log, with the names as they are now. */
const log = async (
  db: Queryable,
  entry: {
    groupId: string;
    actorId: string;
    action: GroupLogAction;
    subjectId?: string;
    reason?: string;
    at: Date;
  },
) =>
  queries.insertAction(db, {
    id: newId(),
    groupId: entry.groupId,
    actorId: entry.actorId,
    actorName: await queries.nameOf(db, entry.actorId),
    action: entry.action,
    subjectId: entry.subjectId ?? null,
    subjectName: entry.subjectId ? await queries.nameOf(db, entry.subjectId) : null,
    reason: entry.reason ?? '',
    createdAt: entry.at,
  });

/** Runs `change` in a transaction holding the group's row, with the viewer's standing in it. */
const withGroup = <T>(
  context: AppContext,
  viewerId: string,
  slug: string,
  change: (db: Queryable, access: GroupAccess) => Promise<T>,
) =>
  context.db.transaction(async (tx) =>
    change(tx, await groupAccess(context, viewerId, slug, { db: tx, lock: true })),
  );

const SETTING_NAMES: Record<keyof UpdateGroupRequest, string> = {
  name: 'name',
  slug: 'address',
  description: 'description',
  kind: 'kind',
  privacy: 'privacy',
  questions: 'questions',
  rules: 'rules',
  postApproval: 'post approval',
  membersCanInvite: 'invitations',
};

export const updateGroup = async (
  context: AppContext,
  memberId: string,
  slug: string,
  request: UpdateGroupRequest,
) => {
  const id = await withGroup(context, memberId, slug, async (db, access) => {
    requireAdministration(access);
    const { group } = access;
    if (request.kind === 'college' && group.kind !== 'college' && !access.siteModerator) {
      throw forbidden(groupText.collegeOnlyModerators);
    }
    if (request.slug !== undefined && request.slug !== group.slug) {
      if (
        RESERVED_SLUGS.has(request.slug) ||
        (await queries.slugTaken(db, request.slug, group.id))
      ) {
        throw conflict(groupText.slugTaken);
      }
    }
    const name = request.name ?? group.name;
    const description = request.description ?? group.description;
    const changes: Partial<queries.NewGroup> = {
      ...(request.name === undefined ? {} : { name }),
      ...(request.slug === undefined ? {} : { slug: request.slug }),
      ...(request.description === undefined ? {} : { description }),
      ...(request.kind === undefined ? {} : { kind: request.kind }),
      ...(request.privacy === undefined ? {} : { privacy: request.privacy }),
      ...(request.questions === undefined ? {} : { questions: request.questions }),
      ...(request.rules === undefined
        ? {}
        : { rules: request.rules.map((rule) => ({ title: rule.title, text: rule.text ?? '' })) }),
      ...(request.postApproval === undefined ? {} : { postApproval: request.postApproval }),
      ...(request.membersCanInvite === undefined
        ? {}
        : { membersCanInvite: request.membersCanInvite }),
      searchText: searchTextOf(name, description),
    };
    try {
      await queries.updateGroup(db, group.id, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(groupText.slugTaken);
      throw error;
    }
    const changed = (Object.keys(request) as (keyof UpdateGroupRequest)[])
      .filter((key) => request[key] !== undefined)
      .map((key) => SETTING_NAMES[key]);
    await log(db, {
      groupId: group.id,
      actorId: memberId,
      action: 'update_settings',
      reason: changed.join(', '),
      at: context.clock.now(),
    });
    return group.id;
  });
  return present(
    context,
    viewerAt(context, memberId),
    await groupAccess(context, memberId, id, { by: 'id' }),
  );
};

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The cover is one of the admin's own uploads, as a member's own cover is. */
export const updateCover = async (
  context: AppContext,
  memberId: string,
  slug: string,
  url: string,
) => {
  const id = await withGroup(context, memberId, slug, async (db, access) => {
    requireAdministration(access);
    const [image] = await ownImages(context, db, memberId, [url]);
    if (!image) throw badInput('Choose a picture for the cover.');
    await queries.updateGroup(db, access.group.id, { cover: image.url });
    return access.group.id;
  });
  return present(
    context,
    viewerAt(context, memberId),
    await groupAccess(context, memberId, id, { by: 'id' }),
  );
};

/**
 * Inside the caller's transaction, deletes the group with its posts, memberships, requests,
 * invitations, bans, log and notices, and the images of its posts that nothing else shows;
 * answers the keys of the files to remove once it commits.
 */
const deleteGroupIn = async (context: AppContext, db: Queryable, groupId: string) => {
  const mediaIds = await queries.mediaOfGroup(db, groupId);
  await queries.deleteGroup(db, groupId);
  return releaseImages(context, db, mediaIds);
};

export const deleteGroup = async (context: AppContext, memberId: string, slug: string) => {
  const files = await withGroup(context, memberId, slug, async (db, access) => {
    requireAdministration(access);
    return deleteGroupIn(context, db, access.group.id);
  });
  await removeFiles(context, files);
};

/**
 * Joining: an invitee joins at once whatever the privacy, anyone verified joins a public group at
 * once, and asks to join a private one with the answers to its questions.
 */
export const joinGroup = (
  context: AppContext,
  member: Member,
  slug: string,
  answers: string[],
): Promise<{ viewerState: GroupViewerState }> =>
  withGroup(context, member.id, slug, async (db, access) => {
    const { group } = access;
    // After the group is found: a hidden group answers 404 to anyone outside it, verified or not.
    if (!member.verified) throw forbidden(groupText.verifiedOnly);
    const at = context.clock.now();
    if (access.state === 'member') throw badInput(groupText.alreadyMember);
    if (access.state === 'banned') throw forbidden(groupText.banned);
    if (access.state === 'invited' || group.privacy === 'public') {
      await queries.insertMember(db, { groupId: group.id, userId: member.id, role: 'member', at });
      await forgetInvitation(db, group.id, member.id);
      await queries.deleteRequest(db, group.id, member.id);
      return { viewerState: 'member' };
    }
    if (access.state === 'requested') return { viewerState: 'requested' };
    const answered = group.questions.map((question, index) => ({
      question,
      answer: answers[index]?.trim() ?? '',
    }));
    if (answered.some((each) => each.answer === '')) throw badInput(groupText.answersRequired);
    await queries.insertRequest(db, {
      groupId: group.id,
      userId: member.id,
      answers: answered,
      at,
    });
    return { viewerState: 'requested' };
  });

const forgetInvitation = async (db: Queryable, groupId: string, inviteeId: string) => {
  await queries.deleteInvitation(db, groupId, inviteeId);
  await notify.groupInvitationAnswered(db, inviteeId, groupId);
};

export const cancelRequest = (context: AppContext, memberId: string, slug: string) =>
  withGroup(context, memberId, slug, async (db, access) => {
    if (!(await queries.deleteRequest(db, access.group.id, memberId))) {
      throw badInput(groupText.notRequested);
    }
    return { viewerState: 'none' as const };
  });

export const declineInvitation = (context: AppContext, memberId: string, slug: string) =>
  withGroup(context, memberId, slug, async (db, access) => {
    if (access.state !== 'invited') throw badInput(groupText.notInvited);
    await forgetInvitation(db, access.group.id, memberId);
    return { viewerState: 'none' as const };
  });

/** Leaving; the last admin first names a member who becomes admin. */
export const leaveGroup = (
  context: AppContext,
  memberId: string,
  slug: string,
  successorId: string | undefined,
) =>
  withGroup(context, memberId, slug, async (db, access) => {
    if (access.state !== 'member') throw badInput(groupText.membersOnly);
    const { group } = access;
    if (access.role === 'admin' && (await queries.adminCount(db, group.id)) === 1) {
      const others = (await queries.successorIn(db, group.id, memberId)) !== undefined;
      if (others) {
        if (!successorId) throw badInput(groupText.lastAdmin);
        const role =
          isId(successorId) && successorId !== memberId
            ? await queries.roleOf(db, viewerAt(context, memberId), group.id, successorId)
            : undefined;
        if (!role) throw badInput(groupText.successorNotMember);
        await queries.setRole(db, group.id, successorId, 'admin');
        await notify.groupEvent(db, {
          kind: 'group_role',
          actorId: memberId,
          userId: successorId,
          groupId: group.id,
          role: 'admin',
          at: context.clock.now(),
        });
      }
    }
    await queries.deleteMember(db, group.id, memberId);
    // A hidden group is unknown to them from now on; a private one shows its page.
    return { viewerState: 'none' as const };
  });

export const setNotifications = async (
  context: AppContext,
  memberId: string,
  slug: string,
  setting: GroupNotifySetting,
) => {
  const id = await withGroup(context, memberId, slug, async (db, access) => {
    requireMember(access);
    await queries.setNotify(db, access.group.id, memberId, setting);
    return access.group.id;
  });
  return present(
    context,
    viewerAt(context, memberId),
    await groupAccess(context, memberId, id, { by: 'id' }),
  );
};

export const members = async (
  context: AppContext,
  viewerId: string,
  slug: string,
  query: PageQuery & { q?: string | undefined },
): Promise<Page<GroupMember>> => {
  const access = requireContent(await groupAccess(context, viewerId, slug));
  const page = pageOf(
    await queries.membersPage(context.db, viewerAt(context, viewerId), access.group.id, {
      term: normalizeForSearch(query.q ?? ''),
      key: parseCursor(query.cursor),
      limit: query.limit,
    }),
    query.limit,
  );
  return {
    items: page.items.map((row) => ({
      ...toUserSummary(row),
      role: row.role,
      joinedAt: iso(row.joinedAt),
    })),
    next: page.next,
  };
};

/** A member of the group the viewer may see, or 404 as an unknown member. */
const requireGroupMember = async (
  context: AppContext,
  db: Queryable,
  viewerId: string,
  groupId: string,
  userId: string,
) => {
  const role = isId(userId)
    ? await queries.roleOf(db, viewerAt(context, viewerId), groupId, userId)
    : undefined;
  if (!role) throw notFound(groupText.notMember);
  return role;
};

export const setRole = (
  context: AppContext,
  adminId: string,
  slug: string,
  userId: string,
  role: GroupRole,
) =>
  withGroup(context, adminId, slug, async (db, access) => {
    requireAdministration(access);
    if (userId === adminId) throw badInput(groupText.ownRole);
    const { group } = access;
    const before = await requireGroupMember(context, db, adminId, group.id, userId);
    if (before === role) return;
    await queries.setRole(db, group.id, userId, role);
    const at = context.clock.now();
    if (role !== 'member') {
      await notify.groupEvent(db, {
        kind: 'group_role',
        actorId: adminId,
        userId,
        groupId: group.id,
        role,
        at,
      });
    }
    await log(db, {
      groupId: group.id,
      actorId: adminId,
      action: 'set_role',
      subjectId: userId,
      reason: role,
      at,
    });
  });

/**
 * Removing a member, and banning them if asked. A moderator removes members only; an admin
 * removes anyone but themselves.
 */
export const removeMember = (
  context: AppContext,
  moderatorId: string,
  slug: string,
  userId: string,
  options: { ban: boolean; reason: string },
) =>
  withGroup(context, moderatorId, slug, async (db, access) => {
    requireModeration(access);
    // Leaving is how one goes.
    if (userId === moderatorId) throw badInput(groupText.ownRole);
    const { group } = access;
    const role = await requireGroupMember(context, db, moderatorId, group.id, userId);
    if (role !== 'member' && !access.canAdminister) throw forbidden(groupText.adminsOnly);
    const at = context.clock.now();
    await queries.deleteMember(db, group.id, userId);
    if (options.ban) {
      await queries.insertBan(db, { groupId: group.id, userId, bannedBy: moderatorId, at });
      await queries.deleteRequest(db, group.id, userId);
      await forgetInvitation(db, group.id, userId);
    }
    await log(db, {
      groupId: group.id,
      actorId: moderatorId,
      action: options.ban ? 'ban_member' : 'remove_member',
      subjectId: userId,
      reason: options.reason,
      at,
    });
  });

export const bans = async (
  context: AppContext,
  viewerId: string,
  slug: string,
  query: PageQuery,
): Promise<Page<GroupBan>> => {
  const access = requireModeration(await groupAccess(context, viewerId, slug));
  const page = pageOf(
    await queries.bansPage(
      context.db,
      viewerAt(context, viewerId),
      access.group.id,
      parseCursor(query.cursor),
      query.limit,
    ),
    query.limit,
  );
  return {
    items: page.items.map((row) => ({ ...toUserSummary(row), bannedAt: iso(row.bannedAt) })),
    next: page.next,
  };
};

export const unban = (context: AppContext, moderatorId: string, slug: string, userId: string) =>
  withGroup(context, moderatorId, slug, async (db, access) => {
    requireModeration(access);
    const { group } = access;
    if (
      !isId(userId) ||
      !(await queries.deleteBan(db, viewerAt(context, moderatorId), group.id, userId))
    ) {
      throw notFound(UNKNOWN_MEMBER);
    }
    await log(db, {
      groupId: group.id,
      actorId: moderatorId,
      action: 'unban_member',
      subjectId: userId,
      at: context.clock.now(),
    });
  });

export const requests = async (
  context: AppContext,
  viewerId: string,
  slug: string,
  query: PageQuery,
): Promise<Page<GroupJoinRequest>> => {
  const access = requireModeration(await groupAccess(context, viewerId, slug));
  const page = pageOf(
    await queries.requestsPage(
      context.db,
      viewerAt(context, viewerId),
      access.group.id,
      parseCursor(query.cursor),
      query.limit,
    ),
    query.limit,
  );
  return {
    items: page.items.map((row) => ({
      user: toUserSummary(row),
      answers: row.answers,
      createdAt: iso(row.createdAt),
    })),
    next: page.next,
  };
};

/** Approving lets the member in and tells them; declining only says no. Both are logged. */
export const answerRequest = (
  context: AppContext,
  moderatorId: string,
  slug: string,
  userId: string,
  approve: boolean,
) =>
  withGroup(context, moderatorId, slug, async (db, access) => {
    requireModeration(access);
    const { group } = access;
    const viewer = viewerAt(context, moderatorId);
    if (!isId(userId) || !(await queries.hasRequest(db, viewer, group.id, userId))) {
      throw notFound(groupText.noRequest);
    }
    const at = context.clock.now();
    await queries.deleteRequest(db, group.id, userId);
    if (approve) {
      await queries.insertMember(db, { groupId: group.id, userId, role: 'member', at });
      await forgetInvitation(db, group.id, userId);
      await notify.groupEvent(db, {
        kind: 'group_request_approved',
        actorId: moderatorId,
        userId,
        groupId: group.id,
        at,
      });
    }
    await log(db, {
      groupId: group.id,
      actorId: moderatorId,
      action: approve ? 'approve_request' : 'decline_request',
      subjectId: userId,
      at,
    });
  });

/**
 * Members invite their friends (only admins when the group says so). Someone blocked either way
 * answers as an unknown member; the invitee is told, and may then see even a hidden group.
 */
export const invite = (context: AppContext, memberId: string, slug: string, inviteeId: string) =>
  withGroup(context, memberId, slug, async (db, access) => {
    requireMember(access);
    const { group } = access;
    if (!group.members_can_invite && access.role !== 'admin') {
      throw forbidden(groupText.invitesByAdminsOnly);
    }
    const viewer = viewerAt(context, memberId);
    if (!isId(inviteeId) || !(await canSeeMember(db, viewer, inviteeId))) {
      throw notFound(UNKNOWN_MEMBER);
    }
    if (
      inviteeId === memberId ||
      !(await areFriends(db, memberId, inviteeId)) ||
      (await queries.roleOf(db, viewer, group.id, inviteeId)) ||
      (await queries.isBanned(db, group.id, inviteeId))
    ) {
      throw badInput(groupText.notInvitable);
    }
    const at = context.clock.now();
    if (
      await queries.insertInvitation(db, { groupId: group.id, inviteeId, inviterId: memberId, at })
    ) {
      await notify.groupEvent(db, {
        kind: 'group_invitation',
        actorId: memberId,
        userId: inviteeId,
        groupId: group.id,
        at,
      });
    }
  });

export const groupLog = async (
  context: AppContext,
  viewerId: string,
  slug: string,
  query: PageQuery,
): Promise<Page<GroupLogEntry>> => {
  const access = requireModeration(await groupAccess(context, viewerId, slug));
  const page = pageOf(
    await queries.actionsPage(context.db, access.group.id, parseCursor(query.cursor), query.limit),
    query.limit,
  );
  return {
    items: page.items.map((row) => ({
      _id: row.id,
      action: row.action as GroupLogAction,
      actor: { _id: row.actor_id, name: row.actor_name },
      subject: row.subject_name === null ? null : { _id: row.subject_id, name: row.subject_name },
      itemId: row.item_id,
      reason: row.reason,
      createdAt: iso(row.created_at),
    })),
    next: page.next,
  };
};

/** The College group of one college, made if it is missing (idempotent, safe across processes). */
const collegeGroup = async (context: Pick<AppContext, 'clock'>, db: Queryable, college: string) => {
  const existing = await queries.collegeGroupId(db, college);
  if (existing) return existing;
  await insertWithFreeSlug(db, {
    id: newId(),
    name: college,
    description: `Everyone at ${college}.`,
    kind: 'college',
    privacy: 'public',
    college,
    searchText: searchTextOf(college, ''),
    createdAt: context.clock.now(),
  });
  return queries.collegeGroupId(db, college);
};

/** At start-up: one public College group per college of the community. */
export const ensureCollegeGroups = async (context: Pick<AppContext, 'db' | 'clock'>) => {
  for (const college of COLLEGES) await collegeGroup(context, context.db, college);
};

/**
 * Puts a verified member in their college's group (on verification, and when Edit Details gives
 * them another college); nothing if they are in it or banned from it.
 */
export const joinCollegeGroup = async (
  context: Pick<AppContext, 'clock'>,
  db: Queryable,
  memberId: string,
  college?: string,
) => {
  const member = await queries.collegeAndVerified(db, memberId);
  if (!member?.verified) return;
  const name = college === undefined ? collegeOf(member) : collegeNamed(college);
  if (!name) return;
  const groupId = await collegeGroup(context, db, name);
  if (!groupId || (await queries.isBanned(db, groupId, memberId))) return;
  await queries.insertMember(db, {
    groupId,
    userId: memberId,
    role: 'member',
    at: context.clock.now(),
  });
};

/** Whether the Edit Details college names another college than before (and which). */
export const collegeChange = (before: string | undefined, after: string | undefined) => {
  const next = collegeNamed(after);
  return next && next !== collegeNamed(before) ? next : undefined;
};

/**
 * Before an account goes: each group where it is the only admin passes to the longest-serving
 * other admin, else moderator, else member; a group nobody else is in goes with it. Answers the
 * keys of the files to remove once it commits.
 */
export const handOverGroupsOf = async (context: AppContext, db: Queryable, memberId: string) => {
  const files: string[] = [];
  for (const membership of await queries.membershipsOf(db, memberId)) {
    if (membership.others === 0) {
      files.push(...(await deleteGroupIn(context, db, membership.group_id)));
    } else if (membership.role === 'admin' && membership.other_admins === 0) {
      const successor = await queries.successorIn(db, membership.group_id, memberId);
      if (successor) await queries.setRole(db, membership.group_id, successor, 'admin');
    }
  }
  await queries.uncountMember(db, memberId);
  return files;
};
