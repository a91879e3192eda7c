/** Members with a session token, and the friendship rows between two of them, for member tests. */
import type { FriendshipAction } from '@quad/contract';
import { and, eq, or, type Column } from 'drizzle-orm';
import { expect } from 'vitest';
import { follows, friendRequests, friendships, users } from '../src/db/schema';
import { startSession } from '../src/modules/auth/sessions';
import { searchNameOf } from '../src/modules/users/search-name';
import { makeUser, type UserOverrides } from './factories';
import type { TestApp } from './test-app';

export interface TestMember {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  college: string;
  token: string;
}

/** A member inserted like a sign-up does (search name included), with a valid bearer token. */
export const makeMember = async (
  t: TestApp,
  overrides: UserOverrides = {},
): Promise<TestMember> => {
  const user = await makeUser(t, overrides);
  await t.db
    .update(users)
    .set({ searchName: searchNameOf(user.firstName, user.lastName) })
    .where(eq(users.id, user.id));
  const token = await startSession(t.app.context, user.id);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    college: user.college,
    token,
  };
};

/** One friendship call of `actor` on `targetId`. */
export const act = (t: TestApp, actor: TestMember, action: FriendshipAction, targetId: string) =>
  t.call(action, { token: actor.token, params: { id: targetId } });

/** a asks b to be friends and b accepts; fails the test otherwise. */
export const befriend = async (t: TestApp, a: TestMember, b: TestMember) => {
  expect((await act(t, a, 'addFriend', b.id)).status).toBe(200);
  expect((await act(t, b, 'acceptRequest', a.id)).status).toBe(200);
};

/** Four members named Maya, Omar, Nia and Felix, as the notification and live tests use them. */
export const makeFourMembers = async (t: TestApp) =>
  (await Promise.all(
    ['Maya', 'Omar', 'Nia', 'Felix'].map((first_name) => makeMember(t, { first_name })),
  )) as [TestMember, TestMember, TestMember, TestMember];

/** Every friendship row between a and b, named from a's side. */
export const rowsBetween = async (t: TestApp, a: string, b: string) => {
  const pair = (left: Column, right: Column, x: string, y: string) =>
    or(and(eq(left, x), eq(right, y)), and(eq(left, y), eq(right, x)));
  const [friendRows, requestRows, followRows] = await Promise.all([
    t.db
      .select()
      .from(friendships)
      .where(pair(friendships.userId, friendships.friendId, a, b)),
    t.db
      .select()
      .from(friendRequests)
      .where(pair(friendRequests.senderId, friendRequests.receiverId, a, b)),
    t.db
      .select()
      .from(follows)
      .where(pair(follows.followerId, follows.followeeId, a, b)),
  ]);
  return {
    friendsAB: friendRows.some((row) => row.userId === a),
    friendsBA: friendRows.some((row) => row.userId === b),
    requestAB: requestRows.some((row) => row.senderId === a),
    requestBA: requestRows.some((row) => row.senderId === b),
    followAB: followRows.some((row) => row.followerId === a),
    followBA: followRows.some((row) => row.followerId === b),
  };
};
export type Rows = Awaited<ReturnType<typeof rowsBetween>>;

export const NOTHING: Rows = {
  friendsAB: false,
  friendsBA: false,
  requestAB: false,
  requestBA: false,
  followAB: false,
  followBA: false,
};

/** A member's profile as `viewer` sees it; fails the test unless the profile was found. */
export const viewProfile = async (t: TestApp, viewer: TestMember, username: string) => {
  const response = await t.call('getProfile', { token: viewer.token, params: { username } });
  expect(response.status, response.text).toBe(200);
  if (!response.body.success) throw new Error(`${username} has no profile: ${response.text}`);
  return { ...response, body: response.body };
};
