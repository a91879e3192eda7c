import type { Notification, Reaction } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { days } from '../../infra/clock';
import { act, makeFourMembers, type TestMember } from '../../../test/members';
import { comment, makePost } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { pruneOldNotifications } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Each step a second after the last, so "newest" is well defined. */
const step = () => t.clock.advance(1000);

const notificationsOf = async (member: TestMember, query: Record<string, string> = {}) => {
  const response = await t.call('getNotifications', { token: member.token, query });
  expect(response.status, response.text).toBe(200);
  return response.body;
};

/** kind, actor's first name, others, read: what a test compares. */
const brief = (list: Notification[]) =>
  list.map((each) => [each.kind, each.actor.first_name, each.others, each.read]);

const unread = async (member: TestMember) => {
  const response = await t.call('getNotificationCounts', { token: member.token });
  expect(response.status, response.text).toBe(200);
  return response.body.unread;
};

const friendship = async (
  actor: TestMember,
  action: Parameters<typeof act>[2],
  target: TestMember,
) => {
  step();
  const response = await act(t, actor, action, target.id);
  expect(response.status, response.text).toBe(200);
};

const react = async (member: TestMember, postId: string, react: Reaction) => {
  step();
  const response = await t.call('reactPost', { token: member.token, body: { postId, react } });
  expect(response.status, response.text).toBe(200);
};

const say = async (member: TestMember, postId: string, text: string) => {
  step();
  const response = await comment(t, member, postId, text);
  expect(response.status, response.text).toBe(200);
  return response.body;
};

let maya: TestMember;
let omar: TestMember;
let nia: TestMember;
let felix: TestMember;
beforeEach(async () => {
  [maya, omar, nia, felix] = await makeFourMembers(t);
});

describe('friend requests and follows', () => {
  it('a request tells its receiver, never its sender; cancelling it withdraws it', async () => {
    await friendship(omar, 'addFriend', maya);
    expect(brief(await notificationsOf(maya))).toEqual([['friend_request', 'Omar', 0, false]]);
    expect(await notificationsOf(omar)).toEqual([]);
    expect(await unread(maya)).toBe(1);

    await friendship(omar, 'cancelRequest', maya);
    expect(await notificationsOf(maya)).toEqual([]);
    expect(await unread(maya)).toBe(0);
  });

  it('an accepted request tells its sender, and the receiver’s request notification is read', async () => {
    await friendship(omar, 'addFriend', maya);
    await friendship(maya, 'acceptRequest', omar);
    expect(brief(await notificationsOf(omar))).toEqual([['request_accepted', 'Maya', 0, false]]);
    expect(brief(await notificationsOf(maya))).toEqual([['friend_request', 'Omar', 0, true]]);
  });

  it('a declined request tells nobody and is read for its receiver', async () => {
    await friendship(omar, 'addFriend', maya);
    await friendship(maya, 'deleteRequest', omar);
    expect(await notificationsOf(omar)).toEqual([]);
    expect(brief(await notificationsOf(maya))).toEqual([['friend_request', 'Omar', 0, true]]);
  });

  it('the counts say how many requests wait for an answer, but for a hidden sender', async () => {
    const counts = async (member: TestMember) =>
      (await t.call('getNotificationCounts', { token: member.token })).body;
    await friendship(omar, 'addFriend', maya);
    await friendship(nia, 'addFriend', maya);
    await friendship(felix, 'addFriend', maya);
    expect(await counts(maya)).toEqual({ unread: 3, friendRequests: 3 });
    // The sender's own count holds none of what they sent.
    expect(await counts(omar)).toEqual({ unread: 0, friendRequests: 0 });

    await friendship(maya, 'acceptRequest', omar);
    await friendship(maya, 'deleteRequest', nia);
    expect(await counts(maya)).toEqual({ unread: 1, friendRequests: 1 });

    const item = { kind: 'member' as const, id: felix.id };
    const reported = await t.call('reportItem', {
      token: maya.token,
      body: { ...item, reason: 'harassment' },
    });
    expect(reported.status, reported.text).toBe(201);
    expect((await t.call('hideReportedItem', { token: maya.token, body: item })).status).toBe(200);
    expect(await counts(maya)).toEqual({ unread: 0, friendRequests: 0 });
  });

  it('a follow tells the member followed; an unfollow withdraws it while unread, not once read', async () => {
    await friendship(nia, 'follow', maya);
    const [notification] = await notificationsOf(maya);
    expect(brief(notification ? [notification] : [])).toEqual([['new_follower', 'Nia', 0, false]]);
    await friendship(nia, 'unfollow', maya);
    expect(await notificationsOf(maya)).toEqual([]);

    await friendship(nia, 'follow', maya);
    await t.call('markAllNotificationsRead', { token: maya.token });
    await friendship(nia, 'unfollow', maya);
    expect(brief(await notificationsOf(maya))).toEqual([['new_follower', 'Nia', 0, true]]);
  });
});

describe('reactions', () => {
  it('are one notification per post, told of the newest reactor and how many others', async () => {
    const post = await makePost(t, maya);
    await react(maya, post._id, 'like');
    expect(await notificationsOf(maya)).toEqual([]);

    await react(omar, post._id, 'love');
    await react(nia, post._id, 'haha');
    await react(felix, post._id, 'wow');
    const list = await notificationsOf(maya);
    expect(brief(list)).toEqual([['reaction', 'Felix', 2, false]]);
    expect(list[0]?.post_id).toBe(post._id);
    expect(await unread(maya)).toBe(1);
  });

  it('taking a reaction back moves the notification to the one before, and the last one withdraws it', async () => {
    const post = await makePost(t, maya);
    await react(omar, post._id, 'love');
    await react(nia, post._id, 'haha');
    await react(nia, post._id, 'haha');
    expect(brief(await notificationsOf(maya))).toEqual([['reaction', 'Omar', 0, false]]);
    await react(omar, post._id, 'love');
    expect(await notificationsOf(maya)).toEqual([]);
  });

  it('a new reaction makes a read notification unread again', async () => {
    const post = await makePost(t, maya);
    await react(omar, post._id, 'love');
    await t.call('markAllNotificationsRead', { token: maya.token });
    expect(await unread(maya)).toBe(0);
    await react(nia, post._id, 'wow');
    expect(brief(await notificationsOf(maya))).toEqual([['reaction', 'Nia', 1, false]]);
  });
});

describe('comments', () => {
  it('tell the post’s author, and the post’s other commenters, never the one commenting', async () => {
    const post = await makePost(t, maya);
    await say(omar, post._id, 'First!');
    expect(brief(await notificationsOf(maya))).toEqual([['comment', 'Omar', 0, false]]);

    await say(nia, post._id, 'Second');
    expect(brief(await notificationsOf(maya))).toEqual([
      ['comment', 'Nia', 0, false],
      ['comment', 'Omar', 0, false],
    ]);
    expect(brief(await notificationsOf(omar))).toEqual([['comment_on_commented', 'Nia', 0, false]]);

    await say(maya, post._id, 'Thanks both');
    expect(brief(await notificationsOf(maya))).toHaveLength(2);
    expect(brief(await notificationsOf(omar))).toEqual([
      ['comment_on_commented', 'Maya', 0, false],
      ['comment_on_commented', 'Nia', 0, false],
    ]);
    expect(brief(await notificationsOf(nia))).toEqual([['comment_on_commented', 'Maya', 0, false]]);
  });

  it('a deleted comment takes its notifications with it', async () => {
    const post = await makePost(t, maya);
    const comments = await say(omar, post._id, 'Oops');
    const removed = await t.call('deleteComment', {
      token: omar.token,
      body: { postId: post._id, commentId: String(comments[0]?._id) },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(await notificationsOf(maya)).toEqual([]);
  });
});

describe('reading them', () => {
  it('marks one read, or all; another member’s notification answers as unknown', async () => {
    await friendship(omar, 'follow', maya);
    await friendship(nia, 'follow', maya);
    const [newest] = await notificationsOf(maya);
    const id = String(newest?._id);

    expect(
      (await t.call('markNotificationRead', { token: omar.token, params: { id } })).status,
    ).toBe(404);
    expect(
      (await t.call('markNotificationRead', { token: maya.token, params: { id: 'not-an-id' } }))
        .body,
    ).toEqual({ message: 'This notification does not exist.' });
    expect(await unread(maya)).toBe(2);

    expect(
      (await t.call('markNotificationRead', { token: maya.token, params: { id } })).status,
    ).toBe(200);
    expect(brief(await notificationsOf(maya))).toEqual([
      ['new_follower', 'Nia', 0, true],
      ['new_follower', 'Omar', 0, false],
    ]);
    expect((await t.call('markAllNotificationsRead', { token: maya.token })).status).toBe(200);
    expect(await unread(maya)).toBe(0);
  });

  it('pages them by cursor, newest first', async () => {
    for (const member of [omar, nia, felix]) await friendship(member, 'follow', maya);
    const first = await t.call('getNotifications', { token: maya.token, query: { limit: 2 } });
    expect(first.body.map((each) => each.actor.first_name)).toEqual(['Felix', 'Nia']);
    const next = /cursor=([^&>]+)/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await notificationsOf(maya, {
      limit: '2',
      cursor: decodeURIComponent(String(next)),
    });
    expect(second.map((each) => each.actor.first_name)).toEqual(['Omar']);
  });

  it('are pruned after 90 days', async () => {
    // Tokens last 30 days: the rows are counted in the database.
    const kept = async () => (await t.db.select().from(notifications)).length;
    await friendship(omar, 'follow', maya);
    t.clock.advance(days(89));
    await pruneOldNotifications(t.app.context);
    expect(await kept()).toBe(1);
    t.clock.advance(days(2));
    await pruneOldNotifications(t.app.context);
    expect(await kept()).toBe(0);
  });
});
