/**
 * A group's reports from each side (issue 18 §3): its admin and moderator see the reports of its
 * posts and comments and act on them; a member is refused (403), a non-member of a private group
 * too, and a hidden group is unknown to them (404); a site moderator sees every group's. Removing
 * closes the reports for the site's moderators; the group's dismissal only hides them from the
 * group's list. A report tells the group's admins and moderators once per item waiting for
 * review, naming no reporter; a site moderator reads a reported post wherever it was posted.
 */
import { groupText, type ReportReason } from '@quad/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postEvent } from '../../../test/events';
import { addGroupMember, makeGroup, type TestGroup } from '../../../test/groups';
import { makeMember, type TestMember } from '../../../test/members';
import { comment, makePost, MISSING_ID, nextLink } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { blocks, groupActions, moderators, reports } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const RULES = [{ title: 'Be kind', text: 'No insults.' }];

let admin: TestMember;
let moderator: TestMember;
let member: TestMember;
let reporter: TestMember;
let outsider: TestMember;
beforeEach(async () => {
  [admin, moderator, member, reporter, outsider] = (await Promise.all(
    ['Ada', 'Moe', 'Mia', 'Rex', 'Otto'].map((first_name) => makeMember(t, { first_name })),
  )) as [TestMember, TestMember, TestMember, TestMember, TestMember];
});

/** Ada its admin, Moe its moderator, Mia and Rex members; Otto outside. */
const groupOf = async (privacy: TestGroup['privacy'] = 'public') => {
  const group = await makeGroup(t, admin, { rules: RULES, privacy });
  await addGroupMember(t, group, moderator, { role: 'moderator' });
  await addGroupMember(t, group, member);
  await addGroupMember(t, group, reporter);
  return group;
};

const report = async (
  by: TestMember,
  kind: 'post' | 'comment',
  id: string,
  reason: ReportReason = 'spam',
) => {
  const response = await t.call('reportItem', { token: by.token, body: { kind, id, reason } });
  expect(response.status, response.text).toBe(201);
};

const listOf = (group: TestGroup, viewer: TestMember, query: { cursor?: string } = {}) =>
  t.call('getGroupReports', {
    token: viewer.token,
    params: { slug: group.slug },
    query: { limit: 20, ...query },
  });

const itemIds = async (group: TestGroup, viewer: TestMember) => {
  const response = await listOf(group, viewer);
  expect(response.status, response.text).toBe(200);
  return response.body.map((entry) => entry.itemId);
};

const commentOn = async (author: TestMember, postId: string, text: string) => {
  const response = await comment(t, author, postId, text);
  const made = response.body.find((each) => each.comment === text);
  if (!made) throw new Error('the comment was not made');
  return made._id;
};

const siteQueue = async (viewer: TestMember) => {
  const response = await t.call('getReportQueue', { token: viewer.token });
  expect(response.status, response.text).toBe(200);
  return response.body.map((entry) => entry.item_id);
};

const dismiss = (group: TestGroup, viewer: TestMember, kind: 'post' | 'comment', id: string) =>
  t.call('dismissGroupReports', { token: viewer.token, params: { slug: group.slug, kind, id } });

describe("a group's reports", () => {
  it('lists its reported posts and comments for its admin and moderator, the latest reported first', async () => {
    const group = await groupOf();
    const post = await makePost(t, member, { text: 'Buy my stuff '.repeat(40), group: group.id });
    const commentId = await commentOn(member, post._id, 'You are all fools');
    const elsewhere = await makePost(t, member, { text: 'Not in the group' });
    await report(reporter, 'post', post._id, 'spam');
    await report(moderator, 'post', post._id, 'spam');
    await report(admin, 'post', post._id, 'harassment');
    t.clock.advance(1000);
    await report(reporter, 'comment', commentId, 'harassment');
    await report(reporter, 'post', elsewhere._id);

    for (const viewer of [admin, moderator]) {
      const response = await listOf(group, viewer);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toHaveLength(2);
      const [first, second] = response.body;
      expect(first).toMatchObject({
        kind: 'comment',
        itemId: commentId,
        postId: post._id,
        excerpt: 'You are all fools',
        photoCount: 0,
        reportCount: 1,
        reasons: [{ reason: 'harassment', count: 1 }],
        author: { _id: member.id, first_name: 'Mia' },
      });
      expect(second).toMatchObject({
        kind: 'post',
        itemId: post._id,
        postId: post._id,
        reportCount: 3,
        reasons: [
          { reason: 'spam', count: 2 },
          { reason: 'harassment', count: 1 },
        ],
      });
      expect(second?.excerpt).toHaveLength(280);
      expect(second?.excerpt.endsWith('…')).toBe(true);
      // The reporters are not named to the group's moderators.
      expect(response.text).not.toContain(reporter.id);
    }
  });

  it('pages by cursor with a Link header', async () => {
    const group = await groupOf();
    const made: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      const post = await makePost(t, member, { text, group: group.id });
      await report(reporter, 'post', post._id);
      made.unshift(post._id);
      t.clock.advance(1000);
    }
    const first = await t.call('getGroupReports', {
      token: admin.token,
      params: { slug: group.slug },
      query: { limit: 2 },
    });
    expect(first.body.map((entry) => entry.itemId)).toEqual(made.slice(0, 2));
    const next = nextLink(first.headers);
    expect(next).toContain(`/groups/${group.slug}/reports?`);
    const cursor = new URLSearchParams(next?.split('?')[1]).get('cursor') ?? '';
    const second = await listOf(group, admin, { cursor });
    expect(second.body.map((entry) => entry.itemId)).toEqual(made.slice(2));
    expect(nextLink(second.headers)).toBeUndefined();
    expect((await listOf(group, admin, { cursor: 'nonsense' })).status).toBe(400);
  });

  it('is refused to members (403) and non-members of a private group (403); a hidden group is unknown (404)', async () => {
    for (const privacy of ['public', 'private', 'hidden'] as const) {
      const group = await groupOf(privacy);
      const post = await makePost(t, member, { text: 'Reported', group: group.id });
      await report(reporter, 'post', post._id);
      const asMember = await listOf(group, member);
      expect(asMember.status).toBe(403);
      expect(asMember.body).toEqual({ message: groupText.moderatorsOnly });
      expect((await dismiss(group, member, 'post', post._id)).status).toBe(403);
      const outside = await listOf(group, outsider);
      const dismissedOutside = await dismiss(group, outsider, 'post', post._id);
      if (privacy === 'hidden') {
        expect(outside.status).toBe(404);
        expect(outside.body).toEqual({ message: groupText.unknownGroup });
        expect(dismissedOutside.status).toBe(404);
      } else {
        expect(outside.status).toBe(403);
        expect(dismissedOutside.status).toBe(403);
      }
      expect(outside.text).not.toContain(post._id);
    }
    expect((await listOf({ slug: 'no-such-group' } as TestGroup, admin)).status).toBe(404);
  });

  it('is open to site moderators in every group, hidden ones included', async () => {
    const group = await groupOf('hidden');
    const post = await makePost(t, member, { text: 'Reported', group: group.id });
    await report(reporter, 'post', post._id);
    await t.db.insert(moderators).values({ userId: outsider.id });
    expect(await itemIds(group, outsider)).toEqual([post._id]);
    expect((await dismiss(group, outsider, 'post', post._id)).status).toBe(200);
    expect(await itemIds(group, admin)).toEqual([]);
  });

  it('leaves out what a block or a hidden report keeps from the viewer', async () => {
    const group = await groupOf();
    const post = await makePost(t, member, { text: 'Reported', group: group.id });
    await report(reporter, 'post', post._id);
    await t.db.insert(blocks).values({ blockerId: member.id, blockedId: moderator.id });
    expect(await itemIds(group, moderator)).toEqual([]);
    expect((await dismiss(group, moderator, 'post', post._id)).status).toBe(404);
    expect(await itemIds(group, admin)).toEqual([post._id]);
    const hiding = await t.call('reportItem', {
      token: admin.token,
      body: { kind: 'post', id: post._id, reason: 'spam', hide: true },
    });
    expect(hiding.status, hiding.text).toBe(201);
    expect(await itemIds(group, admin)).toEqual([]);
  });
});

describe('acting on a group’s reports', () => {
  it('removing a reported post closes its reports and its comments’, for the site’s queue too', async () => {
    const group = await groupOf();
    const post = await makePost(t, member, { text: 'Reported', group: group.id });
    const commentId = await commentOn(reporter, post._id, 'Reported comment');
    await report(reporter, 'post', post._id);
    await report(member, 'comment', commentId);
    await t.db.insert(moderators).values({ userId: outsider.id });
    expect(new Set(await siteQueue(outsider))).toEqual(new Set([post._id, commentId]));

    const removed = await t.call('removeGroupPost', {
      token: moderator.token,
      params: { slug: group.slug, postId: post._id },
      body: { rule: 0 },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(await itemIds(group, admin)).toEqual([]);
    expect(await siteQueue(outsider)).toEqual([]);
    const closed = await t.db.select().from(reports);
    expect(closed).toHaveLength(2);
    for (const row of closed) {
      expect(row).toMatchObject({ resolution: 'removed', resolvedBy: moderator.id });
    }
  });

  it('removing a reported comment closes its reports; a site moderator’s removal does too', async () => {
    const group = await groupOf();
    const post = await makePost(t, admin, { text: 'Welcome', group: group.id });
    const first = await commentOn(member, post._id, 'Rude one');
    const second = await commentOn(member, post._id, 'Rude two');
    await report(reporter, 'comment', first);
    await report(reporter, 'comment', second);
    const removed = await t.call('removeGroupComment', {
      token: admin.token,
      params: { slug: group.slug, commentId: first },
      body: { rule: 0, note: 'Please stay civil' },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(await itemIds(group, admin)).toEqual([second]);

    await t.db.insert(moderators).values({ userId: outsider.id });
    const bySite = await t.call('removeGroupComment', {
      token: outsider.token,
      params: { slug: group.slug, commentId: second },
      body: { rule: 0 },
    });
    expect(bySite.status, bySite.text).toBe(200);
    expect(await itemIds(group, moderator)).toEqual([]);
    expect(await siteQueue(outsider)).toEqual([]);
    const log = await t.call('getGroupLog', { token: admin.token, params: { slug: group.slug } });
    expect(log.body.map((entry) => entry.action)).toEqual(['remove_comment', 'remove_comment']);
  });

  it('dismissing takes the reports off the group’s list only: the site’s moderators still see them', async () => {
    const group = await groupOf();
    const post = await makePost(t, member, { text: 'Reported', group: group.id });
    await report(reporter, 'post', post._id);
    await report(admin, 'post', post._id);
    const dismissed = await dismiss(group, moderator, 'post', post._id);
    expect(dismissed.status, dismissed.text).toBe(200);
    expect(dismissed.body).toEqual({ message: groupText.reportsDismissed });
    expect(await itemIds(group, admin)).toEqual([]);
    await t.db.insert(moderators).values({ userId: outsider.id });
    expect(await siteQueue(outsider)).toEqual([post._id]);

    const log = await t.db.select().from(groupActions).where(eq(groupActions.groupId, group.id));
    expect(log).toMatchObject([
      {
        action: 'dismiss_reports',
        actorId: moderator.id,
        subjectId: member.id,
        itemId: post._id,
        reason: '2 reports',
      },
    ]);
    // Nothing left to dismiss; a new report brings the post back to the list.
    expect((await dismiss(group, moderator, 'post', post._id)).status).toBe(404);
    await report(moderator, 'post', post._id);
    const again = await listOf(group, admin);
    expect(again.body).toMatchObject([{ itemId: post._id, reportCount: 1 }]);
  });

  it('answers 404 for a post of another group, an unknown item or a bad id', async () => {
    const group = await groupOf();
    const other = await makeGroup(t, outsider, { rules: RULES });
    await addGroupMember(t, other, reporter);
    const post = await makePost(t, outsider, { text: 'Elsewhere', group: other.id });
    await report(reporter, 'post', post._id);
    for (const [kind, id] of [
      ['post', post._id],
      ['comment', post._id],
      ['post', MISSING_ID],
      ['post', 'not-an-id'],
    ] as const) {
      const response = await dismiss(group, admin, kind, id);
      expect(response.status, `${kind} ${id}`).toBe(404);
      expect(response.body).toEqual({ message: groupText.noOpenReports });
    }
    const badKind = await t.call('dismissGroupReports', {
      token: admin.token,
      params: { slug: group.slug, kind: 'message' as 'post', id: post._id },
    });
    expect(badKind.status).toBe(400);
    expect(await itemIds(other, outsider)).toEqual([post._id]);
  });
});

describe('a site moderator opening a reported post', () => {
  let kim: TestMember;
  beforeEach(async () => {
    kim = await makeMember(t, { first_name: 'Kim' });
    await t.db.insert(moderators).values({ userId: kim.id });
  });

  const getPost = (viewer: TestMember, postId: string) =>
    t.call('getPost', { token: viewer.token, params: { postId } });

  const getComments = (viewer: TestMember, postId: string) =>
    t.call('getComments', { token: viewer.token, params: { postId }, query: { limit: 1 } });

  it('reads a reported post of a private or hidden group with its comments; an outsider still gets 404', async () => {
    for (const privacy of ['private', 'hidden'] as const) {
      const group = await groupOf(privacy);
      const post = await makePost(t, member, { text: `${privacy} reported`, group: group.id });
      await commentOn(admin, post._id, 'Older comment');
      t.clock.advance(1000);
      await commentOn(moderator, post._id, 'Newer comment');
      await report(reporter, 'post', post._id);

      const seen = await getPost(kim, post._id);
      expect(seen.status, seen.text).toBe(200);
      expect(seen.body).toMatchObject({
        _id: post._id,
        text: `${privacy} reported`,
        group: { _id: group.id, privacy },
        commentCount: 2,
      });
      expect(seen.body.comments.map((each) => each.comment)).toEqual([
        'Newer comment',
        'Older comment',
      ]);
      // Its older comments page by page, as the post page asks for them.
      const first = await getComments(kim, post._id);
      expect(first.status, first.text).toBe(200);
      expect(first.body.map((each) => each.comment)).toEqual(['Newer comment']);
      const cursor = new URLSearchParams(nextLink(first.headers)?.split('?')[1]).get('cursor');
      const second = await t.call('getComments', {
        token: kim.token,
        params: { postId: post._id },
        query: { limit: 1, cursor: cursor ?? '' },
      });
      expect(second.body.map((each) => each.comment)).toEqual(['Older comment']);

      for (const response of [
        await getPost(outsider, post._id),
        await getComments(outsider, post._id),
      ]) {
        expect(response.status, `${privacy}: ${response.text}`).toBe(404);
      }
    }
  });

  it('only reads it: no reaction, comment or save, and no feed or profile carries it', async () => {
    const group = await groupOf('hidden');
    const post = await makePost(t, member, { text: 'Reported', group: group.id });
    await report(reporter, 'post', post._id);
    const seen = await getPost(kim, post._id);
    expect(seen.status).toBe(200);
    // The answer says so, for the post page to offer none of what follows.
    expect(seen.body.readOnly).toBe(true);
    const acts = [
      await t.call('reactPost', { token: kim.token, body: { postId: post._id, react: 'like' } }),
      await comment(t, kim, post._id, 'Moderator here'),
      await t.call('savePost', { token: kim.token, params: { postId: post._id } }),
      await t.call('getReacts', { token: kim.token, params: { postId: post._id } }),
    ];
    for (const response of acts) expect(response.status, response.text).toBe(404);
    const profile = await t.call('getUserPosts', {
      token: kim.token,
      params: { userId: member.id },
    });
    expect(profile.status, profile.text).toBe(200);
    expect(profile.text).not.toContain(post._id);
    const home = await t.call('getAllPosts', { token: kim.token });
    expect(home.text).not.toContain(post._id);
  });

  it('is marked read-only only where it is read for review: its group’s members and a public group’s post are not', async () => {
    const hidden = await groupOf('hidden');
    const open = await groupOf('public');
    const hiddenPost = await makePost(t, member, { text: 'Hidden', group: hidden.id });
    const openPost = await makePost(t, member, { text: 'Open', group: open.id });
    await report(reporter, 'post', hiddenPost._id);
    await report(reporter, 'post', openPost._id);

    const asMember = await getPost(admin, hiddenPost._id);
    expect(asMember.status, asMember.text).toBe(200);
    expect(asMember.body).not.toHaveProperty('readOnly');
    // A public group's post is the moderator's to read as anyone's, and to react to.
    const asReader = await getPost(kim, openPost._id);
    expect(asReader.status, asReader.text).toBe(200);
    expect(asReader.body).not.toHaveProperty('readOnly');
    const reacted = await t.call('reactPost', {
      token: kim.token,
      body: { postId: openPost._id, react: 'like' },
    });
    expect(reacted.status, reacted.text).toBe(200);
    expect((await getPost(kim, hiddenPost._id)).body.readOnly).toBe(true);
  });

  it('a reported comment opens its post; a post with no open report stays closed', async () => {
    const group = await groupOf('hidden');
    const post = await makePost(t, admin, { text: 'Welcome', group: group.id });
    const rude = await commentOn(member, post._id, 'Rude comment');
    const quiet = await makePost(t, member, { text: 'Not reported', group: group.id });
    await report(reporter, 'comment', rude);

    const seen = await getPost(kim, post._id);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.comments.map((each) => each._id)).toEqual([rude]);
    expect((await getPost(kim, quiet._id)).status).toBe(404);

    // The group's dismissal leaves the report open in the site's queue, and the post to read.
    expect((await dismiss(group, admin, 'comment', rude)).status).toBe(200);
    expect((await getPost(kim, post._id)).status).toBe(200);
    // Once the site's moderators closed it, the post is closed to them again.
    const removed = await t.call('removeItem', {
      token: kim.token,
      params: { kind: 'comment', id: rude },
      body: { reason: 'Harassment' },
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await getPost(kim, post._id)).status).toBe(404);
  });

  it('no longer once its reports are dismissed', async () => {
    const group = await groupOf('private');
    const post = await makePost(t, member, { text: 'Reported', group: group.id });
    await report(reporter, 'post', post._id);
    expect((await getPost(kim, post._id)).status).toBe(200);
    const dismissed = await t.call('dismissReports', {
      token: kim.token,
      params: { kind: 'post', id: post._id },
      body: {},
    });
    expect(dismissed.status, dismissed.text).toBe(200);
    expect((await getPost(kim, post._id)).status).toBe(404);
  });

  it('reads a reported post waiting for approval, and a reported event for the group’s members', async () => {
    const group = await makeGroup(t, admin, {
      rules: RULES,
      privacy: 'hidden',
      postApproval: true,
    });
    await addGroupMember(t, group, member);
    const waiting = await makePost(t, member, { text: 'Waiting', group: group.id });
    expect(waiting.pending).toBe(true);
    await report(admin, 'post', waiting._id);
    const event = await postEvent(t, admin, {
      title: 'Members only',
      group: group.id,
      audience: 'group',
    });
    await report(member, 'post', event._id);

    const pending = await getPost(kim, waiting._id);
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body).toMatchObject({ _id: waiting._id, pending: true });
    const shown = await getPost(kim, event._id);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.event).toMatchObject({ title: 'Members only', audience: 'group' });
    expect((await getPost(outsider, event._id)).status).toBe(404);
  });

  it('a block still hides the post from them', async () => {
    const group = await groupOf('hidden');
    const post = await makePost(t, member, { text: 'Reported', group: group.id });
    await report(reporter, 'post', post._id);
    await t.db.insert(blocks).values({ blockerId: member.id, blockedId: kim.id });
    expect((await getPost(kim, post._id)).status).toBe(404);
  });
});

describe('telling the group’s admins and moderators', () => {
  /** The viewer's notifications of reports, as the API answers them. */
  const reportNotices = async (viewer: TestMember) => {
    const response = await t.call('getNotifications', { token: viewer.token });
    expect(response.status, response.text).toBe(200);
    // The reporter is named nowhere in them.
    expect(response.text).not.toContain(reporter.id);
    expect(response.text).not.toContain('Rex');
    return response.body.filter((each) => each.kind === 'group_report');
  };

  const unread = async (viewer: TestMember) =>
    (await t.call('getNotificationCounts', { token: viewer.token })).body.unread;

  it('a report of a post or comment tells its admin and moderator, not the reporter, author or members', async () => {
    const group = await groupOf('private');
    const bystander = await makeMember(t, { first_name: 'Bea' });
    await addGroupMember(t, group, bystander);
    const post = await makePost(t, member, { text: 'Reported', group: group.id });
    await report(reporter, 'post', post._id);
    for (const viewer of [admin, moderator]) {
      expect(await reportNotices(viewer)).toEqual([
        expect.objectContaining({
          kind: 'group_report',
          actor: expect.objectContaining({ _id: member.id }),
          post_id: post._id,
          reported_kind: 'post',
          group: { _id: group.id, slug: group.slug, name: group.name },
          read: false,
        }),
      ]);
      expect(await unread(viewer)).toBe(1);
    }
    for (const viewer of [reporter, member, bystander, outsider]) {
      expect(await reportNotices(viewer)).toEqual([]);
    }

    t.clock.advance(1000);
    const commentId = await commentOn(bystander, post._id, 'Rude');
    await report(reporter, 'comment', commentId);
    const [ofComment] = await reportNotices(admin);
    expect(ofComment).toMatchObject({
      actor: { _id: bystander.id },
      post_id: post._id,
      reported_kind: 'comment',
    });
    expect(await reportNotices(bystander)).toEqual([]);
  });

  it('once per item waiting for review, however many more report it', async () => {
    const group = await groupOf();
    const post = await makePost(t, member, { text: 'Reported', group: group.id });
    await report(reporter, 'post', post._id);
    t.clock.advance(1000);
    await report(outsider, 'post', post._id, 'harassment');
    expect(await reportNotices(admin)).toHaveLength(1);
    expect(await reportNotices(moderator)).toHaveLength(1);

    // Two at the same moment (on PostgreSQL, two connections): still once.
    const other = await makePost(t, member, { text: 'Reported twice', group: group.id });
    await Promise.all([report(reporter, 'post', other._id), report(outsider, 'post', other._id)]);
    const notices = await reportNotices(admin);
    expect(notices.filter((each) => each.post_id === other._id)).toHaveLength(1);
  });

  it('a moderator who reports is not told; nor is a moderator who wrote the post', async () => {
    const group = await groupOf();
    const members = await makePost(t, member, { text: 'By a member', group: group.id });
    await report(moderator, 'post', members._id);
    expect(await reportNotices(moderator)).toEqual([]);
    expect(await reportNotices(admin)).toHaveLength(1);

    const admins = await makePost(t, admin, { text: 'By the admin', group: group.id });
    await report(reporter, 'post', admins._id);
    expect(await reportNotices(admin)).toHaveLength(1);
    expect((await reportNotices(moderator)).map((each) => each.post_id)).toEqual([admins._id]);
  });

  it('a block between a moderator and the author keeps it from them, as the item is', async () => {
    const group = await groupOf();
    const blocked = await t.call('blockMember', {
      token: moderator.token,
      params: { id: member.id },
    });
    expect(blocked.status, blocked.text).toBe(200);
    const post = await makePost(t, member, { text: 'Reported', group: group.id });
    await report(reporter, 'post', post._id);
    expect(await reportNotices(moderator)).toEqual([]);
    expect(await reportNotices(admin)).toHaveLength(1);
    // A block made since takes it away, as it takes what else the two were told of each other.
    const later = await t.call('blockMember', { token: admin.token, params: { id: member.id } });
    expect(later.status, later.text).toBe(200);
    expect(await reportNotices(admin)).toEqual([]);
    expect(await unread(admin)).toBe(0);
  });

  it('tells no group of a report of a post outside groups, a message or a member', async () => {
    await groupOf();
    const post = await makePost(t, member, { text: 'On my timeline' });
    await report(reporter, 'post', post._id);
    const asMember = await t.call('reportItem', {
      token: reporter.token,
      body: { kind: 'member', id: member.id, reason: 'spam' },
    });
    expect(asMember.status, asMember.text).toBe(201);
    expect(await reportNotices(admin)).toEqual([]);
    expect(await reportNotices(moderator)).toEqual([]);
  });

  it('a dismissal reads them; a new report after it tells them again; a removal takes them away', async () => {
    const group = await groupOf();
    const post = await makePost(t, member, { text: 'Reported', group: group.id });
    await report(reporter, 'post', post._id);
    expect((await dismiss(group, moderator, 'post', post._id)).status).toBe(200);
    expect(await reportNotices(admin)).toMatchObject([{ post_id: post._id, read: true }]);
    expect(await unread(admin)).toBe(0);

    t.clock.advance(1000);
    await report(outsider, 'post', post._id);
    expect(await reportNotices(admin)).toMatchObject([
      { post_id: post._id, read: false },
      { post_id: post._id, read: true },
    ]);
    // The site's moderators' dismissal reads them too.
    const kim = await makeMember(t, { first_name: 'Kim' });
    await t.db.insert(moderators).values({ userId: kim.id });
    const bySite = await t.call('dismissReports', {
      token: kim.token,
      params: { kind: 'post', id: post._id },
      body: {},
    });
    expect(bySite.status, bySite.text).toBe(200);
    expect(await unread(moderator)).toBe(0);

    t.clock.advance(1000);
    await report(reporter, 'post', post._id);
    expect(await unread(admin)).toBe(1);
    const removed = await t.call('removeGroupPost', {
      token: admin.token,
      params: { slug: group.slug, postId: post._id },
      body: { rule: 0 },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(await reportNotices(admin)).toEqual([]);
    expect(await reportNotices(moderator)).toEqual([]);
  });
});
