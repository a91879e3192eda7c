import { COLLEGES } from '@quad/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD } from '../../../test/factories';
import { makeMember, type TestMember } from '../../../test/members';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { selectRows } from '../../db/rows';
import { minutes } from '../../infra/clock';
import { joined, makeGroup, viewGroup } from './test-groups';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const collegeGroups = () =>
  selectRows<{ slug: string; name: string; college: string; privacy: string; kind: string }>(
    t.db,
    sql`select slug, name, college, privacy, kind from groups where college is not null order by name`,
  );

const collegeSlug = async (college: string) => {
  const [row] = await selectRows<{ slug: string }>(
    t.db,
    sql`select slug from groups where college = ${college}`,
  );
  if (!row) throw new Error(`no group for ${college}`);
  return row.slug;
};

const roleIn = async (slug: string, memberId: string) => {
  const [row] = await selectRows<{ role: string }>(
    t.db,
    sql`select m.role from group_members m join groups g on g.id = m.group_id
    where g.slug = ${slug} and m.user_id = ${memberId}::uuid`,
  );
  return row?.role;
};

describe('College groups', () => {
  it('are made at start-up, one public group per college named exactly like it', async () => {
    const groups = await collegeGroups();
    expect(groups.map((group) => group.name)).toEqual([...COLLEGES].sort());
    for (const group of groups) {
      expect(group).toMatchObject({ name: group.college, privacy: 'public', kind: 'college' });
    }
  });

  it('are made once, however many processes start', async () => {
    const [second, third] = await Promise.all([
      buildTestApp({ database: t.database, clock: t.clock }),
      buildTestApp({ database: t.database, clock: t.clock }),
    ]);
    await Promise.all([second?.close(), third?.close()]);
    expect(await collegeGroups()).toHaveLength(COLLEGES.length);
  });

  it('take in a member when they verify their e-mail', async () => {
    const college = COLLEGES[2];
    const member = await signUp(t, { ccu_college: college });
    const slug = await collegeSlug(college);
    expect(await roleIn(slug, member.user.id)).toBeUndefined();
    const activated = await t.call('activate', {
      token: member.token,
      body: { token: member.activationToken },
    });
    expect(activated.status, activated.text).toBe(200);
    expect(await roleIn(slug, member.user.id)).toBe('member');
    const mine = await t.call('getMyGroups', { token: member.token });
    expect(mine.body.map((group) => group.name)).toEqual([college]);
  });

  it('take in a member who changes their college in Edit Details; the old one is kept', async () => {
    const member = await makeMember(t, { college: COLLEGES[0] });
    const [before, after] = [await collegeSlug(COLLEGES[0]), await collegeSlug(COLLEGES[4])];
    await joined(t, member, member, before);
    const details = (college: string) =>
      t.call('updateDetails', { token: member.token, body: { infos: { college } } });
    expect((await details(COLLEGES[4])).status).toBe(200);
    expect(await roleIn(after, member.id)).toBe('member');
    expect(await roleIn(before, member.id)).toBe('member');

    // Leavable: saving the details again does not bring them back.
    const left = await t.call('leaveGroup', {
      token: member.token,
      params: { slug: after },
      body: {},
    });
    expect(left.status, left.text).toBe(200);
    expect((await details(COLLEGES[4])).status).toBe(200);
    expect(await roleIn(after, member.id)).toBeUndefined();
    // A college that is not one of the community's joins nothing.
    expect((await details('Night school')).status).toBe(200);
  });
});

describe('deleting an account', () => {
  const deleteAccount = (member: TestMember) =>
    t.call('deleteAccount', { token: member.token, body: { password: TEST_PASSWORD } });

  it('hands each group to the longest-serving admin, else moderator, else member', async () => {
    const owner = await makeMember(t, { first_name: 'Olga' });
    const [early, late, moderator] = [
      await makeMember(t, { first_name: 'Early' }),
      await makeMember(t, { first_name: 'Late' }),
      await makeMember(t, { first_name: 'Mod' }),
    ];
    const toMember = await makeGroup(t, owner, { name: 'Members inherit' });
    const toModerator = await makeGroup(t, owner, { name: 'Moderators inherit' });
    for (const each of [early, late, moderator]) {
      t.clock.advance(minutes(1));
      await joined(t, owner, each, toMember.slug);
      await joined(t, owner, each, toModerator.slug);
    }
    await t.call('setGroupMemberRole', {
      token: owner.token,
      params: { slug: toModerator.slug, userId: moderator.id },
      body: { role: 'moderator' },
    });
    const alone = await makeGroup(t, owner, { name: 'Only me here' });

    expect((await deleteAccount(owner)).status).toBe(200);
    expect(await roleIn(toMember.slug, early.id)).toBe('admin');
    expect(await roleIn(toMember.slug, late.id)).toBe('member');
    expect(await roleIn(toModerator.slug, moderator.id)).toBe('admin');
    expect(await roleIn(toModerator.slug, early.id)).toBe('member');
    expect((await viewGroup(t, early, toMember.slug)).body.memberCount).toBe(3);
    expect((await viewGroup(t, early, alone.slug)).status).toBe(404);
  });

  it('leaves a group with another admin as it is', async () => {
    const [one, two, three] = [
      await makeMember(t, { first_name: 'One' }),
      await makeMember(t, { first_name: 'Two' }),
      await makeMember(t, { first_name: 'Three' }),
    ];
    const group = await makeGroup(t, one, { name: 'Two admins' });
    await joined(t, one, three, group.slug);
    t.clock.advance(minutes(1));
    await joined(t, one, two, group.slug);
    await t.call('setGroupMemberRole', {
      token: one.token,
      params: { slug: group.slug, userId: two.id },
      body: { role: 'admin' },
    });
    expect((await deleteAccount(one)).status).toBe(200);
    expect(await roleIn(group.slug, two.id)).toBe('admin');
    expect(await roleIn(group.slug, three.id)).toBe('member');
    expect((await viewGroup(t, two, group.slug)).body.memberCount).toBe(2);
  });
});
