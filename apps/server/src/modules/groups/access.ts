/**
 * Who may see and do what in a group (issue 18): the one place that reads a group with the
 * viewer's standing in it. A hidden group the viewer is neither a member of nor invited to
 * answers exactly as an unknown one (404), unless they are a site moderator, who sees every group.
 */
import type { GroupPrivacy, GroupRole, GroupViewerState, ImageSize } from '@quad/contract';
import { groupText } from '@quad/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import { forbidden, notFound } from '../../infra/errors';
import { isId } from '../../infra/ids';
import { imageSizeOfUrl } from '../uploads/image-sizes';
import { moderatorCondition } from '../moderation/moderators';

export interface GroupRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  cover: string;
  /** The cover's size; null for the default one. */
  cover_size: ImageSize | null;
  kind: string;
  privacy: GroupPrivacy;
  college: string | null;
  rules: { title: string; text: string }[];
  questions: string[];
  post_approval: boolean;
  members_can_invite: boolean;
  member_count: number;
  created_at: Date | string;
}

export interface GroupAccess {
  group: GroupRow;
  state: GroupViewerState;
  /** The viewer's role when a member. */
  role: GroupRole | null;
  notify: string | null;
  /** The viewer is a site moderator (sees and moderates every group). */
  siteModerator: boolean;
  /** May see the posts and the member list. */
  canSeeContent: boolean;
  /** May approve requests, remove and pin posts and comments, remove members. */
  canModerate: boolean;
  /** May change settings and roles, delete the group. */
  canAdminister: boolean;
}

interface StandingRow extends GroupRow {
  role: GroupRole | null;
  notify: string | null;
  requested: boolean;
  invited: boolean;
  banned: boolean;
  site_moderator: boolean;
}

/**
 * The group (by slug, or by id with `by: 'id'`) with the viewer's standing and whether they are a
 * site moderator, in one statement; undefined if none.
 */
const readStanding = async (
  db: Queryable,
  config: Pick<AppContext['config'], 'moderatorEmails'>,
  viewerId: string,
  key: string,
  by: 'slug' | 'id',
  lock: boolean,
) => {
  const where = by === 'id' ? sql`g.id = ${key}::uuid` : sql`g.slug = ${key.toLowerCase()}`;
  const [row] = await selectRows<StandingRow>(
    db,
    sql`
    select g.id, g.slug, g.name, g.description, g.cover, ${imageSizeOfUrl(sql`g.cover`)} as cover_size,
      g.kind, g.privacy, g.college, g.rules,
      g.questions, g.post_approval, g.members_can_invite, g.member_count, g.created_at,
      m.role, m.notify,
      exists (select 1 from group_requests r where r.group_id = g.id and r.user_id = ${viewerId}::uuid) as requested,
      exists (select 1 from group_invitations i where i.group_id = g.id and i.invitee_id = ${viewerId}::uuid) as invited,
      exists (select 1 from group_bans b where b.group_id = g.id and b.user_id = ${viewerId}::uuid) as banned,
      ${moderatorCondition(config, sql`${viewerId}::uuid`)} as site_moderator
    from groups g
    left join group_members m on m.group_id = g.id and m.user_id = ${viewerId}::uuid
    where ${where}
    ${lock ? sql`for update of g` : sql``}`,
  );
  return row;
};

const stateOf = (row: StandingRow): GroupViewerState =>
  row.role
    ? 'member'
    : row.banned
      ? 'banned'
      : row.invited
        ? 'invited'
        : row.requested
          ? 'requested'
          : 'none';

/**
 * The group and what the viewer may do in it; 404 when it does not exist or is hidden from the
 * viewer. `lock` holds the group's row for the transaction (membership changes).
 */
export const groupAccess = async (
  context: Pick<AppContext, 'db' | 'config'>,
  viewerId: string,
  slugOrId: string,
  options: { db?: Queryable; by?: 'slug' | 'id'; lock?: boolean } = {},
): Promise<GroupAccess> => {
  const by = options.by ?? 'slug';
  if (by === 'id' && !isId(slugOrId)) throw notFound(groupText.unknownGroup);
  const row = await readStanding(
    options.db ?? context.db,
    context.config,
    viewerId,
    slugOrId,
    by,
    options.lock ?? false,
  );
  if (!row) throw notFound(groupText.unknownGroup);
  const siteModerator = row.site_moderator;
  const state = stateOf(row);
  const isMember = state === 'member';
  if (row.privacy === 'hidden' && !isMember && state !== 'invited' && !siteModerator) {
    throw notFound(groupText.unknownGroup);
  }
  const { role, notify } = row;
  const group: GroupRow = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    cover: row.cover,
    cover_size: row.cover_size,
    kind: row.kind,
    privacy: row.privacy,
    college: row.college,
    rules: row.rules,
    questions: row.questions,
    post_approval: row.post_approval,
    members_can_invite: row.members_can_invite,
    member_count: row.member_count,
    created_at: row.created_at,
  };
  const canModerate = siteModerator || role === 'admin' || role === 'moderator';
  return {
    group,
    state,
    role,
    notify,
    siteModerator,
    // A ban keeps a member out of a private group; a public one stays as open to them as to all.
    canSeeContent: isMember || siteModerator || row.privacy === 'public',
    canModerate,
    canAdminister: siteModerator || role === 'admin',
  };
};

/**
 * The id of the group with this slug if the viewer may see its posts, else null: a subquery for a
 * statement that reads the posts too, so that a page of them is one read. The rule is
 * canSeeContent's: a member, a site moderator, or anyone for a public group.
 */
export const contentGroupId = (
  config: Pick<AppContext['config'], 'moderatorEmails'>,
  viewerId: string,
  slug: string,
): SQL => sql`(
  select g.id from groups g
  where g.slug = ${slug.toLowerCase()} and (g.privacy = 'public'
    or exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ${viewerId}::uuid)
    or ${moderatorCondition(config, sql`${viewerId}::uuid`)}))`;

export const requireContent = (access: GroupAccess) => {
  if (!access.canSeeContent) throw forbidden(groupText.membersOnly);
  return access;
};

export const requireMember = (access: GroupAccess) => {
  if (access.state !== 'member') throw forbidden(groupText.membersOnly);
  return access;
};

export const requireModeration = (access: GroupAccess) => {
  if (!access.canModerate) throw forbidden(groupText.moderatorsOnly);
  return access;
};

export const requireAdministration = (access: GroupAccess) => {
  if (!access.canAdminister) throw forbidden(groupText.adminsOnly);
  return access;
};
