import { settingsText } from '@quad/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  comments,
  follows,
  friendships,
  media,
  notifications,
  posts,
  reactions,
  savedPosts,
  searchHistory,
  sessions,
  users,
} from '../../db/schema';
import { login, TEST_PASSWORD } from '../../../test/factories';
import { act, makeMember, type TestMember } from '../../../test/members';
import { sendOk } from '../../../test/messages';
import { comment, makePost, uploadImage } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { storedOf } from '../../../test/urls';

const NEW_PASSWORD = 'a-new-password-42';

const suites = [
  ['local media', {}],
  ['media in a bucket', { media: 's3' as const }],
] as const;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const stillIn = async (token: string) =>
  (await t.call('getNotificationCounts', { token })).status === 200;

describe('updatePassword', () => {
  it('sets the new password and ends every other session, keeping this one', async () => {
    const me = await makeMember(t);
    const otherDevice = await login(t, me.email);
    const answer = await t.call('updatePassword', {
      token: me.token,
      body: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ message: settingsText.passwordChanged });
    expect(await stillIn(me.token)).toBe(true);
    expect(await stillIn(otherDevice)).toBe(false);

    const oldLogin = await t.call('login', { body: { email: me.email, password: TEST_PASSWORD } });
    expect(oldLogin.status).toBe(401);
    expect(await login(t, me.email, NEW_PASSWORD)).toBeTruthy();
    const mail = await t.readOutbox(me.email);
    expect(mail.subject).toBe('Your Quad password was changed');
    expect(mail.text).toContain('every other device');
  });

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const me = await makeMember(t);
    const otherDevice = await login(t, me.email);
    const answer = await t.call('updatePassword', {
      token: me.token,
      body: { current_password: 'not-my-password', new_password: NEW_PASSWORD },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: settingsText.wrongCurrentPassword });
    expect(await stillIn(otherDevice)).toBe(true);
    expect(await login(t, me.email)).toBeTruthy();
  });

  it('applies the password rules of a reset to the new password', async () => {
    const me = await makeMember(t);
    const short = await t.call('updatePassword', {
      token: me.token,
      body: { current_password: TEST_PASSWORD, new_password: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    const missing = await t.call('updatePassword', {
      token: me.token,
      payload: { new_password: NEW_PASSWORD },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(settingsText.currentPasswordRequired);
  });
});

describe('wrong settings passwords are limited per member', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimit: true });
  });
  afterAll(() => limited.close());

  it('refuses with 429 after 10 wrong passwords, even the right one', async () => {
    const me = await makeMember(limited);
    const attempt = (password: string) =>
      limited.call('updatePassword', {
        token: me.token,
        body: { current_password: password, new_password: NEW_PASSWORD },
      });
    for (let count = 0; count < 10; count += 1) {
      expect((await attempt('wrong-password')).status).toBe(400);
    }
    expect((await attempt(TEST_PASSWORD)).status).toBe(429);
    const deletion = await limited.call('deleteAccount', {
      token: me.token,
      body: { password: TEST_PASSWORD },
    });
    expect(deletion.status).toBe(429);
    // Another member is not held back.
    const other = await makeMember(limited);
    expect(
      (
        await limited.call('updatePassword', {
          token: other.token,
          body: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });
});

describe('logoutEverywhere', () => {
  it('ends every session of the member, this one included, and no one else’s', async () => {
    const me = await makeMember(t);
    const otherDevice = await login(t, me.email);
    const someoneElse = await makeMember(t);
    const answer = await t.call('logoutEverywhere', { token: me.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: settingsText.loggedOutEverywhere });
    expect(await stillIn(me.token)).toBe(false);
    expect(await stillIn(otherDevice)).toBe(false);
    expect(await stillIn(someoneElse.token)).toBe(true);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
  });
});

/** A member with a bit of everything, and a friend who commented and reacted on their post. */
const busyMember = async (app: TestApp) => {
  const me = await makeMember(app, { first_name: 'Leaving' });
  const friend = await makeMember(app, { first_name: 'Staying' });
  await act(app, me, 'addFriend', friend.id);
  await act(app, friend, 'acceptRequest', me.id);
  const photo = await uploadImage(app, me);
  const myPost = await makePost(app, me, { text: 'Bye', images: [{ url: photo }] });
  const friendsPost = await makePost(app, friend, { text: 'Stay' });
  expect((await comment(app, me, friendsPost._id, 'I comment on yours')).status).toBe(200);
  expect((await comment(app, friend, myPost._id, 'You comment on mine')).status).toBe(200);
  const reacted = await app.call('reactPost', {
    token: me.token,
    body: { postId: friendsPost._id, react: 'love' },
  });
  expect(reacted.status).toBe(200);
  const saved = await app.call('savePost', {
    token: me.token,
    params: { postId: friendsPost._id },
  });
  expect(saved.status).toBe(200);
  return { me, friend, photo, myPost, friendsPost };
};

const rowsOf = async (app: TestApp, member: TestMember) => ({
  users: await app.db.select().from(users).where(eq(users.id, member.id)),
  posts: await app.db.select().from(posts).where(eq(posts.userId, member.id)),
  comments: await app.db.select().from(comments).where(eq(comments.userId, member.id)),
  reactions: await app.db.select().from(reactions).where(eq(reactions.userId, member.id)),
  saved: await app.db.select().from(savedPosts).where(eq(savedPosts.userId, member.id)),
  friendships: await app.db.select().from(friendships).where(eq(friendships.userId, member.id)),
  follows: await app.db.select().from(follows).where(eq(follows.followerId, member.id)),
  searches: await app.db.select().from(searchHistory).where(eq(searchHistory.userId, member.id)),
  notificationsFrom: await app.db
    .select()
    .from(notifications)
    .where(eq(notifications.actorId, member.id)),
  media: await app.db.select().from(media).where(eq(media.userId, member.id)),
  sessions: await app.db.select().from(sessions).where(eq(sessions.userId, member.id)),
});

describe.each(suites)('deleteAccount (%s)', (_name, options) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(options);
  });
  afterAll(() => app.close());
  beforeEach(() => app.reset());

  it('deletes everything the member made, their files and sessions, and mails them', async () => {
    const { me, friend, photo, friendsPost } = await busyMember(app);
    const searched = await app.call('addToSearchHistory', {
      token: friend.token,
      body: { searchUser: me.id },
    });
    expect(searched.status).toBe(200);
    const friendsPhoto = await uploadImage(app, friend);
    const photoKey = storedOf(photo).slice('/media/'.length);
    expect(await app.mediaKeys()).toContain(photoKey);
    const otherDevice = await login(app, me.email);

    const answer = await app.call('deleteAccount', {
      token: me.token,
      body: { password: TEST_PASSWORD },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ message: settingsText.accountDeleted });

    const left = await rowsOf(app, me);
    for (const [table, rows] of Object.entries(left)) expect(rows, table).toEqual([]);
    // The files, on disk or in the bucket: only the friend's remain.
    const keys = await app.mediaKeys();
    expect(keys.some((key) => key.startsWith(`${me.id}/`))).toBe(false);
    expect(keys).toContain(storedOf(friendsPhoto).slice('/media/'.length));

    for (const token of [me.token, otherDevice]) {
      expect((await app.call('getNotificationCounts', { token })).status).toBe(401);
    }
    expect(
      (await app.call('login', { body: { email: me.email, password: TEST_PASSWORD } })).status,
    ).toBe(401);
    const mail = await app.readOutbox(me.email);
    expect(mail.subject).toBe('Your Quad account was deleted');

    // The friend's own things stay; the deleted member is gone from their lists.
    const friendRows = await rowsOf(app, friend);
    expect(friendRows.users).toHaveLength(1);
    expect(friendRows.posts.map((post) => post.id)).toEqual([friendsPost._id]);
    expect(friendRows.friendships).toEqual([]);
    expect(friendRows.searches).toEqual([]);
    // Their comment on the deleted member's post went with the post.
    expect(friendRows.comments).toEqual([]);
    const friends = await app.call('getFriendsPageInfos', { token: friend.token });
    expect(JSON.stringify(friends.body)).not.toContain(me.id);
    const comments = await app.call('getComments', {
      token: friend.token,
      params: { postId: friendsPost._id },
    });
    expect(comments.status).toBe(200);
    expect(JSON.stringify(comments.body)).not.toContain('I comment on yours');
  });

  it('takes its conversations along, with the photos the other member sent in them', async () => {
    const { me, friend } = await busyMember(app);
    const theirPhoto = await uploadImage(app, friend, 'message_images');
    await sendOk(app, friend, me, '', theirPhoto);
    const theirKey = storedOf(theirPhoto).slice('/media/'.length);
    expect(await app.mediaKeys()).toContain(theirKey);

    const answer = await app.call('deleteAccount', {
      token: me.token,
      body: { password: TEST_PASSWORD },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(await app.db.select().from(media).where(eq(media.userId, friend.id))).toEqual([]);
    expect(await app.mediaKeys()).not.toContain(theirKey);
    const conversations = await app.call('getConversations', { token: friend.token });
    expect(conversations.body).toEqual([]);
  });

  it('answers 400 for a wrong password and deletes nothing', async () => {
    const { me, photo } = await busyMember(app);
    const before = await rowsOf(app, me);
    const answer = await app.call('deleteAccount', {
      token: me.token,
      body: { password: 'not-my-password' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: settingsText.wrongPassword });
    expect(await rowsOf(app, me)).toEqual(before);
    expect(await app.mediaKeys()).toContain(storedOf(photo).slice('/media/'.length));
    expect(await stillInOn(app, me.token)).toBe(true);
  });
});

describe('deleteAccount and the reaction notifications of others', () => {
  it("moves a post's reaction notification to the reactor before the leaving member, read as it was", async () => {
    const [author, earlier, leaving] = [
      await makeMember(t),
      await makeMember(t),
      await makeMember(t),
    ];
    const post = await makePost(t, author);
    const react = async (member: TestMember) => {
      const answer = await t.call('reactPost', {
        token: member.token,
        body: { postId: post._id, react: 'like' },
      });
      expect(answer.status, answer.text).toBe(200);
    };
    await react(earlier);
    t.clock.advance(1_000);
    await react(leaving);
    expect((await t.call('markAllNotificationsRead', { token: author.token })).status).toBe(200);

    const answer = await t.call('deleteAccount', {
      token: leaving.token,
      body: { password: TEST_PASSWORD },
    });
    expect(answer.status, answer.text).toBe(200);

    const list = await t.call('getNotifications', { token: author.token });
    expect(list.body).toEqual([
      expect.objectContaining({
        kind: 'reaction',
        post_id: post._id,
        actor: expect.objectContaining({ _id: earlier.id }),
        others: 0,
        read: true,
      }),
    ]);
  });
});

const stillInOn = async (app: TestApp, token: string) =>
  (await app.call('getNotificationCounts', { token })).status === 200;
