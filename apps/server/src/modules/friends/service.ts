/**
 * The friendship state machine of SPEC.md §4: requests (which also follow), friendships (which
 * follow both ways) and follows. Each action is one transaction that first locks both members.
 */
import {
  FRIENDS_ALL_MAX,
  type FollowListMember,
  type FriendsPageInfos,
  type FriendshipAction,
  type PageQuery,
  type UserSummary,
} from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { canSeeMember, viewerAt, type Viewer } from '../../db/visibility';
import { badInput, conflict, forbidden, notFound } from '../../infra/errors';
import { isId } from '../../infra/ids';
import { pageOf, parseCursor } from '../../infra/pagination';
import type { Member } from '../auth/authenticate';
import * as notify from '../notifications/events';
import { toSummary } from '../users/summary';
import * as queries from './queries';

export const SUGGESTIONS_MAX = 30;

const NOT_VERIFIED = 'Activate your account to add friends and follow members.';
const UNKNOWN_MEMBER = 'This member does not exist.';
const ALREADY_FRIENDS = 'You are already friends.';

interface Step {
  db: Queryable;
  me: string;
  them: string;
  at: Date;
  relation: queries.Relation;
}

const transitions: Record<FriendshipAction, (step: Step) => Promise<unknown>> = {
  addFriend: async ({ db, me, them, at, relation }) => {
    if (relation.friends) throw conflict(ALREADY_FRIENDS);
    if (relation.requestSent) throw conflict('You already sent this member a friend request.');
    if (relation.requestReceived) {
      throw conflict('This member already sent you a friend request: confirm it.');
    }
    await queries.insertRequest(db, me, them, at);
    await queries.insertFollow(db, me, them, at);
    await notify.friendRequestSent(db, { actorId: me, userId: them, at });
  },
  cancelRequest: async ({ db, me, them, relation }) => {
    if (!relation.requestSent) throw conflict('There is no friend request to cancel.');
    await queries.deleteRequest(db, me, them);
    await queries.deleteFollow(db, me, them);
    await notify.friendRequestCancelled(db, me, them);
  },
  acceptRequest: async ({ db, me, them, at, relation }) => {
    if (relation.friends) throw conflict(ALREADY_FRIENDS);
    if (!relation.requestReceived) {
      throw conflict('There is no friend request from this member to confirm.');
    }
    await befriend(db, me, them, at);
    await notify.friendRequestAnswered(db, them, me, at);
    await notify.friendRequestAccepted(db, { actorId: me, userId: them, at });
  },
  deleteRequest: async ({ db, me, them, at, relation }) => {
    if (!relation.requestReceived) {
      throw conflict('There is no friend request from this member to delete.');
    }
    await queries.deleteRequest(db, them, me);
    await queries.deleteFollow(db, them, me);
    await notify.friendRequestAnswered(db, them, me, at);
  },
  unfriend: async ({ db, me, them, relation }) => {
    if (!relation.friends) throw conflict('You are not friends with this member.');
    await queries.deleteFriendship(db, me, them);
    await queries.deleteFollowsBetween(db, me, them);
    await queries.deleteRequestsBetween(db, me, them);
  },
  follow: async ({ db, me, them, at, relation }) => {
    if (relation.following) throw conflict('You already follow this member.');
    await queries.insertFollow(db, me, them, at);
    await notify.followed(db, { actorId: me, userId: them, at });
  },
  unfollow: async ({ db, me, them, relation }) => {
    if (!relation.following) throw conflict('You do not follow this member.');
    await queries.deleteFollow(db, me, them);
    await notify.unfollowed(db, me, them);
  },
};

/** Friends both ways, following both ways, no request left between them. */
const befriend = async (db: Queryable, a: string, b: string, at: Date) => {
  await queries.insertFriendship(db, a, b, at);
  await queries.insertFollowsBetween(db, a, b, at);
  await queries.deleteRequestsBetween(db, a, b);
};

const requireVerified = (member: Member) => {
  if (!member.verified) throw forbidden(NOT_VERIFIED);
};

export const act = async (
  context: AppContext,
  member: Member,
  action: FriendshipAction,
  targetId: string,
) => {
  requireVerified(member);
  if (!isId(targetId)) throw notFound(UNKNOWN_MEMBER);
  if (targetId.toLowerCase() === member.id.toLowerCase()) {
    throw badInput('You cannot befriend or follow yourself.');
  }
  const at = context.clock.now();
  await context.db.transaction(async (db) => {
    if ((await queries.lockPair(db, member.id, targetId)) < 2) throw notFound(UNKNOWN_MEMBER);
    // A member hidden from the other (a block either way, a suspension) is unknown to them.
    if (!(await canSeeMember(db, { id: member.id, now: at }, targetId))) {
      throw notFound(UNKNOWN_MEMBER);
    }
    const relation = await queries.relationBetween(db, member.id, targetId);
    await transitions[action]({ db, me: member.id, them: targetId, at, relation });
  });
};

/**
 * Locks both members' rows (as every friendship action does, so none runs meanwhile) and answers
 * how many of the two exist.
 */
export const lockPair = (db: Queryable, one: string, other: string) =>
  queries.lockPair(db, one, other);

/** A block ends everything between the two: friendship, follows and requests, both ways. */
export const endEverythingBetween = async (db: Queryable, one: string, other: string) => {
  await queries.deleteFriendship(db, one, other);
  await queries.deleteFollowsBetween(db, one, other);
  await queries.deleteRequestsBetween(db, one, other);
};

/** Befriends the community's welcome account; a no-op when there is none, idempotent. */
export const befriendWelcomeAccount = async (context: AppContext, member: Member) => {
  requireVerified(member);
  const email = context.config.defaultFriendEmail;
  if (!email) return;
  const welcomeId = await queries.findIdByEmail(context.db, email);
  if (!welcomeId || welcomeId === member.id) return;
  const at = context.clock.now();
  await context.db.transaction(async (db) => {
    if ((await queries.lockPair(db, member.id, welcomeId)) < 2) return;
    if (!(await canSeeMember(db, { id: member.id, now: at }, welcomeId))) return;
    await befriend(db, member.id, welcomeId, at);
  });
};

/** A member's friends the viewer may see, newest friendship first. */
export const friendsOf = async (
  context: AppContext,
  viewer: Viewer,
  memberId: string,
  limit: number,
): Promise<UserSummary[]> =>
  (await queries.friendsOf(context.db, viewer, memberId, limit)).map(toSummary);

/** How member `from` stands towards member `to`: friends, following, a request either way. */
export const relationBetween = (context: AppContext, from: string, to: string) =>
  queries.relationBetween(context.db, from, to);

/** Whether the two members are friends (inside the caller's transaction). */
export const areFriends = async (db: Queryable, one: string, other: string) =>
  (await queries.relationBetween(db, one, other)).friends;

/** How many friend requests wait for the member's answer (the bell's red dot). */
export const incomingRequestCount = (context: AppContext, memberId: string) =>
  queries.countIncomingRequests(context.db, viewerAt(context, memberId));

export const friendsPage = async (
  context: AppContext,
  memberId: string,
): Promise<FriendsPageInfos> => {
  const { db } = context;
  const viewer = viewerAt(context, memberId);
  const [requests, sentRequests, friends, suggestions] = await Promise.all([
    queries.incomingRequests(db, viewer, FRIENDS_ALL_MAX),
    queries.sentRequests(db, viewer, FRIENDS_ALL_MAX),
    friendsOf(context, viewer, memberId, FRIENDS_ALL_MAX),
    queries.suggestionsFor(db, viewer, SUGGESTIONS_MAX),
  ]);
  return {
    success: true,
    data: {
      requests: requests.map(toSummary),
      sentRequests: sentRequests.map(toSummary),
      suggestions: suggestions.map(toSummary),
      friends,
    },
  };
};

const toFollowListMember = (row: queries.FollowListRow): FollowListMember => ({
  ...toSummary(row),
  ccu_college: row.college,
  following: row.following,
});

/** One page of the Following page's list: the members `memberId` follows, or their followers. */
export const followList = async (
  context: AppContext,
  memberId: string,
  list: 'following' | 'followers',
  query: PageQuery,
) => {
  const rows = await queries.followListPage(
    context.db,
    list,
    viewerAt(context, memberId),
    parseCursor(query.cursor),
    query.limit,
  );
  const page = pageOf(rows, query.limit);
  return { items: page.items.map(toFollowListMember), next: page.next };
};

/** Those of `memberIds` whose feed shows `authorId`'s posts (friends and followers). */
export const audienceAmong = (context: AppContext, authorId: string, memberIds: string[]) =>
  queries.audienceAmong(context.db, authorId, memberIds);
