/**
 * Group posts from each side (issue 18): the author (member or not), members with each
 * notification setting, non-members of public, private and hidden groups, the group's admins and
 * moderators, site moderators, and a member who blocked another.
 */
import { GROUP_PINNED_MAX, groupText, type Post } from '@quad/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addGroupMember, makeGroup, type TestGroup } from '../../../test/groups';
import { openLiveStream, type LiveStreamReader } from '../../../test/live-stream';
import { befriend, makeMember, type TestMember } from '../../../test/members';
import { comment, createPost, feed, makePost, MISSING_ID } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { groupActions, groupMembers, moderators, notifications, posts } from '../../db/schema';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await buildTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const RULES = [
  { title: 'Be kind', text: 'No insults.' },
  { title: 'Stay on topic', text: '' },
];

let admin: TestMember;
let moderator: TestMember;
let member: TestMember;
let outsider: TestMember;
beforeEach(async () => {
  [admin, moderator, member, outsider] = (await Promise.all(
    ['Ada', 'Moe', 'Mia', 'Otto'].map((first_name) => makeMember(t, { first_name })),
  )) as [TestMember, TestMember, TestMember, TestMember];
});

/** A group of the four: Ada its admin, Moe its moderator, Mia a member; Otto outside. */
const groupOf = async (overrides: Parameters<typeof makeGroup>[2] = {}) => {
  const group = await makeGroup(t, admin, { rules: RULES, ...overrides });
  await addGroupMember(t, group, moderator, { role: 'moderator' });
  await addGroupMember(t, group, member);
  return group;
};

const postIn = (group: TestGroup, author: TestMember, text = `${author.firstName} in the group`) =>
  makePost(t, author, { text, group: group.id });

const ids = (list: Post[]) => list.map((post) => post._id);

const groupPosts = (group: TestGroup, viewer: TestMember) =>
  t.call('getGroupPosts', { token: viewer.token, params: { slug: group.slug } });

const getPost = (viewer: TestMember, postId: string) =>
  t.call('getPost', { token: viewer.token, params: { postId } });

const feedIds = async (viewer: TestMember) => {
  const response = await feed(t, viewer, '?limit=50');
  expect(response.status, response.text).toBe(200);
  return ids(response.body);
};

const removal = { rule: 0, note: '' };

describe('posting in a group', () => {
  it('is for its members: the post carries the group, and updates its last post time', async () => {
    const group = await groupOf();
    const post = await postIn(group, member);
    expect(post.group).toEqual({
      _id: group.id,
      slug: group.slug,
      name: group.name,
      privacy: 'public',
    });
    expect(post.pending).toBe(false);
    expect(post.pinned).toBe(false);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post._id));
    expect(row?.groupId).toBe(group.id);
    const [listed] = (await groupPosts(group, outsider)).body;
    expect(listed?.group?.slug).toBe(group.slug);
  });

  it('is refused to non-members (403), and a hidden or unknown group answers 404', async () => {
    for (const privacy of ['public', 'private'] as const) {
      const group = await groupOf({ privacy });
      const response = await createPost(t, outsider, { text: 'Hi', group: group.id });
      expect(response.status, response.text).toBe(403);
      expect(response.body).toEqual({ message: groupText.membersOnly });
    }
    const hidden = await groupOf({ privacy: 'hidden' });
    for (const group of [hidden.id, MISSING_ID, 'not-an-id']) {
      const response = await createPost(t, outsider, { text: 'Hi', group });
      expect(response.status, response.text).toBe(404);
    }
    expect(await t.db.select().from(posts)).toEqual([]);
  });

  it('with post approval, waits for a moderator: only its author and moderators see it', async () => {
    const group = await groupOf({ privacy: 'private', postApproval: true });
    const waiting = await postIn(group, member);
    expect(waiting.pending).toBe(true);
    // An admin's or moderator's own post is published at once.
    expect((await postIn(group, moderator)).pending).toBe(false);

    expect(ids((await groupPosts(group, admin)).body)).not.toContain(waiting._id);
    expect(await feedIds(admin)).not.toContain(waiting._id);
    expect(await feedIds(member)).not.toContain(waiting._id);
    const own = await getPost(member, waiting._id);
    expect(own.status).toBe(200);
    expect(own.body.pending).toBe(true);
    expect((await getPost(admin, waiting._id)).status).toBe(200);

    const other = await makeMember(t, { first_name: 'Ola' });
    await addGroupMember(t, group, other);
    expect((await getPost(other, waiting._id)).status).toBe(404);
    const queue = (viewer: TestMember) =>
      t.call('getPendingGroupPosts', { token: viewer.token, params: { slug: group.slug } });
    expect(ids((await queue(moderator)).body)).toEqual([waiting._id]);
    expect(ids((await queue(member)).body)).toEqual([waiting._id]);
    expect((await queue(other)).body).toEqual([]);
    expect((await queue(outsider)).status).toBe(403);

    const approve = (viewer: TestMember) =>
      t.call('approveGroupPost', {
        token: viewer.token,
        params: { slug: group.slug, postId: waiting._id },
      });
    expect((await approve(member)).status).toBe(403);
    t.clock.advance(60_000);
    expect((await approve(moderator)).status).toBe(200);
    expect((await approve(moderator)).body).toEqual({ message: groupText.notPending });
    expect((await queue(moderator)).body).toEqual([]);
    const [first] = (await groupPosts(group, other)).body;
    expect(first?._id).toBe(waiting._id);
    expect(first?.pending).toBe(false);
    expect((await feedIds(other))[0]).toBe(waiting._id);
    const log = await t.db.select().from(groupActions).where(eq(groupActions.groupId, group.id));
    expect(log).toMatchObject([
      { action: 'approve_post', actorId: moderator.id, subjectId: member.id, itemId: waiting._id },
    ]);
  });

  it('pages the queue oldest first', async () => {
    const group = await groupOf({ postApproval: true });
    const made: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      made.push((await postIn(group, member, `Wait ${index}`))._id);
      t.clock.advance(1_000);
    }
    const first = await t.call('getPendingGroupPosts', {
      token: admin.token,
      params: { slug: group.slug },
      query: { limit: 2 },
    });
    expect(ids(first.body)).toEqual(made.slice(0, 2));
    const next = /<([^>]+)>/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await t.inject<Post[]>({
      method: 'GET',
      url: String(next),
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(ids(second.body)).toEqual(made.slice(2));
  });
});

describe('who sees a group post', () => {
  it('members in their home feed, merged with their friends’ posts; nobody else’s feed', async () => {
    const group = await groupOf({ privacy: 'private' });
    const friend = await makeMember(t, { first_name: 'Fay' });
    await befriend(t, member, friend);
    await befriend(t, member, outsider);
    const friendsPost = await makePost(t, friend, { text: 'Timeline' });
    t.clock.advance(1_000);
    const groupPost = await postIn(group, admin);
    t.clock.advance(1_000);
    const ownPost = await makePost(t, member, { text: 'Mine' });
    expect(await feedIds(member)).toEqual([ownPost._id, groupPost._id, friendsPost._id]);
    // The author's own feed shows it (a member of the group), their friends' do not.
    expect(await feedIds(admin)).toContain(groupPost._id);
    const membersGroupPost = await postIn(group, member);
    expect(await feedIds(outsider)).toEqual([ownPost._id]);
    expect(await feedIds(friend)).not.toContain(membersGroupPost._id);
  });

  it('pages the home feed across groups and friends without repeats or gaps', async () => {
    const [one, two] = [await groupOf(), await groupOf()];
    const friend = await makeMember(t, { first_name: 'Fay' });
    await befriend(t, member, friend);
    const made: string[] = [];
    for (let index = 0; index < 9; index += 1) {
      const post =
        index % 3 === 0
          ? await postIn(one, admin)
          : index % 3 === 1
            ? await postIn(two, moderator)
            : await makePost(t, friend, { text: `Timeline ${index}` });
      made.unshift(post._id);
      t.clock.advance(1_000);
    }
    const seen: string[] = [];
    let url: string | undefined = '/api/v1/post/getAllPosts?limit=2';
    while (url) {
      const page: Awaited<ReturnType<typeof feed>> = await t.inject<Post[]>({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${member.token}` },
      });
      seen.push(...ids(page.body));
      url = /<([^>]+)>/.exec(String(page.headers.link ?? ''))?.[1];
    }
    expect(seen).toEqual(made);
  });

  it('anyone for a public group; for a private or hidden one, members only (403 / 404)', async () => {
    for (const [privacy, status] of [
      ['public', 200],
      ['private', 404],
      ['hidden', 404],
    ] as const) {
      const group = await groupOf({ privacy });
      const post = await postIn(group, member);
      const reached = [
        await getPost(outsider, post._id),
        await t.call('getComments', { token: outsider.token, params: { postId: post._id } }),
        await t.call('getReacts', { token: outsider.token, params: { postId: post._id } }),
        await t.call('savePost', { token: outsider.token, params: { postId: post._id } }),
        await t.call('reactPost', {
          token: outsider.token,
          body: { postId: post._id, react: 'like' },
        }),
        await comment(t, outsider, post._id, 'Can I?'),
        await t.call('reportItem', {
          token: outsider.token,
          body: { kind: 'post', id: post._id, reason: 'spam' },
        }),
      ];
      for (const response of reached) {
        if (status === 200) expect(response.status, response.text).toBeLessThan(300);
        else expect(response.status, response.text).toBe(404);
      }
      const list = await groupPosts(group, outsider);
      expect(list.status).toBe({ public: 200, private: 403, hidden: 404 }[privacy]);
      const profile = await t.call('getUserPosts', {
        token: outsider.token,
        params: { userId: member.id },
      });
      expect(ids(profile.body).includes(post._id)).toBe(privacy === 'public');
      const own = await t.call('getUserPosts', {
        token: admin.token,
        params: { userId: member.id },
      });
      expect(ids(own.body)).toContain(post._id);
    }
  });

  it('a site moderator sees every group’s posts, hidden ones included', async () => {
    const group = await groupOf({ privacy: 'hidden' });
    const post = await postIn(group, member);
    await t.db.insert(moderators).values({ userId: outsider.id });
    const list = await groupPosts(group, outsider);
    expect(list.status, list.text).toBe(200);
    expect(ids(list.body)).toEqual([post._id]);
  });

  it('a blocked member’s posts stay hidden from the blocker in a shared group', async () => {
    const group = await groupOf();
    const post = await postIn(group, member);
    const adminsPost = await postIn(group, admin);
    const block = await t.call('blockMember', { token: admin.token, params: { id: member.id } });
    expect(block.status, block.text).toBe(200);
    expect(ids((await groupPosts(group, admin)).body)).toEqual([adminsPost._id]);
    expect(await feedIds(admin)).not.toContain(post._id);
    expect((await getPost(admin, post._id)).status).toBe(404);
    // And the other way: the blocked member sees only their own.
    expect(ids((await groupPosts(group, member)).body)).toEqual([post._id]);
    expect(await feedIds(member)).not.toContain(adminsPost._id);
    // The blocker, a moderator, cannot act on what they cannot see.
    const pin = await t.call('pinGroupPost', {
      token: admin.token,
      params: { slug: group.slug, postId: post._id },
    });
    expect(pin.status).toBe(404);
  });

  it('leaving a group closes its private posts to the former member', async () => {
    const group = await groupOf({ privacy: 'private' });
    const post = await postIn(group, admin);
    expect((await getPost(member, post._id)).status).toBe(200);
    await t.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.userId, member.id), eq(groupMembers.groupId, group.id)));
    expect((await getPost(member, post._id)).status).toBe(404);
    expect(await feedIds(member)).not.toContain(post._id);
  });
});

describe('notifications of group posts', () => {
  const toldOf = async (viewer: TestMember) =>
    (
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, viewer.id), eq(notifications.kind, 'group_post')))
    ).map((row) => ({ post: row.postId, group: row.groupId, actor: row.actorId }));

  it('follow each member’s setting: all posts, highlights (admins’ and pinned posts), off', async () => {
    const group = await groupOf();
    const [all, off] = [
      await makeMember(t, { first_name: 'Al' }),
      await makeMember(t, { first_name: 'Of' }),
    ];
    await addGroupMember(t, group, all, { notify: 'all' });
    await addGroupMember(t, group, off, { notify: 'off' });
    const membersPost = await postIn(group, member);
    const adminsPost = await postIn(group, admin);
    expect(await toldOf(all)).toEqual([
      { post: membersPost._id, group: group.id, actor: member.id },
      { post: adminsPost._id, group: group.id, actor: admin.id },
    ]);
    expect(await toldOf(moderator)).toEqual([
      { post: adminsPost._id, group: group.id, actor: admin.id },
    ]);
    expect(await toldOf(off)).toEqual([]);
    // Never its author.
    expect(await toldOf(admin)).toEqual([]);
    expect((await toldOf(member)).map((each) => each.post)).toEqual([adminsPost._id]);

    // Pinned, the member's post becomes a highlight: told once to those not told yet.
    const pin = await t.call('pinGroupPost', {
      token: moderator.token,
      params: { slug: group.slug, postId: membersPost._id },
    });
    expect(pin.status, pin.text).toBe(200);
    expect((await toldOf(moderator)).map((each) => each.post).sort()).toEqual(
      [membersPost._id, adminsPost._id].sort(),
    );
    expect(await toldOf(all)).toHaveLength(2);
    expect(await toldOf(off)).toEqual([]);
    const list = await t.call('getNotifications', { token: moderator.token });
    expect(list.body.filter((each) => each.kind === 'group_post')).toHaveLength(2);
  });

  it('leave out members with a block between them and the author', async () => {
    const group = await groupOf();
    await t.db.update(groupMembers).set({ notify: 'all' });
    await t.call('blockMember', { token: member.token, params: { id: admin.id } });
    await postIn(group, admin);
    expect(await toldOf(member)).toEqual([]);
    expect(await toldOf(moderator)).toHaveLength(1);
  });

  it('are not made while the post waits for approval, but when it is approved', async () => {
    const group = await groupOf({ postApproval: true });
    await addGroupMember(t, group, outsider, { notify: 'all' });
    const post = await postIn(group, member);
    expect(await toldOf(outsider)).toEqual([]);
    await t.call('approveGroupPost', {
      token: admin.token,
      params: { slug: group.slug, postId: post._id },
    });
    expect(await toldOf(outsider)).toEqual([{ post: post._id, group: group.id, actor: member.id }]);
  });
});

describe('live new posts of a group', () => {
  const open: LiveStreamReader[] = [];
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  const streamOf = async (viewer: TestMember) => {
    const stream = await openLiveStream(origin, viewer.token);
    open.push(stream);
    await stream.waitFor('counts');
    return stream;
  };

  it('reach the group’s members only, not the author’s friends outside it', async () => {
    const group = await groupOf({ privacy: 'private' });
    await befriend(t, member, outsider);
    const [inGroup, friendOutside, author] = (await Promise.all(
      [moderator, outsider, member].map(streamOf),
    )) as [LiveStreamReader, LiveStreamReader, LiveStreamReader];
    const post = await postIn(group, member);
    const told = { postId: post._id, authorId: member.id };
    expect((await inGroup.waitFor('new_posts')).data).toEqual(told);
    // A timeline post after it reaches the friend: had the group post reached them, it would be first.
    const timeline = await makePost(t, member, { text: 'Timeline' });
    expect((await friendOutside.waitFor('new_posts')).data).toEqual({
      postId: timeline._id,
      authorId: member.id,
    });
    expect(friendOutside.events.filter((event) => event.type === 'new_posts')).toHaveLength(1);
    expect(author.events.map((event) => event.type)).not.toContain('new_posts');
  });
});

describe('pinning', () => {
  it('puts up to three posts above the group’s feed, the latest pinned first', async () => {
    const group = await groupOf();
    const made: Post[] = [];
    for (let index = 0; index <= GROUP_PINNED_MAX; index += 1) {
      made.push(await postIn(group, member, `Post ${index}`));
      t.clock.advance(1_000);
    }
    const pin = (viewer: TestMember, postId: string) =>
      t.call('pinGroupPost', { token: viewer.token, params: { slug: group.slug, postId } });
    expect((await pin(member, made[0]!._id)).status).toBe(403);
    expect((await pin(outsider, made[0]!._id)).status).toBe(403);
    for (const post of made.slice(0, GROUP_PINNED_MAX)) {
      expect((await pin(moderator, post._id)).status).toBe(200);
      t.clock.advance(1_000);
    }
    // Pinning a pinned post again changes nothing.
    expect((await pin(moderator, made[0]!._id)).status).toBe(200);
    const tooMany = await pin(admin, made[GROUP_PINNED_MAX]!._id);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: groupText.tooManyPinned });

    const pinned = await t.call('getPinnedGroupPosts', {
      token: outsider.token,
      params: { slug: group.slug },
    });
    expect(ids(pinned.body)).toEqual(
      made
        .slice(0, GROUP_PINNED_MAX)
        .map((post) => post._id)
        .reverse(),
    );
    expect(pinned.body.every((post) => post.pinned)).toBe(true);
    expect(ids((await groupPosts(group, outsider)).body)).toEqual([made[GROUP_PINNED_MAX]!._id]);

    const unpin = await t.call('unpinGroupPost', {
      token: admin.token,
      params: { slug: group.slug, postId: made[0]!._id },
    });
    expect(unpin.status).toBe(200);
    expect((await pin(admin, made[GROUP_PINNED_MAX]!._id)).status).toBe(200);
    const log = await t.db.select().from(groupActions).where(eq(groupActions.groupId, group.id));
    expect(log.map((entry) => entry.action).sort()).toEqual(
      ['pin_post', 'pin_post', 'pin_post', 'pin_post', 'unpin_post'].sort(),
    );
    // A post of another group is unknown here.
    const other = await groupOf();
    const elsewhere = await postIn(other, member);
    expect((await pin(admin, elsewhere._id)).status).toBe(404);
  });

  it('answers 403 for a private group’s pinned posts to non-members, 404 for a hidden one', async () => {
    for (const [privacy, status] of [
      ['private', 403],
      ['hidden', 404],
    ] as const) {
      const group = await groupOf({ privacy });
      const response = await t.call('getPinnedGroupPosts', {
        token: outsider.token,
        params: { slug: group.slug },
      });
      expect(response.status).toBe(status);
    }
  });
});

describe('removing a post or comment citing a rule', () => {
  it('is for admins and moderators; the author is told which rule, and the log keeps it', async () => {
    const group = await groupOf({ privacy: 'private' });
    const post = await postIn(group, member);
    const remove = (viewer: TestMember, body = removal) =>
      t.call('removeGroupPost', {
        token: viewer.token,
        params: { slug: group.slug, postId: post._id },
        body,
      });
    expect((await remove(member)).status).toBe(403);
    expect((await remove(outsider)).status).toBe(403);
    const unknownRule = await remove(moderator, { rule: RULES.length, note: '' });
    expect(unknownRule.status).toBe(400);
    expect(unknownRule.body).toEqual({ message: groupText.unknownRule });

    const removed = await remove(moderator, { rule: 1, note: 'This is a chemistry group.' });
    expect(removed.status, removed.text).toBe(200);
    expect((await getPost(member, post._id)).status).toBe(404);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'content_removed')));
    expect(notice).toMatchObject({
      removedKind: 'post',
      reason: 'Stay on topic: This is a chemistry group.',
      groupId: group.id,
    });
    const list = await t.call('getNotifications', { token: member.token });
    expect(list.body.map((each) => each.kind)).toContain('content_removed');
    const log = await t.db.select().from(groupActions).where(eq(groupActions.groupId, group.id));
    expect(log).toMatchObject([
      {
        action: 'remove_post',
        actorId: moderator.id,
        actorName: `${moderator.firstName} ${moderator.lastName}`,
        subjectId: member.id,
        itemId: post._id,
        reason: 'Stay on topic',
      },
    ]);
    expect((await remove(moderator)).status).toBe(404);
  });

  it('removes comments of the group’s posts only', async () => {
    const group = await groupOf();
    const post = await postIn(group, admin);
    const comments = await comment(t, member, post._id, 'Rude words');
    expect(comments.status).toBe(200);
    const commentId = comments.body[0]!._id;
    const timeline = await makePost(t, member, { text: 'Mine' });
    const elsewhere = await comment(t, member, timeline._id, 'Not in a group');
    const remove = (id: string, viewer = moderator) =>
      t.call('removeGroupComment', {
        token: viewer.token,
        params: { slug: group.slug, commentId: id },
        body: removal,
      });
    expect((await remove(elsewhere.body[0]!._id)).status).toBe(404);
    expect((await remove(commentId, member)).status).toBe(403);
    expect((await remove(commentId)).status).toBe(200);
    const left = await t.call('getComments', {
      token: admin.token,
      params: { postId: post._id },
    });
    expect(left.body).toEqual([]);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'content_removed')));
    expect(notice).toMatchObject({ removedKind: 'comment', reason: 'Be kind', groupId: group.id });
    const log = await t.db.select().from(groupActions).where(eq(groupActions.groupId, group.id));
    expect(log).toMatchObject([{ action: 'remove_comment', itemId: commentId, reason: 'Be kind' }]);
  });

  it('is open to site moderators in any group, hidden ones included', async () => {
    const group = await groupOf({ privacy: 'hidden' });
    const post = await postIn(group, member);
    const remove = () =>
      t.call('removeGroupPost', {
        token: outsider.token,
        params: { slug: group.slug, postId: post._id },
        body: removal,
      });
    expect((await remove()).status).toBe(404);
    await t.db.insert(moderators).values({ userId: outsider.id });
    expect((await remove()).status).toBe(200);
    expect(await t.db.select().from(posts)).toEqual([]);
  });

  it('a reported group post still reaches the site’s queue, and the group’s moderators may remove it', async () => {
    const group = await groupOf();
    const post = await postIn(group, member);
    const report = await t.call('reportItem', {
      token: moderator.token,
      body: { kind: 'post', id: post._id, reason: 'spam' },
    });
    expect(report.status, report.text).toBeLessThan(300);
    await t.db.insert(moderators).values({ userId: outsider.id });
    const queue = await t.call('getReportQueue', { token: outsider.token });
    expect(queue.text).toContain(post._id);
    const removed = await t.call('removeGroupPost', {
      token: moderator.token,
      params: { slug: group.slug, postId: post._id },
      body: removal,
    });
    expect(removed.status).toBe(200);
  });
});
