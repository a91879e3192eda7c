/**
 * The visibility fragments (visibility.ts) beyond blocks: a suspension hides its member's
 * profile and content while it lasts, and what a member hid by reporting it stays out of their
 * sight only. The rows are inserted as the moderation and report features write them.
 */
import type { Post, ReportItemKind } from '@quad/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { days } from '../infra/clock';
import { newId } from '../infra/ids';
import { befriend, makeMember, type TestMember } from '../../test/members';
import { sendOk } from '../../test/messages';
import { comment, makePost } from '../../test/posts';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { reports, suspensions } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Ava and Ben are friends with Cleo; Ben posts and comments on Cleo's post and reacts to it. */
const campus = async () => {
  const ava = await makeMember(t, { first_name: 'Ava', last_name: 'Lindqvist' });
  const ben = await makeMember(t, { first_name: 'Ben', last_name: 'Okafor' });
  const cleo = await makeMember(t, { first_name: 'Cleo', last_name: 'Marchetti' });
  await befriend(t, ava, cleo);
  await befriend(t, ben, cleo);
  await befriend(t, ava, ben);
  const bensPost = await makePost(t, ben, { text: 'Ben posts' });
  const cleosPost = await makePost(t, cleo, { text: 'Cleo posts' });
  expect((await comment(t, ben, cleosPost._id, 'Ben comments')).status).toBe(200);
  expect((await comment(t, ava, cleosPost._id, 'Ava comments')).status).toBe(200);
  await t.call('reactPost', { token: ben.token, body: { postId: cleosPost._id, react: 'wow' } });
  return { ava, ben, cleo, bensPost, cleosPost };
};

const feedOf = async (member: TestMember) => {
  const response = await t.call('getAllPosts', { token: member.token, query: { limit: 50 } });
  expect(response.status, response.text).toBe(200);
  return response.body;
};
const authorsIn = (posts: Post[]) => posts.map((post) => post.user.first_name).sort();
const postIn = (posts: Post[], id: string) => posts.find((post) => post._id === id);
const commentersOf = (post: Post | undefined) =>
  post?.comments.map((each) => each.commentBy.first_name);
const profileFound = async (viewer: TestMember, other: TestMember) =>
  (await t.call('getProfile', { token: viewer.token, params: { username: other.username } })).body
    .success;
const searchFor = async (viewer: TestMember, term: string) =>
  (await t.call('search', { token: viewer.token, params: { term } })).body.map(
    (each) => each.first_name,
  );
const commentsPage = async (viewer: TestMember, postId: string) =>
  (await t.call('getComments', { token: viewer.token, params: { postId } })).body.map(
    (each) => each.commentBy.first_name,
  );

const suspend = async (member: TestMember, endsAt: Date | null) => {
  const id = newId();
  await t.db.insert(suspensions).values({
    id,
    userId: member.id,
    reason: 'Harassment',
    endsAt,
    createdAt: t.clock.now(),
  });
  return id;
};

const report = (
  reporter: TestMember,
  itemKind: ReportItemKind,
  itemId: string,
  subject: TestMember,
  hidden = true,
) =>
  t.db.insert(reports).values({
    id: newId(),
    reporterId: reporter.id,
    itemKind,
    itemId,
    subjectId: subject.id,
    reason: 'spam',
    hidden,
    createdAt: t.clock.now(),
  });

describe('a suspended member', () => {
  it('is hidden from everyone while the suspension lasts: profile, posts, comments, reactions, search', async () => {
    const { ava, ben, cleo, cleosPost } = await campus();
    await suspend(ben, new Date(t.clock.now().getTime() + days(7)));

    for (const viewer of [ava, cleo]) {
      const feed = await feedOf(viewer);
      expect(authorsIn(feed)).not.toContain('Ben');
      const post = postIn(feed, cleosPost._id);
      expect(commentersOf(post)).toEqual(['Ava']);
      expect(post?.commentCount).toBe(1);
      expect(post?.reactions?.total).toBe(0);
      expect(await profileFound(viewer, ben)).toBe(false);
      expect(await searchFor(viewer, 'Ben')).toEqual([]);
      expect(await commentsPage(viewer, cleosPost._id)).toEqual(['Ava']);
    }

    // Over after seven days, on the app's clock.
    t.clock.advance(days(7) + 1000);
    expect(authorsIn(await feedOf(ava))).toContain('Ben');
    expect(await profileFound(ava, ben)).toBe(true);
    expect(await searchFor(ava, 'Ben')).toEqual(['Ben']);
    expect(await commentsPage(ava, cleosPost._id)).toEqual(['Ava', 'Ben']);
  });

  it('is back once the suspension is lifted, even a permanent one', async () => {
    const { ava, ben } = await campus();
    const id = await suspend(ben, null);
    t.clock.advance(days(2));
    expect(await profileFound(ava, ben)).toBe(false);
    await t.db.update(suspensions).set({ liftedAt: t.clock.now() }).where(eq(suspensions.id, id));
    expect(await profileFound(ava, ben)).toBe(true);
  });
});

describe('what a member hid by reporting it', () => {
  it('a post: gone from their feed, the post page and the profile, for them only', async () => {
    const { ava, ben, cleo, bensPost } = await campus();
    await report(ava, 'post', bensPost._id, ben);
    expect(postIn(await feedOf(ava), bensPost._id)).toBeUndefined();
    expect(
      (await t.call('getPost', { token: ava.token, params: { postId: bensPost._id } })).status,
    ).toBe(404);
    const profile = await t.call('getProfile', {
      token: ava.token,
      params: { username: ben.username },
    });
    expect(profile.body.success && profile.body.posts).toEqual([]);
    expect(postIn(await feedOf(cleo), bensPost._id)).toBeDefined();
  });

  it('a comment: gone from the lists, the embedded comments and the count, for them only', async () => {
    const { ava, ben, cleo, cleosPost } = await campus();
    const [bens] = (
      await t.call('getComments', { token: cleo.token, params: { postId: cleosPost._id } })
    ).body.filter((each) => each.commentBy._id === ben.id);
    if (!bens) throw new Error('Ben did not comment');
    await report(ava, 'comment', bens._id, ben);
    expect(await commentsPage(ava, cleosPost._id)).toEqual(['Ava']);
    const post = postIn(await feedOf(ava), cleosPost._id);
    expect(commentersOf(post)).toEqual(['Ava']);
    expect(post?.commentCount).toBe(1);
    expect(await commentsPage(cleo, cleosPost._id)).toEqual(['Ava', 'Ben']);
  });

  it('a member: their profile, posts and search result, for the reporter only', async () => {
    const { ava, ben, cleo } = await campus();
    await report(ava, 'member', ben.id, ben);
    expect(await profileFound(ava, ben)).toBe(false);
    expect(authorsIn(await feedOf(ava))).not.toContain('Ben');
    expect(await searchFor(ava, 'Ben')).toEqual([]);
    expect(await profileFound(cleo, ben)).toBe(true);
    expect(await searchFor(cleo, 'Ben')).toEqual(['Ben']);
  });

  it('a message: gone from the conversation and its summary', async () => {
    const { ava, ben } = await campus();
    await sendOk(t, ava, ben, 'First');
    const second = await sendOk(t, ben, ava, 'Rude');
    await report(ava, 'message', second._id, ben);
    const conversation = await t.call('getConversation', {
      token: ava.token,
      params: { username: ben.username },
    });
    expect(conversation.body.messages.map((each) => each.text)).toEqual(['First']);
    const list = await t.call('getConversations', { token: ava.token });
    expect(list.body.map((each) => each.lastMessage.text)).toEqual(['First']);
  });

  it('nothing when the report did not hide it', async () => {
    const { ava, ben, bensPost } = await campus();
    await report(ava, 'post', bensPost._id, ben, false);
    expect(postIn(await feedOf(ava), bensPost._id)).toBeDefined();
  });
});
