import { GROUPS_CREATED_PER_DAY, groupText } from '@quad/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, makeMember, type TestMember } from '../../../test/members';
import { nextLink, uploadImage } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { selectRows } from '../../db/rows';
import { minutes } from '../../infra/clock';
import { SITE_MODERATOR_EMAIL, join, joined, makeGroup, membersOf, viewGroup } from './test-groups';

let t: TestApp;
let siteModerator: TestMember;

beforeAll(async () => {
  t = await buildTestApp({ env: { MODERATOR_EMAILS: SITE_MODERATOR_EMAIL } });
  siteModerator = await makeMember(t, { first_name: 'Kim', email: SITE_MODERATOR_EMAIL });
});
afterAll(() => t.close());

const member = (first_name: string, overrides = {}) =>
  makeMember(t, { first_name, last_name: 'Tester', ...overrides });

const memberCount = async (slug: string) => {
  const [row] = await selectRows<{ member_count: number; actual: number }>(
    t.db,
    sql`select member_count, (select count(*)::int from group_members m where m.group_id = g.id) as actual
    from groups g where slug = ${slug}`,
  );
  expect(row?.member_count).toBe(row?.actual);
  return row?.member_count;
};

describe('createGroup', () => {
  it('makes the creator its first admin, with an address from its name', async () => {
    const ana = await member('Ana');
    const group = await makeGroup(t, ana, { name: 'Café  Society!', description: 'Coffee' });
    expect(group).toMatchObject({
      slug: 'cafe-society',
      name: 'Café  Society!',
      kind: 'club',
      privacy: 'public',
      memberCount: 1,
      viewerState: 'member',
      viewerRole: 'admin',
      notify: 'highlights',
      canSeeContent: true,
      canInvite: true,
      siteModerator: false,
    });
    expect(group.faces.map((face) => face._id)).toEqual([ana.id]);
    // The next group of that name gets an address of its own.
    const again = await makeGroup(t, ana, { name: 'Cafe society' });
    expect(again.slug).toBe('cafe-society-2');
  });

  it('never takes an address the app uses for its own pages', async () => {
    const ana = await member('Ana');
    for (const name of ['Mine', 'New', 'Suggestions']) {
      const group = await makeGroup(t, ana, { name });
      expect(['mine', 'new', 'suggestions']).not.toContain(group.slug);
      expect((await viewGroup(t, ana, group.slug)).status).toBe(200);
    }
  });

  it('is for verified members only', async () => {
    const unverified = await member('Uma', { verified: false });
    const response = await t.call('createGroup', {
      token: unverified.token,
      body: { name: 'Night owls', kind: 'interest', privacy: 'public' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: groupText.verifiedOnly });
  });

  it('makes College groups for site moderators only', async () => {
    const ana = await member('Ana');
    const refused = await t.call('createGroup', {
      token: ana.token,
      body: { name: 'Another college', kind: 'college', privacy: 'public' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: groupText.collegeOnlyModerators });
    const made = await makeGroup(t, siteModerator, { name: 'Graduate school', kind: 'college' });
    expect(made.kind).toBe('college');
  });

  it(`allows ${GROUPS_CREATED_PER_DAY} a day per member`, async () => {
    const limited = await buildTestApp({ database: t.database, rateLimit: true, clock: t.clock });
    try {
      const ana = await makeMember(limited, { first_name: 'Ana' });
      const create = () =>
        limited.call('createGroup', {
          token: ana.token,
          body: { name: 'Study group', kind: 'course', privacy: 'private' },
        });
      for (let count = 0; count < GROUPS_CREATED_PER_DAY; count += 1) {
        expect((await create()).status).toBe(201);
      }
      expect((await create()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses a name too short', async () => {
    const ana = await member('Ana');
    const response = await t.call('createGroup', {
      token: ana.token,
      body: { name: 'ab', kind: 'club', privacy: 'public' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: groupText.nameTooShort });
  });
});

describe('privacy', () => {
  let admin: TestMember;
  let insider: TestMember;
  let outsider: TestMember;
  let hidden: string;
  let privateSlug: string;

  beforeAll(async () => {
    admin = await member('Ada');
    insider = await member('Ines');
    outsider = await member('Otto');
    hidden = (await makeGroup(t, admin, { name: 'Secret society', privacy: 'hidden' })).slug;
    privateSlug = (
      await makeGroup(t, admin, {
        name: 'Quiet readers',
        privacy: 'private',
        description: 'Books',
      })
    ).slug;
    await joined(t, admin, insider, privateSlug);
  });

  it('answers a hidden group to an outsider exactly as an unknown one', async () => {
    const unknown = await viewGroup(t, outsider, 'no-such-group');
    expect(unknown.status).toBe(404);
    for (const call of [
      () => viewGroup(t, outsider, hidden),
      () => membersOf(t, outsider, hidden),
      () => join(t, outsider, hidden),
    ]) {
      const response = await call();
      expect(response.status).toBe(404);
      expect(response.body).toEqual(unknown.body);
    }
    const unknownMembers = await membersOf(t, outsider, 'no-such-group');
    expect(unknownMembers.body).toEqual(unknown.body);
    const search = await t.call('searchGroups', { token: outsider.token, query: { q: 'secret' } });
    expect(search.body).toEqual([]);
    const suggestions = await t.call('getGroupSuggestions', { token: outsider.token });
    expect(suggestions.text).not.toContain('Secret society');
  });

  it('shows a hidden group to its members, invitees and site moderators', async () => {
    const friend = await member('Fay');
    await befriend(t, admin, friend);
    const invited = await t.call('inviteToGroup', {
      token: admin.token,
      params: { slug: hidden },
      body: { userId: friend.id },
    });
    expect(invited.status, invited.text).toBe(200);
    const seen = await viewGroup(t, friend, hidden);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ viewerState: 'invited', canSeeContent: false, faces: [] });
    const search = await t.call('searchGroups', { token: friend.token, query: { q: 'secret' } });
    expect(search.body.map((group) => group.slug)).toEqual([hidden]);
    const moderator = await viewGroup(t, siteModerator, hidden);
    expect(moderator.body).toMatchObject({ siteModerator: true, canSeeContent: true });
    expect((await membersOf(t, siteModerator, hidden)).status).toBe(200);
    // Declining the invitation makes it unknown again.
    await t.call('declineGroupInvitation', { token: friend.token, params: { slug: hidden } });
    expect((await viewGroup(t, friend, hidden)).status).toBe(404);
  });

  it('shows a private group’s page to anyone, and its members only to members', async () => {
    const page = await viewGroup(t, outsider, privateSlug);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      name: 'Quiet readers',
      description: 'Books',
      memberCount: 2,
      canSeeContent: false,
      faces: [],
      viewerState: 'none',
    });
    const members = await membersOf(t, outsider, privateSlug);
    expect(members.status).toBe(403);
    expect(members.body).toEqual({ message: groupText.membersOnly });
    expect((await membersOf(t, insider, privateSlug)).status).toBe(200);
    const search = await t.call('searchGroups', { token: outsider.token, query: { q: 'quiet' } });
    expect(search.body.map((group) => group.slug)).toEqual([privateSlug]);
  });
});

describe('searchGroups', () => {
  it('ignores accents and case, filters by kind, and pages the most active first', async () => {
    const ana = await member('Ana');
    const zoe = (await makeGroup(t, ana, { name: 'Zoë’s Ñandú watchers', kind: 'interest' })).slug;
    const course = (await makeGroup(t, ana, { name: 'Nandu anatomy', kind: 'course' })).slug;
    const found = await t.call('searchGroups', { token: ana.token, query: { q: 'ÑANDU' } });
    expect(found.body.map((group) => group.slug).sort()).toEqual([course, zoe].sort());
    const courses = await t.call('searchGroups', {
      token: ana.token,
      query: { q: 'nandu', kind: 'course' },
    });
    expect(courses.body.map((group) => group.slug)).toEqual([course]);
    const described = await makeGroup(t, ana, {
      name: 'Bird people',
      description: 'We watch the ñandú',
    });
    const byDescription = await t.call('searchGroups', {
      token: ana.token,
      query: { q: 'nandu', kind: 'club' },
    });
    expect(byDescription.body.map((group) => group.slug)).toEqual([described.slug]);

    await t.db.execute(
      sql`update groups set last_post_at = now() + interval '1 day' where slug = ${course}`,
    );
    const first = await t.call('searchGroups', { token: ana.token, query: { limit: 1 } });
    expect(first.body.map((group) => group.slug)).toEqual([course]);
    const link = nextLink(first.headers);
    expect(link).toMatch(/^\/api\/v1\/groups\?cursor=.+&limit=1$/);
    const second = await t.inject<{ slug: string }[]>({
      method: 'GET',
      url: link ?? '',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(second.status).toBe(200);
    expect(second.body).toHaveLength(1);
    expect(second.body[0]?.slug).not.toBe(course);
  });
});

describe('getMyGroups and getGroupSuggestions', () => {
  it('lists the member’s groups, the latest joined first, by pages', async () => {
    const ana = await member('Ana');
    const owner = await member('Oz');
    const first = await makeGroup(t, owner, { name: 'First club' });
    const second = await makeGroup(t, owner, { name: 'Second club' });
    await joined(t, owner, ana, first.slug);
    t.clock.advance(minutes(1));
    await joined(t, owner, ana, second.slug);
    const page = await t.call('getMyGroups', { token: ana.token, query: { limit: 1 } });
    expect(page.body.map((group) => group.slug)).toEqual([second.slug]);
    expect(page.body[0]).toMatchObject({ viewerState: 'member', viewerRole: 'member' });
    const link = nextLink(page.headers);
    expect(link).toMatch(/^\/api\/v1\/groups\/mine\?cursor=/);
    const next = await t.inject<{ slug: string }[]>({
      method: 'GET',
      url: link ?? '',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(next.body.map((group) => group.slug)).toEqual([first.slug]);
  });

  it('suggests the college’s group and friends’ groups, never hidden, banned or joined', async () => {
    const ana = await member('Ana');
    const friend = await member('Fred');
    await befriend(t, ana, friend);
    const friends = await makeGroup(t, friend, { name: 'Fred’s private jazz', privacy: 'private' });
    const secret = await makeGroup(t, friend, { name: 'Fred’s secret jazz', privacy: 'hidden' });
    const mine = await makeGroup(t, friend, { name: 'Jazz I am in' });
    await joined(t, friend, ana, mine.slug);
    const banning = await makeGroup(t, friend, { name: 'Jazz that banned me' });
    await joined(t, friend, ana, banning.slug);
    await t.call('removeGroupMember', {
      token: friend.token,
      params: { slug: banning.slug, userId: ana.id },
      body: { ban: true },
    });
    const suggestions = await t.call('getGroupSuggestions', { token: ana.token });
    const slugs = suggestions.body.map((group) => group.slug);
    const [college] = await selectRows<{ slug: string }>(
      t.db,
      sql`select slug from groups where college = ${ana.college}`,
    );
    expect(slugs[0]).toBe(college?.slug);
    expect(slugs).toContain(friends.slug);
    expect(slugs).not.toContain(secret.slug);
    expect(slugs).not.toContain(mine.slug);
    expect(slugs).not.toContain(banning.slug);
  });
});

describe('updateGroup and updateGroupCover', () => {
  it('lets admins change settings, rules, questions and the address, and logs it', async () => {
    const ada = await member('Ada');
    const mod = await member('Mo');
    const group = await makeGroup(t, ada, { name: 'Chess club' });
    await joined(t, ada, mod, group.slug);
    await t.call('setGroupMemberRole', {
      token: ada.token,
      params: { slug: group.slug, userId: mod.id },
      body: { role: 'moderator' },
    });
    const refused = await t.call('updateGroup', {
      token: mod.token,
      params: { slug: group.slug },
      body: { name: 'Mo’s club' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: groupText.adminsOnly });

    const updated = await t.call('updateGroup', {
      token: ada.token,
      params: { slug: group.slug },
      body: {
        slug: 'chess-masters',
        privacy: 'private',
        questions: ['Your rating?'],
        rules: [{ title: 'Be kind', text: 'No gloating.' }],
        postApproval: true,
        membersCanInvite: false,
      },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      slug: 'chess-masters',
      privacy: 'private',
      questions: ['Your rating?'],
      rules: [{ title: 'Be kind', text: 'No gloating.' }],
      postApproval: true,
      membersCanInvite: false,
    });
    expect((await viewGroup(t, ada, group.slug)).status).toBe(404);

    const other = await makeGroup(t, ada, { name: 'Go club' });
    const taken = await t.call('updateGroup', {
      token: ada.token,
      params: { slug: other.slug },
      body: { slug: 'chess-masters' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: groupText.slugTaken });

    const log = await t.call('getGroupLog', {
      token: mod.token,
      params: { slug: 'chess-masters' },
    });
    expect(log.body.map((entry) => entry.action)).toEqual(['update_settings', 'set_role']);
    expect(log.body[0]?.actor).toEqual({ _id: ada.id, name: 'Ada Tester' });
  });

  it('sets the cover to an image the admin uploaded, and nobody else’s', async () => {
    const ada = await member('Ada');
    const eve = await member('Eve');
    const group = await makeGroup(t, ada, { name: 'Photo club' });
    const mine = await uploadImage(t, ada, 'cover_pictures');
    const theirs = await uploadImage(t, eve, 'cover_pictures');
    const set = await t.call('updateGroupCover', {
      token: ada.token,
      params: { slug: group.slug },
      body: { url: mine },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.cover).toBe(mine);
    const other = await t.call('updateGroupCover', {
      token: ada.token,
      params: { slug: group.slug },
      body: { url: theirs },
    });
    expect(other.status).toBe(403);
    const foreign = await t.call('updateGroupCover', {
      token: ada.token,
      params: { slug: group.slug },
      body: { url: 'https://elsewhere.example/a.jpg' },
    });
    expect(foreign.status).toBe(400);
    await joined(t, ada, eve, group.slug);
    const notAdmin = await t.call('updateGroupCover', {
      token: eve.token,
      params: { slug: group.slug },
      body: { url: theirs },
    });
    expect(notAdmin.status).toBe(403);
  });
});

describe('deleteGroup', () => {
  it('is for admins (and site moderators), and then the group is unknown', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const group = await makeGroup(t, ada, { name: 'Short-lived club' });
    await joined(t, ada, bo, group.slug);
    const refused = await t.call('deleteGroup', { token: bo.token, params: { slug: group.slug } });
    expect(refused.status).toBe(403);
    const deleted = await t.call('deleteGroup', { token: ada.token, params: { slug: group.slug } });
    expect(deleted.status).toBe(200);
    expect((await viewGroup(t, bo, group.slug)).status).toBe(404);
    const other = await makeGroup(t, ada, { name: 'Moderated away' });
    const bySite = await t.call('deleteGroup', {
      token: siteModerator.token,
      params: { slug: other.slug },
    });
    expect(bySite.status).toBe(200);
  });
});

describe('joining', () => {
  let admin: TestMember;
  beforeAll(async () => {
    admin = await member('Ada');
  });

  it('joins a public group at once and keeps the count', async () => {
    const bo = await member('Bo');
    const group = await makeGroup(t, admin, { name: 'Open mic' });
    const answer = await join(t, bo, group.slug);
    expect(answer.body).toEqual({ viewerState: 'member' });
    expect(await memberCount(group.slug)).toBe(2);
    const again = await join(t, bo, group.slug);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: groupText.alreadyMember });
  });

  it('asks to join a private group with the answers; the admin approves', async () => {
    const bo = await member('Bo');
    const group = await makeGroup(t, admin, {
      name: 'Private choir',
      privacy: 'private',
      questions: ['Which voice?', 'Can you read music?'],
    });
    const missing = await join(t, bo, group.slug, ['Alto']);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: groupText.answersRequired });
    const blank = await join(t, bo, group.slug, ['Alto', '   ']);
    expect(blank.status).toBe(400);
    const asked = await join(t, bo, group.slug, ['Alto', 'Yes']);
    expect(asked.body).toEqual({ viewerState: 'requested' });
    expect((await viewGroup(t, bo, group.slug)).body.viewerState).toBe('requested');

    const bystander = await member('Cy');
    await joined(t, admin, bystander, group.slug);
    const notModerator = await t.call('getGroupRequests', {
      token: bystander.token,
      params: { slug: group.slug },
    });
    expect(notModerator.status).toBe(403);
    expect(notModerator.body).toEqual({ message: groupText.moderatorsOnly });

    const requests = await t.call('getGroupRequests', {
      token: admin.token,
      params: { slug: group.slug },
    });
    expect(requests.body).toEqual([
      {
        user: expect.objectContaining({ _id: bo.id }),
        answers: [
          { question: 'Which voice?', answer: 'Alto' },
          { question: 'Can you read music?', answer: 'Yes' },
        ],
        createdAt: expect.any(String),
      },
    ]);
    const approved = await t.call('approveGroupRequest', {
      token: admin.token,
      params: { slug: group.slug, userId: bo.id },
    });
    expect(approved.status).toBe(200);
    expect((await viewGroup(t, bo, group.slug)).body).toMatchObject({
      viewerState: 'member',
      canSeeContent: true,
    });
    const notices = await t.call('getNotifications', { token: bo.token });
    expect(notices.body[0]).toMatchObject({
      kind: 'group_request_approved',
      actor: expect.objectContaining({ _id: admin.id }),
      group: { _id: group._id, slug: group.slug, name: 'Private choir' },
    });
    const log = await t.call('getGroupLog', { token: admin.token, params: { slug: group.slug } });
    expect(log.body[0]).toMatchObject({
      action: 'approve_request',
      subject: { _id: bo.id, name: 'Bo Tester' },
    });
    expect(await memberCount(group.slug)).toBe(3);
  });

  it('lets the requester cancel, and a moderator decline', async () => {
    const bo = await member('Bo');
    const cy = await member('Cy');
    const group = await makeGroup(t, admin, { name: 'Private poets', privacy: 'private' });
    await join(t, bo, group.slug);
    const cancelled = await t.call('cancelGroupRequest', {
      token: bo.token,
      params: { slug: group.slug },
    });
    expect(cancelled.body).toEqual({ viewerState: 'none' });
    const nothing = await t.call('cancelGroupRequest', {
      token: bo.token,
      params: { slug: group.slug },
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toEqual({ message: groupText.notRequested });

    await join(t, cy, group.slug);
    const declined = await t.call('declineGroupRequest', {
      token: admin.token,
      params: { slug: group.slug, userId: cy.id },
    });
    expect(declined.status).toBe(200);
    expect((await viewGroup(t, cy, group.slug)).body.viewerState).toBe('none');
    const again = await t.call('approveGroupRequest', {
      token: admin.token,
      params: { slug: group.slug, userId: cy.id },
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: groupText.noRequest });
  });

  it('refuses unverified members and banned members', async () => {
    const unverified = await member('Uma', { verified: false });
    const group = await makeGroup(t, admin, { name: 'Careful club' });
    const refused = await join(t, unverified, group.slug);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: groupText.verifiedOnly });

    const bo = await member('Bo');
    await joined(t, admin, bo, group.slug);
    await t.call('removeGroupMember', {
      token: admin.token,
      params: { slug: group.slug, userId: bo.id },
      body: { ban: true, reason: 'Spam' },
    });
    const banned = await join(t, bo, group.slug);
    expect(banned.status).toBe(403);
    expect(banned.body).toEqual({ message: groupText.banned });
    expect((await viewGroup(t, bo, group.slug)).body.viewerState).toBe('banned');
  });
});

describe('invitations', () => {
  it('lets members invite friends, who join at once in any privacy', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const cy = await member('Cy');
    const stranger = await member('Sol');
    await befriend(t, bo, cy);
    const group = await makeGroup(t, ada, { name: 'Hidden hikers', privacy: 'hidden' });
    await befriend(t, ada, bo);
    const invite = (from: TestMember, userId: string, slug = group.slug) =>
      t.call('inviteToGroup', { token: from.token, params: { slug }, body: { userId } });
    expect((await invite(ada, bo.id)).status).toBe(200);
    const notices = await t.call('getNotifications', { token: bo.token });
    expect(notices.body[0]).toMatchObject({
      kind: 'group_invitation',
      group: { _id: group._id, slug: group.slug, name: 'Hidden hikers' },
    });
    expect((await join(t, bo, group.slug)).body).toEqual({ viewerState: 'member' });
    // Accepting withdraws the invitation's notice.
    const after = await t.call('getNotifications', { token: bo.token });
    expect(after.body.filter((each) => each.kind === 'group_invitation')).toEqual([]);

    // Only friends, not a stranger nor a member, and not by a non-member.
    const notFriend = await invite(bo, stranger.id);
    expect(notFriend.status).toBe(400);
    expect(notFriend.body).toEqual({ message: groupText.notInvitable });
    expect((await invite(bo, ada.id)).status).toBe(400);
    const outsider = await invite(cy, bo.id);
    expect(outsider.status).toBe(404);
    expect((await invite(bo, cy.id)).status).toBe(200);

    // Admins can keep invitations to themselves.
    await t.call('updateGroup', {
      token: ada.token,
      params: { slug: group.slug },
      body: { membersCanInvite: false },
    });
    const dee = await member('Dee');
    await befriend(t, bo, dee);
    const adminsOnly = await invite(bo, dee.id);
    expect(adminsOnly.status).toBe(403);
    expect(adminsOnly.body).toEqual({ message: groupText.invitesByAdminsOnly });
    expect((await viewGroup(t, bo, group.slug)).body.canInvite).toBe(false);
  });

  it('is refused with a member blocked either way, as an unknown member', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    await befriend(t, ada, bo);
    const group = await makeGroup(t, ada, { name: 'Block party' });
    await t.call('blockMember', { token: bo.token, params: { id: ada.id } });
    const response = await t.call('inviteToGroup', {
      token: ada.token,
      params: { slug: group.slug },
      body: { userId: bo.id },
    });
    expect(response.status).toBe(404);
  });

  it('can be declined, which withdraws its notice', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    await befriend(t, ada, bo);
    const group = await makeGroup(t, ada, { name: 'Private painters', privacy: 'private' });
    await t.call('inviteToGroup', {
      token: ada.token,
      params: { slug: group.slug },
      body: { userId: bo.id },
    });
    const declined = await t.call('declineGroupInvitation', {
      token: bo.token,
      params: { slug: group.slug },
    });
    expect(declined.body).toEqual({ viewerState: 'none' });
    const notices = await t.call('getNotifications', { token: bo.token });
    expect(notices.body.filter((each) => each.kind === 'group_invitation')).toEqual([]);
    const again = await t.call('declineGroupInvitation', {
      token: bo.token,
      params: { slug: group.slug },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: groupText.notInvited });
  });
});

describe('members, roles and leaving', () => {
  it('lists admins and moderators first, then members, by joining; searches names', async () => {
    const ada = await member('Ada');
    const group = await makeGroup(t, ada, { name: 'Ordered club' });
    const [bo, cy, dee] = [await member('Bo'), await member('Cy'), await member('Dée')];
    for (const each of [bo, cy, dee]) {
      t.clock.advance(minutes(1));
      await joined(t, ada, each, group.slug);
    }
    await t.call('setGroupMemberRole', {
      token: ada.token,
      params: { slug: group.slug, userId: dee.id },
      body: { role: 'moderator' },
    });
    const list = await membersOf(t, bo, group.slug);
    expect(list.body.map((row) => [row._id, row.role])).toEqual([
      [ada.id, 'admin'],
      [dee.id, 'moderator'],
      [bo.id, 'member'],
      [cy.id, 'member'],
    ]);
    const page = await t.call('getGroupMembers', {
      token: bo.token,
      params: { slug: group.slug },
      query: { limit: 2 },
    });
    expect(page.body.map((row) => row._id)).toEqual([ada.id, dee.id]);
    const next = await t.inject<{ _id: string }[]>({
      method: 'GET',
      url: nextLink(page.headers) ?? '',
      headers: { authorization: `Bearer ${bo.token}` },
    });
    expect(next.body.map((row) => row._id)).toEqual([bo.id, cy.id]);
    const searched = await membersOf(t, bo, group.slug, 'DEE');
    expect(searched.body.map((row) => row._id)).toEqual([dee.id]);
  });

  it('tells a member made admin or moderator, and only admins change roles', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const cy = await member('Cy');
    const group = await makeGroup(t, ada, { name: 'Role club' });
    await joined(t, ada, bo, group.slug);
    await joined(t, ada, cy, group.slug);
    const set = (by: TestMember, userId: string, role: 'admin' | 'moderator' | 'member') =>
      t.call('setGroupMemberRole', {
        token: by.token,
        params: { slug: group.slug, userId },
        body: { role },
      });
    expect((await set(ada, bo.id, 'moderator')).status).toBe(200);
    const notices = await t.call('getNotifications', { token: bo.token });
    expect(notices.body[0]).toMatchObject({ kind: 'group_role', role: 'moderator' });
    expect((await set(bo, cy.id, 'moderator')).status).toBe(403);
    const own = await set(ada, ada.id, 'member');
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ message: groupText.ownRole });
    const outsider = await member('Oz');
    expect((await set(ada, outsider.id, 'admin')).status).toBe(404);
    const log = await t.call('getGroupLog', { token: bo.token, params: { slug: group.slug } });
    expect(log.body[0]).toMatchObject({ action: 'set_role', reason: 'moderator' });
  });

  it('lets moderators remove members but not admins, and bans them if asked', async () => {
    const ada = await member('Ada');
    const mo = await member('Mo');
    const bo = await member('Bo');
    const group = await makeGroup(t, ada, { name: 'Strict club', privacy: 'private' });
    for (const each of [mo, bo]) await joined(t, ada, each, group.slug);
    await t.call('setGroupMemberRole', {
      token: ada.token,
      params: { slug: group.slug, userId: mo.id },
      body: { role: 'moderator' },
    });
    const remove = (by: TestMember, userId: string, ban = false) =>
      t.call('removeGroupMember', {
        token: by.token,
        params: { slug: group.slug, userId },
        body: { ban, reason: 'Rule 1' },
      });
    const adminRemoved = await remove(mo, ada.id);
    expect(adminRemoved.status).toBe(403);
    expect(adminRemoved.body).toEqual({ message: groupText.adminsOnly });
    expect((await remove(bo, mo.id)).status).toBe(403);
    expect((await remove(mo, bo.id, true)).status).toBe(200);
    expect(await memberCount(group.slug)).toBe(2);
    expect((await viewGroup(t, bo, group.slug)).body).toMatchObject({
      viewerState: 'banned',
      canSeeContent: false,
    });
    const bans = await t.call('getGroupBans', { token: mo.token, params: { slug: group.slug } });
    expect(bans.body.map((row) => row._id)).toEqual([bo.id]);
    expect(
      (await t.call('getGroupBans', { token: bo.token, params: { slug: group.slug } })).status,
    ).toBe(403);
    const log = await t.call('getGroupLog', { token: ada.token, params: { slug: group.slug } });
    expect(log.body[0]).toMatchObject({ action: 'ban_member', reason: 'Rule 1' });

    const unbanned = await t.call('unbanGroupMember', {
      token: mo.token,
      params: { slug: group.slug, userId: bo.id },
    });
    expect(unbanned.status).toBe(200);
    expect((await join(t, bo, group.slug, [])).body).toEqual({ viewerState: 'requested' });
    const twice = await t.call('unbanGroupMember', {
      token: mo.token,
      params: { slug: group.slug, userId: bo.id },
    });
    expect(twice.status).toBe(404);
  });

  it('lets site moderators act on any group', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const group = await makeGroup(t, ada, { name: 'Watched club' });
    await joined(t, ada, bo, group.slug);
    const removed = await t.call('removeGroupMember', {
      token: siteModerator.token,
      params: { slug: group.slug, userId: ada.id },
      body: { ban: false },
    });
    expect(removed.status).toBe(200);
    const log = await t.call('getGroupLog', {
      token: siteModerator.token,
      params: { slug: group.slug },
    });
    expect(log.body[0]).toMatchObject({
      action: 'remove_member',
      actor: { _id: siteModerator.id },
    });
  });

  it('makes the last admin name a member who becomes admin before leaving', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const group = await makeGroup(t, ada, { name: 'Handover club' });
    await joined(t, ada, bo, group.slug);
    const leave = (who: TestMember, successorId?: string) =>
      t.call('leaveGroup', {
        token: who.token,
        params: { slug: group.slug },
        body: successorId ? { successorId } : {},
      });
    const refused = await leave(ada);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: groupText.lastAdmin });
    const outsider = await member('Oz');
    const wrong = await leave(ada, outsider.id);
    expect(wrong.body).toEqual({ message: groupText.successorNotMember });
    const left = await leave(ada, bo.id);
    expect(left.body).toEqual({ viewerState: 'none' });
    expect((await viewGroup(t, bo, group.slug)).body.viewerRole).toBe('admin');
    expect(await memberCount(group.slug)).toBe(1);
    // The last one leaves an empty group behind, which a site moderator can delete.
    expect((await leave(bo)).status).toBe(200);
    expect(await memberCount(group.slug)).toBe(0);
  });

  it('sets which posts notify a member', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const group = await makeGroup(t, ada, { name: 'Noisy club' });
    const refused = await t.call('setGroupNotifications', {
      token: bo.token,
      params: { slug: group.slug },
      body: { notify: 'all' },
    });
    expect(refused.status).toBe(403);
    const set = await t.call('setGroupNotifications', {
      token: ada.token,
      params: { slug: group.slug },
      body: { notify: 'off' },
    });
    expect(set.body.notify).toBe('off');
  });

  it('hides blocked members from the members list', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const group = await makeGroup(t, ada, { name: 'Blocked club' });
    await joined(t, ada, bo, group.slug);
    await t.call('blockMember', { token: ada.token, params: { id: bo.id } });
    for (const [viewer, hidden] of [
      [ada, bo],
      [bo, ada],
    ] as const) {
      const list = await membersOf(t, viewer, group.slug);
      expect(list.text).not.toContain(hidden.id);
      expect((await viewGroup(t, viewer, group.slug)).text).not.toContain(hidden.id);
    }
  });
});
