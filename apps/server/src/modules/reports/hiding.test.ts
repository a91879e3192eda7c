/**
 * What a member hid by reporting it disappears for them, and only for them: db/visibility.ts
 * applies the hidden reports to every read.
 */
import type { ReportRequest } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema';
import { makeMember, viewProfile, type TestMember } from '../../../test/members';
import { befriend, conversation, sendOk } from '../../../test/messages';
import { comment, feed, makePost } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Ana posts; Ben and Cleo are her friends, and each other's. */
let ana: TestMember;
let ben: TestMember;
let cleo: TestMember;
beforeEach(async () => {
  [ana, ben, cleo] = await Promise.all([
    makeMember(t, { first_name: 'Ana' }),
    makeMember(t, { first_name: 'Ben' }),
    makeMember(t, { first_name: 'Cleo' }),
  ]);
  await befriend(t, ana, ben);
  await befriend(t, ana, cleo);
  await befriend(t, ben, cleo);
});

const reportAndHide = async (member: TestMember, item: Omit<ReportRequest, 'reason'>) => {
  const reported = await t.call('reportItem', {
    token: member.token,
    body: { ...item, reason: 'harassment' },
  });
  expect(reported.status, reported.text).toBe(201);
  const hidden = await t.call('hideReportedItem', { token: member.token, body: item });
  expect(hidden.status, hidden.text).toBe(200);
};

const feedTexts = async (member: TestMember) => {
  const response = await feed(t, member);
  expect(response.status, response.text).toBe(200);
  return response.body.map((post) => post.text);
};

const commentTexts = async (member: TestMember, postId: string) => {
  const response = await t.call('getPost', { token: member.token, params: { postId } });
  expect(response.status, response.text).toBe(200);
  return response.body.comments.map((entry) => entry.comment);
};

describe('hiding what one reported', () => {
  it('a hidden post leaves the reporter’s feed and page, and nobody else’s', async () => {
    const post = await makePost(t, ana, { text: 'Rude post' });
    await makePost(t, ana, { text: 'Kind post' });
    await reportAndHide(ben, { kind: 'post', id: post._id });

    expect(await feedTexts(ben)).toEqual(['Kind post']);
    const page = await t.call('getPost', { token: ben.token, params: { postId: post._id } });
    expect(page.status).toBe(404);
    for (const member of [ana, cleo]) {
      expect(await feedTexts(member)).toEqual(['Kind post', 'Rude post']);
    }
  });

  it('a post reported without hiding it stays', async () => {
    const post = await makePost(t, ana, { text: 'Rude post' });
    const reported = await t.call('reportItem', {
      token: ben.token,
      body: { kind: 'post', id: post._id, reason: 'spam' },
    });
    expect(reported.status).toBe(201);
    expect(await feedTexts(ben)).toEqual(['Rude post']);
  });

  it('the hide of the report call itself is the same as hiding afterwards', async () => {
    const post = await makePost(t, ana, { text: 'Rude post' });
    const reported = await t.call('reportItem', {
      token: ben.token,
      body: { kind: 'post', id: post._id, reason: 'spam', hide: true },
    });
    expect(reported.status).toBe(201);
    expect(await feedTexts(ben)).toEqual([]);
    expect(await feedTexts(cleo)).toEqual(['Rude post']);
  });

  it('a hidden comment leaves the post for the reporter only', async () => {
    const post = await makePost(t, ana, { text: 'Party' });
    expect((await comment(t, cleo, post._id, 'Nasty comment')).status).toBe(200);
    const added = await comment(t, ana, post._id, 'Welcome all');
    const nasty = added.body.find((entry) => entry.comment === 'Nasty comment');
    if (!nasty) throw new Error('no comment');
    await reportAndHide(ben, { kind: 'comment', id: nasty._id });

    expect(await commentTexts(ben, post._id)).toEqual(['Welcome all']);
    const page = await t.call('getComments', {
      token: ben.token,
      params: { postId: post._id },
      query: {},
    });
    expect(page.body.map((entry) => entry.comment)).toEqual(['Welcome all']);
    for (const member of [ana, cleo]) {
      expect(await commentTexts(member, post._id)).toEqual(['Welcome all', 'Nasty comment']);
    }
  });

  it('a hidden message leaves the reporter’s side of the conversation only', async () => {
    const rude = await sendOk(t, ana, ben, 'Rude message');
    await sendOk(t, ana, ben, 'Sorry about that');
    await reportAndHide(ben, { kind: 'message', id: rude._id });

    const texts = async (viewer: TestMember, other: TestMember) =>
      (await conversation(t, viewer, other)).body.messages.map((message) => message.text);
    expect(await texts(ben, ana)).toEqual(['Sorry about that']);
    expect(await texts(ana, ben)).toEqual(['Sorry about that', 'Rude message']);
  });

  it('the notifications about a hidden post leave the reporter’s list and count', async () => {
    const post = await makePost(t, ana, { text: 'Rude post' });
    const other = await makePost(t, ana, { text: 'Kind post' });
    expect((await comment(t, ben, post._id, 'First')).status).toBe(200);
    expect((await comment(t, ben, other._id, 'First too')).status).toBe(200);
    expect((await comment(t, cleo, post._id, 'Second')).status).toBe(200);
    expect((await comment(t, cleo, other._id, 'Second too')).status).toBe(200);
    const notificationsOf = async (member: TestMember) => {
      const list = await t.call('getNotifications', { token: member.token, query: {} });
      const counts = await t.call('getNotificationCounts', { token: member.token });
      const posts = list.body.flatMap((each) => (each.post_id ? [each.post_id] : []));
      return { posts, unread: counts.body.unread };
    };
    const before = await notificationsOf(ben);
    expect(before.posts).toEqual([other._id, post._id]);
    const anaBefore = await notificationsOf(ana);

    await reportAndHide(ben, { kind: 'post', id: post._id });

    expect(await notificationsOf(ben)).toEqual({ posts: [other._id], unread: before.unread - 1 });
    expect(await notificationsOf(ana)).toEqual(anaBefore);
  });

  it('a hidden member’s profile and posts leave what the reporter sees, and nobody else’s', async () => {
    await makePost(t, ana, { text: 'From Ana' });
    await makePost(t, cleo, { text: 'From Cleo' });
    await reportAndHide(ben, { kind: 'member', id: ana.id });

    expect(await feedTexts(ben)).toEqual(['From Cleo']);
    const profile = await t.call('getProfile', {
      token: ben.token,
      params: { username: ana.username },
    });
    expect(profile.body).toMatchObject({ success: false });
    expect((await viewProfile(t, cleo, ana.username)).body.first_name).toBe('Ana');
    expect(await feedTexts(cleo)).toEqual(['From Cleo', 'From Ana']);
    // The hidden member still sees the reporter: hiding is not blocking.
    expect((await viewProfile(t, ana, ben.username)).body.first_name).toBe('Ben');
  });
});

describe('what a reporter can report', () => {
  it('answers 404 for what a block keeps from the reporter, either way', async () => {
    const post = await makePost(t, ana);
    const commented = await comment(t, ana, post._id, 'Mine');
    const commentId = commented.body[0]?._id ?? '';
    const message = await sendOk(t, ana, ben, 'Hi');
    await t.db.insert(blocks).values({ blockerId: ana.id, blockedId: ben.id });
    for (const [kind, id] of [
      ['post', post._id],
      ['comment', commentId],
      ['message', message._id],
      ['member', ana.id],
    ] as const) {
      const response = await t.call('reportItem', {
        token: ben.token,
        body: { kind, id, reason: 'harassment' },
      });
      expect(response.status, `${kind}: ${response.text}`).toBe(404);
    }
  });

  it('answers 404 for an item already hidden, or by a member already hidden', async () => {
    const post = await makePost(t, ana);
    const other = await makePost(t, ana);
    await reportAndHide(ben, { kind: 'post', id: post._id });
    const hiddenPost = await t.call('reportItem', {
      token: ben.token,
      body: { kind: 'post', id: post._id, reason: 'spam' },
    });
    expect(hiddenPost.status).toBe(404);
    await reportAndHide(ben, { kind: 'member', id: ana.id });
    const byHiddenMember = await t.call('reportItem', {
      token: ben.token,
      body: { kind: 'post', id: other._id, reason: 'spam' },
    });
    expect(byHiddenMember.status).toBe(404);
  });
});
