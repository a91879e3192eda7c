/**
 * Groups for tests, inserted as rows (the groups module's own calls are tested in its folder):
 * a group with its first admin, and its members with a role and a notification setting.
 */
import type {
  GroupKind,
  GroupNotifySetting,
  GroupPrivacy,
  GroupRole,
  GroupRule,
} from '@quad/contract';
import { eq, sql } from 'drizzle-orm';
import { groupMembers, groups } from '../src/db/schema';
import { newId } from '../src/infra/ids';
import type { TestMember } from './members';
import type { TestApp } from './test-app';

export interface TestGroup {
  id: string;
  slug: string;
  name: string;
  privacy: GroupPrivacy;
}

export interface GroupOverrides {
  name?: string;
  slug?: string;
  kind?: GroupKind;
  privacy?: GroupPrivacy;
  rules?: GroupRule[];
  postApproval?: boolean;
}

/** A group whose first admin is `admin`; public unless said otherwise. */
export const makeGroup = async (
  t: TestApp,
  admin: TestMember,
  overrides: GroupOverrides = {},
): Promise<TestGroup> => {
  const id = newId();
  const name = overrides.name ?? `Group ${id.slice(-6)}`;
  const slug = overrides.slug ?? `group-${id.slice(-12)}`;
  const privacy = overrides.privacy ?? 'public';
  await t.db.insert(groups).values({
    id,
    slug,
    name,
    kind: overrides.kind ?? 'club',
    privacy,
    rules: overrides.rules ?? [],
    postApproval: overrides.postApproval ?? false,
    searchText: name.toLowerCase(),
    createdBy: admin.id,
    createdAt: t.clock.now(),
  });
  await addGroupMember(t, { id }, admin, { role: 'admin' });
  return { id, slug, name, privacy };
};

/** Makes the member a member of the group (a member with Highlights unless said otherwise). */
export const addGroupMember = async (
  t: TestApp,
  group: { id: string },
  member: TestMember,
  options: { role?: GroupRole; notify?: GroupNotifySetting } = {},
) => {
  await t.db.insert(groupMembers).values({
    groupId: group.id,
    userId: member.id,
    role: options.role ?? 'member',
    notify: options.notify ?? 'highlights',
    joinedAt: t.clock.now(),
  });
  await t.db
    .update(groups)
    .set({ memberCount: sql`${groups.memberCount} + 1` })
    .where(eq(groups.id, group.id));
};
