/**
 * A block is enforced on every endpoint (issue 11 §2): this walks the contract's endpoints and,
 * for each one that shows or touches a member, checks from the blocker's side and from the
 * blocked member's side that the other is invisible and untouchable. Every endpoint must be
 * classified here: one added to the contract without a check or a reason fails the first test.
 */
import { endpoints, type EndpointName, type Post } from '@quad/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, postEvent } from '../../../test/events';
import { addGroupMember, makeGroup, type TestGroup } from '../../../test/groups';
import { act, befriend, makeMember, type TestMember } from '../../../test/members';
import { sendOk } from '../../../test/messages';
import { comment, makePost } from '../../../test/posts';
import { buildTestApp, type TestApp, type TestResponse } from '../../../test/test-app';
import { selectRows } from '../../db/rows';
import { groupBans, groupMembers, notifications } from '../../db/schema';
import { newId } from '../../infra/ids';

let t: TestApp;

/** One side of the block: `me` looks for `other`, who must be nowhere. */
interface Side {
  me: TestMember;
  other: TestMember;
  /** A post by `me` and one by `other`, each commented on and reacted to by the other. */
  myPost: string;
  theirPost: string;
  /** A post by their mutual friend, commented on and reacted to by both. */
  friendsPost: string;
  mutualFriend: TestMember;
  /** The message `me` sent `other` before the block. */
  myMessage: string;
  /** A notification `me` had of `other` before the block. */
  theirNotification: string;
  /** An app whose community welcome account is `other`. */
  welcomingOther: TestApp;
  /** An event by `me` and one by `other`, each answered Going by the other before the block. */
  myEvent: string;
  theirEvent: string;
  /** A public group `me` runs, with `other` and the mutual friend in it. */
  myGroup: string;
  /** A private group `me` runs, which `other` asked to join (and one other member was banned from). */
  myPrivateGroup: string;
  /** A public group the mutual friend runs, with both in it. */
  friendsGroup: string;
  /** A group both moderate (made before the block), and what `other` posted there. */
  group: TestGroup;
  theirGroupPost: string;
  theirPinnedPost: string;
  theirPendingPost: string;
  /** Their comment on my group post. */
  theirGroupComment: string;
  /** My published post in that group; it and theirs, and our comments, were reported by Cleo. */
  myGroupPost: string;
}

const sides: Record<'blocker' | 'blocked', Side> = {} as never;

/** How many mention notifications `member` has from `actor`. */
const mentionsOf = async (member: TestMember, actor: TestMember) => {
  const [row] = await selectRows<{ count: number }>(
    t.db,
    sql`select count(*)::int as count from notifications
    where user_id = ${member.id}::uuid and actor_id = ${actor.id}::uuid and kind = 'mention'`,
  );
  return row?.count ?? 0;
};

/** Nothing in the answer names the other member: not their id, not their username. */
const expectNoTrace = (response: TestResponse<unknown>, other: TestMember) => {
  expect(response.status, response.text).toBeLessThan(300);
  expect(response.text).not.toContain(other.id);
  expect(response.text).not.toContain(other.username);
};

/** The endpoint answers as it would for a member or item that does not exist. */
const expectUnknown = (response: TestResponse<unknown>, status = 404) => {
  expect(response.status, response.text).toBe(status);
};

const postIn = (posts: Post[], id: string) => {
  const post = posts.find((each) => each._id === id);
  if (!post) throw new Error(`post ${id} is not in the list`);
  return post;
};

/** The mutual friend's post as `me` sees it: only their own comment and reaction count. */
const expectOnlyMine = (post: Post, me: TestMember) => {
  expect(post.commentCount).toBe(1);
  expect(post.comments.map((each) => each.commentBy._id)).toEqual([me.id]);
  expect(post.reactions?.total).toBe(1);
  expect(post.reactions?.check).toBe('like');
};

type Check = (side: Side) => Promise<void>;
/** Why an endpoint needs no check here: it concerns no other member, or is the block itself. */
interface Unrelated {
  unrelated: string;
}

const OWN_ACCOUNT: Unrelated = { unrelated: "the caller's own account, settings or uploads" };
const SIGNED_OUT: Unrelated = { unrelated: 'answers before sign-in, about the caller only' };
const OPERATIONS: Unrelated = { unrelated: 'the deployment, not its members' };
const BLOCK_ITSELF: Unrelated = { unrelated: 'the block itself, tested in blocks.test.ts' };
const GROUP_STANDING: Unrelated = {
  unrelated: "a group and the caller's own standing in it; no member is shown or touched",
};
// Replaced by their checks where group posts are made.
const MODERATION: Unrelated = {
  unrelated: 'moderators act on any member, whatever their blocks: tested in moderation.test.ts',
};

/** A call on the other's event answers as on an event that does not exist. */
const theirEventCheck =
  (call: (me: TestMember, postId: string) => Promise<TestResponse<unknown>>): Check =>
  async ({ me, theirEvent }) =>
    expectUnknown(await call(me, theirEvent));

const friendshipCheck =
  (action: Parameters<typeof act>[2]): Check =>
  async ({ me, other }) =>
    expectUnknown(await act(t, me, action, other.id));

/** A moderator's call on the other's group post: unknown to me. */
const groupPostAction =
  (name: 'approveGroupPost' | 'pinGroupPost' | 'unpinGroupPost'): Check =>
  async ({ me, group, theirPendingPost, theirGroupPost, theirPinnedPost }) => {
    const postId =
      name === 'approveGroupPost'
        ? theirPendingPost
        : name === 'pinGroupPost'
          ? theirGroupPost
          : theirPinnedPost;
    expectUnknown(await t.call(name, { token: me.token, params: { slug: group.slug, postId } }));
  };

const walk: { [N in EndpointName]: Check | Unrelated } = {
  login: SIGNED_OUT,
  register: SIGNED_OUT,
  activate: SIGNED_OUT,
  resendVerification: OWN_ACCOUNT,
  logout: OWN_ACCOUNT,
  findUser: SIGNED_OUT,
  sendResetPasswordCode: SIGNED_OUT,
  validateResetCode: SIGNED_OUT,
  changePassword: SIGNED_OUT,
  getSignInProviders: SIGNED_OUT,
  startOidcSignIn: SIGNED_OUT,
  finishOidcSignIn: SIGNED_OUT,
  startSamlSignIn: SIGNED_OUT,
  samlAssertionConsumer: SIGNED_OUT,
  getSamlMetadata: OPERATIONS,
  completeUniversitySignIn: SIGNED_OUT,
  finishProfile: OWN_ACCOUNT,
  getSignInMethods: OWN_ACCOUNT,
  unlinkSignInMethod: OWN_ACCOUNT,
  setPassword: OWN_ACCOUNT,
  setAffiliationBadge: OWN_ACCOUNT,

  defaultFriend: async ({ me, other, welcomingOther }) => {
    const response = await welcomingOther.call('defaultFriend', { token: me.token });
    expect(response.status, response.text).toBe(200);
    const page = await t.call('getFriendsPageInfos', { token: me.token });
    expectNoTrace(page, other);
  },
  getProfile: async ({ me, other, mutualFriend }) => {
    const theirs = await t.call('getProfile', {
      token: me.token,
      params: { username: other.username },
    });
    const nobody = await t.call('getProfile', {
      token: me.token,
      params: { username: 'nobody.here' },
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual(nobody.body);
    // Not among their mutual friend's friends, nor in the comments of that friend's posts.
    expectNoTrace(
      await t.call('getProfile', { token: me.token, params: { username: mutualFriend.username } }),
      other,
    );
  },
  updateDetails: OWN_ACCOUNT,
  updateProfilePicture: OWN_ACCOUNT,
  updateCover: OWN_ACCOUNT,
  getFriendsPageInfos: async ({ me, other }) =>
    expectNoTrace(await t.call('getFriendsPageInfos', { token: me.token }), other),
  addFriend: friendshipCheck('addFriend'),
  cancelRequest: friendshipCheck('cancelRequest'),
  getFollowing: async ({ me, other }) =>
    expectNoTrace(await t.call('getFollowing', { token: me.token }), other),
  getFollowers: async ({ me, other }) =>
    expectNoTrace(await t.call('getFollowers', { token: me.token }), other),
  follow: friendshipCheck('follow'),
  unfollow: friendshipCheck('unfollow'),
  acceptRequest: friendshipCheck('acceptRequest'),
  unfriend: friendshipCheck('unfriend'),
  deleteRequest: friendshipCheck('deleteRequest'),
  // The block's own calls, each tested from both sides in blocks.test.ts; here they would
  // change what the other checks see.
  blockMember: BLOCK_ITSELF,
  unblockMember: BLOCK_ITSELF,
  getBlockedMembers: BLOCK_ITSELF,

  search: async ({ me, other }) => {
    for (const term of [other.firstName, other.lastName, other.username]) {
      expectNoTrace(await t.call('search', { token: me.token, params: { term } }), other);
    }
  },
  searchEverything: async ({ me, other, friendsPost, mutualFriend }) => {
    // Their name, their posts' words, their comment on the mutual friend's post: nothing of them,
    // and not the friend's post, which only their hidden comment would match.
    for (const q of [
      other.firstName,
      other.lastName,
      other.username,
      `${other.firstName} was here`,
      `"${other.firstName} in the group"`,
      `${other.firstName}'s notice`,
    ]) {
      for (const type of [undefined, 'posts', 'members', 'groups', 'events'] as const) {
        const found = await t.call('searchEverything', {
          token: me.token,
          query: { q, ...(type && { type }) },
        });
        expectNoTrace(found, other);
        expect(found.text).not.toContain(friendsPost);
      }
    }
    const friends = await t.call('searchEverything', {
      token: me.token,
      query: { q: `${mutualFriend.firstName} posts`, type: 'posts' },
    });
    expectNoTrace(friends, other);
    expect(friends.body.posts?.map((post) => post._id)).toEqual([friendsPost]);
  },
  addToSearchHistory: async ({ me, other }) =>
    expectUnknown(
      await t.call('addToSearchHistory', { token: me.token, body: { searchUser: other.id } }),
    ),
  getSearchHistory: async ({ me, other }) =>
    expectNoTrace(await t.call('getSearchHistory', { token: me.token }), other),
  removeFromSearch: async ({ me, other }) =>
    expectUnknown(
      await t.call('removeFromSearch', { token: me.token, body: { searchUser: other.id } }),
    ),

  // A mention of the other member tells them nothing.
  createPost: async ({ me, other }) => {
    const post = await makePost(t, me, { text: `Hello @${other.username}` });
    expect(await mentionsOf(other, me)).toBe(0);
    await t.call('deletePost', { token: me.token, params: { postId: post._id } });
  },
  getAllPosts: async ({ me, other, friendsPost }) => {
    const feed = await t.call('getAllPosts', { token: me.token, query: { limit: 50 } });
    expectNoTrace(feed, other);
    expectOnlyMine(postIn(feed.body, friendsPost), me);
  },
  getSavedPosts: async ({ me, other }) =>
    expectNoTrace(await t.call('getSavedPosts', { token: me.token }), other),
  getPost: async ({ me, other, theirPost, friendsPost }) => {
    expectUnknown(await t.call('getPost', { token: me.token, params: { postId: theirPost } }));
    const post = await t.call('getPost', { token: me.token, params: { postId: friendsPost } });
    expectNoTrace(post, other);
    expectOnlyMine(post.body, me);
  },
  updateText: async ({ me, other, theirPost }) => {
    expectUnknown(
      await t.call('updateText', { token: me.token, body: { postId: theirPost, text: 'Mine' } }),
    );
    // Mentioning them in an edit tells them nothing either.
    const post = await makePost(t, me, { text: 'Draft' });
    const edited = await t.call('updateText', {
      token: me.token,
      body: { postId: post._id, text: `Draft for @${other.username}` },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await mentionsOf(other, me)).toBe(0);
    await t.call('deletePost', { token: me.token, params: { postId: post._id } });
  },
  deletePost: async ({ me, theirPost }) =>
    expectUnknown(await t.call('deletePost', { token: me.token, params: { postId: theirPost } })),
  savePost: async ({ me, theirPost }) =>
    expectUnknown(await t.call('savePost', { token: me.token, params: { postId: theirPost } })),
  comment: async ({ me, other, theirPost, myPost, friendsPost }) => {
    expectUnknown(await comment(t, me, theirPost, 'Hello?'));
    // A mention of the other on a post both see tells them nothing.
    const mentioning = await comment(t, me, friendsPost, `@${other.username} look`);
    expect(mentioning.status, mentioning.text).toBe(200);
    expect(await mentionsOf(other, me)).toBe(0);
    const mine = mentioning.body.find((each) => each.comment.startsWith('@'));
    if (!mine) throw new Error('the comment was not made');
    await t.call('deleteComment', {
      token: me.token,
      body: { postId: friendsPost, commentId: mine._id },
    });
    // Commenting on my post answers its comments without the other's.
    const list = await comment(t, me, myPost, 'Still here');
    expectNoTrace(list, other);
  },
  deleteComment: async ({ me, other, myPost }) => {
    // Their comment on my post is unknown to me, so I cannot even delete it.
    const [theirs] = await selectRows<{ id: string }>(
      t.db,
      sql`select id from comments where post_id = ${myPost}::uuid and user_id = ${other.id}::uuid`,
    );
    if (!theirs) throw new Error('the other member never commented on my post');
    expectUnknown(
      await t.call('deleteComment', {
        token: me.token,
        body: { postId: myPost, commentId: theirs.id },
      }),
    );
  },
  reactPost: async ({ me, theirPost }) =>
    expectUnknown(
      await t.call('reactPost', { token: me.token, body: { postId: theirPost, react: 'love' } }),
    ),
  getReacts: async ({ me, theirPost, myPost, friendsPost }) => {
    expectUnknown(await t.call('getReacts', { token: me.token, params: { postId: theirPost } }));
    // Their reaction to my post and to our friend's post is not counted for me.
    const mine = await t.call('getReacts', { token: me.token, params: { postId: myPost } });
    expect(mine.body.total).toBe(0);
    const friends = await t.call('getReacts', { token: me.token, params: { postId: friendsPost } });
    expect(friends.body.total).toBe(1);
  },
  getUserPosts: async ({ me, other, mutualFriend }) => {
    expectUnknown(await t.call('getUserPosts', { token: me.token, params: { userId: other.id } }));
    expectNoTrace(
      await t.call('getUserPosts', { token: me.token, params: { userId: mutualFriend.id } }),
      other,
    );
  },
  getComments: async ({ me, other, theirPost, myPost, friendsPost }) => {
    expectUnknown(await t.call('getComments', { token: me.token, params: { postId: theirPost } }));
    for (const postId of [myPost, friendsPost]) {
      expectNoTrace(await t.call('getComments', { token: me.token, params: { postId } }), other);
    }
  },
  uploadImages: OWN_ACCOUNT,
  listImages: OWN_ACCOUNT,

  getNotifications: async ({ me, other }) =>
    expectNoTrace(await t.call('getNotifications', { token: me.token }), other),
  getNotificationCounts: async ({ me, other }) => {
    // What the block deleted, and one made since (as a comment on a post both commented on
    // would), are not counted.
    const before = await t.call('getNotificationCounts', { token: me.token });
    await t.db.insert(notifications).values({
      id: newId(),
      userId: me.id,
      actorId: other.id,
      kind: 'new_follower',
      createdAt: t.clock.now(),
    });
    const after = await t.call('getNotificationCounts', { token: me.token });
    const list = await t.call('getNotifications', { token: me.token });
    expect(after.body.unread).toBe(before.body.unread);
    expect(after.body.unread).toBe(list.body.filter((each) => !each.read).length);
    expectNoTrace(list, other);
  },
  markNotificationRead: async ({ me, theirNotification }) =>
    expectUnknown(
      await t.call('markNotificationRead', { token: me.token, params: { id: theirNotification } }),
    ),
  markAllNotificationsRead: OWN_ACCOUNT,
  createLiveTicket: OWN_ACCOUNT,
  liveStream: {
    unrelated:
      'carries the events of the other endpoints (notifications, counts, messages, posts), checked there',
  },

  updatePassword: OWN_ACCOUNT,
  logoutEverywhere: OWN_ACCOUNT,
  updateLanguage: OWN_ACCOUNT,
  getNotificationPreferences: OWN_ACCOUNT,
  updateNotificationPreferences: OWN_ACCOUNT,
  downloadMyData: {
    unrelated: 'the member’s own data, as they made or were given it (issue 11 §5)',
  },
  deleteAccount: OWN_ACCOUNT,

  getConversations: async ({ me, other }) =>
    expectNoTrace(await t.call('getConversations', { token: me.token }), other),
  getMessageCounts: async ({ me }) => {
    const counts = await t.call('getMessageCounts', { token: me.token });
    expect(counts.body.unread).toBe(0);
  },
  getConversation: async ({ me, other }) =>
    expectUnknown(
      await t.call('getConversation', { token: me.token, params: { username: other.username } }),
    ),
  sendMessage: async ({ me, other }) =>
    expectUnknown(
      await t.call('sendMessage', {
        token: me.token,
        params: { username: other.username },
        body: { text: 'Are you there?', image: '' },
      }),
    ),
  markConversationRead: async ({ me, other }) =>
    expectUnknown(
      await t.call('markConversationRead', {
        token: me.token,
        params: { username: other.username },
      }),
    ),
  unsendMessage: async ({ me, myMessage }) =>
    expectUnknown(await t.call('unsendMessage', { token: me.token, params: { id: myMessage } })),
  reportItem: async ({ me, other, theirPost }) => {
    const report = (kind: 'post' | 'member', id: string) =>
      t.call('reportItem', { token: me.token, body: { kind, id, reason: 'spam' } });
    expectUnknown(await report('member', other.id));
    expectUnknown(await report('post', theirPost));
  },
  hideReportedItem: async ({ me, theirPost }) =>
    expectUnknown(
      await t.call('hideReportedItem', { token: me.token, body: { kind: 'post', id: theirPost } }),
    ),
  getTrendingHashtags: async ({ me, other }) => {
    const trending = await t.call('getTrendingHashtags', { token: me.token });
    expectNoTrace(trending, other);
    // Their posts and comments do not count: me and our mutual friend used each tag.
    expect(trending.body).toEqual(
      expect.arrayContaining([
        { tag: 'blockwalk', members: 2 },
        { tag: 'walkcomment', members: 1 },
      ]),
    );
  },
  getHashtagPosts: async ({ me, other, myPost, friendsPost }) => {
    const page = await t.call('getHashtagPosts', {
      token: me.token,
      params: { tag: 'BlockWalk' },
    });
    expectNoTrace(page, other);
    expect(page.body.map((post) => post._id).sort()).toEqual([myPost, friendsPost].sort());
  },
  getHashtagInfo: async ({ me }) => {
    const info = await t.call('getHashtagInfo', { token: me.token, params: { tag: 'blockwalk' } });
    expect(info.body).toEqual({ tag: 'blockwalk', following: false, posts_today: 2 });
  },
  followHashtag: async ({ me, other }) => {
    // Followed, the tag brings none of their posts into the feed.
    const followed = await t.call('followHashtag', {
      token: me.token,
      params: { tag: 'walkcomment' },
    });
    expect(followed.status, followed.text).toBe(200);
    const both = await makePost(t, other, { text: 'Theirs #walkcomment' });
    expectNoTrace(await t.call('getAllPosts', { token: me.token, query: { limit: 50 } }), other);
    await t.call('deletePost', { token: other.token, params: { postId: both._id } });
    await t.call('unfollowHashtag', { token: me.token, params: { tag: 'walkcomment' } });
  },
  unfollowHashtag: OWN_ACCOUNT,
  getModerationHashtags: MODERATION,
  hideHashtag: MODERATION,
  unhideHashtag: MODERATION,
  moderationAccess: MODERATION,
  getReportQueue: MODERATION,
  dismissReports: MODERATION,
  removeItem: MODERATION,
  suspendMember: MODERATION,
  liftSuspension: MODERATION,
  getModerationLog: MODERATION,

  createEvent: OWN_ACCOUNT,
  getEvents: async ({ me, other }) => {
    for (const list of ['upcoming', 'calendar', 'going', 'hosting', 'past'] as const) {
      expectNoTrace(await t.call('getEvents', { token: me.token, query: { list } }), other);
    }
  },
  getEvent: async ({ me, other, myEvent, theirEvent }) => {
    expectUnknown(await t.call('getEvent', { token: me.token, params: { postId: theirEvent } }));
    expectNoTrace(
      await t.call('getEvent', { token: me.token, params: { postId: myEvent } }),
      other,
    );
  },
  updateEvent: theirEventCheck((me, postId) =>
    t.call('updateEvent', {
      token: me.token,
      params: { postId },
      body: { title: 'Mine', starts_at: new Date(Date.now() + 86_400_000).toISOString() },
    }),
  ),
  cancelEvent: theirEventCheck((me, postId) =>
    t.call('cancelEvent', { token: me.token, params: { postId }, body: {} }),
  ),
  answerEvent: theirEventCheck((me, postId) =>
    t.call('answerEvent', { token: me.token, params: { postId }, body: { answer: 'going' } }),
  ),
  getEventGuests: async ({ me, other, myEvent, theirEvent }) => {
    expectUnknown(
      await t.call('getEventGuests', { token: me.token, params: { postId: theirEvent } }),
    );
    const guests = await t.call('getEventGuests', { token: me.token, params: { postId: myEvent } });
    expectNoTrace(guests, other);
    expect(guests.body.counts.going).toBe(0);
  },
  inviteToEvent: async ({ me, other, myEvent, theirEvent }) => {
    expectUnknown(
      await t.call('inviteToEvent', {
        token: me.token,
        params: { postId: theirEvent },
        body: { members: [me.id] },
      }),
    );
    // Inviting them answers as inviting a member who does not exist.
    const invite = (id: string) =>
      t.call('inviteToEvent', {
        token: me.token,
        params: { postId: myEvent },
        body: { members: [id] },
      });
    const them = await invite(other.id);
    expect(them.status).toBe(400);
    expect(them.body).toEqual((await invite(newId())).body);
  },
  getEventCalendar: theirEventCheck((me, postId) =>
    t.call('getEventCalendar', { token: me.token, params: { postId } }),
  ),
  getCheckInCode: theirEventCheck((me, postId) =>
    t.call('getCheckInCode', { token: me.token, params: { postId } }),
  ),
  checkIn: theirEventCheck((me, postId) =>
    t.call('checkIn', { token: me.token, params: { postId }, body: { code: '123456' } }),
  ),
  getAttendance: theirEventCheck((me, postId) =>
    t.call('getAttendance', { token: me.token, params: { postId } }),
  ),
  getAttendanceCsv: theirEventCheck((me, postId) =>
    t.call('getAttendanceCsv', { token: me.token, params: { postId } }),
  ),
  getCalendarFeed: OWN_ACCOUNT,
  resetCalendarFeed: OWN_ACCOUNT,
  revokeCalendarFeed: OWN_ACCOUNT,
  getEventPreferences: OWN_ACCOUNT,
  updateEventPreferences: OWN_ACCOUNT,
  getDeliverySettings: OWN_ACCOUNT,
  updateDeliverySettings: OWN_ACCOUNT,
  pauseDelivery: OWN_ACCOUNT,
  resumeDelivery: OWN_ACCOUNT,
  getPushServerKey: OWN_ACCOUNT,
  createPushSubscription: OWN_ACCOUNT,
  getPushSubscription: OWN_ACCOUNT,
  updatePushSubscription: OWN_ACCOUNT,
  deletePushSubscription: OWN_ACCOUNT,
  unsubscribe: OWN_ACCOUNT,
  unsubscribePage: OWN_ACCOUNT,
  undoUnsubscribe: OWN_ACCOUNT,
  calendarFeed: async ({ me, theirEvent }) => {
    // They answered the other's event before the block: their feed no longer holds it.
    const made = await t.call('resetCalendarFeed', { token: me.token });
    const path = new URL(String(made.body.url).replace(/^webcal:/, 'https:')).pathname;
    const feed = await t.inject({ method: 'GET', url: path });
    expect(feed.status).toBe(200);
    expect(feed.text).not.toContain(theirEvent);
  },
  groupCalendarFeed: { unrelated: "a public group's public events, the same for everyone" },
  searchGroups: GROUP_STANDING,
  getMyGroups: GROUP_STANDING,
  getGroupSuggestions: GROUP_STANDING,
  createGroup: GROUP_STANDING,
  getGroup: async ({ me, other, myGroup, friendsGroup }) => {
    // The pictures beside the member count leave them out.
    for (const slug of [myGroup, friendsGroup]) {
      expectNoTrace(await t.call('getGroup', { token: me.token, params: { slug } }), other);
    }
  },
  updateGroup: GROUP_STANDING,
  updateGroupCover: GROUP_STANDING,
  deleteGroup: GROUP_STANDING,
  joinGroup: GROUP_STANDING,
  cancelGroupRequest: GROUP_STANDING,
  declineGroupInvitation: GROUP_STANDING,
  leaveGroup: async ({ me, other, myGroup }) => {
    // The last admin cannot hand the group to a member hidden from them.
    const response = await t.call('leaveGroup', {
      token: me.token,
      params: { slug: myGroup },
      body: { successorId: other.id },
    });
    expect(response.status, response.text).toBe(400);
  },
  setGroupNotifications: GROUP_STANDING,
  getGroupMembers: async ({ me, other, myGroup, friendsGroup }) => {
    for (const slug of [myGroup, friendsGroup]) {
      expectNoTrace(await t.call('getGroupMembers', { token: me.token, params: { slug } }), other);
    }
    const searched = await t.call('getGroupMembers', {
      token: me.token,
      params: { slug: friendsGroup },
      query: { q: other.firstName },
    });
    expectNoTrace(searched, other);
    expect(searched.body).toEqual([]);
  },
  setGroupMemberRole: async ({ me, other, myGroup }) =>
    expectUnknown(
      await t.call('setGroupMemberRole', {
        token: me.token,
        params: { slug: myGroup, userId: other.id },
        body: { role: 'moderator' },
      }),
    ),
  removeGroupMember: async ({ me, other, myGroup }) =>
    expectUnknown(
      await t.call('removeGroupMember', {
        token: me.token,
        params: { slug: myGroup, userId: other.id },
        body: { ban: true },
      }),
    ),
  getGroupBans: async ({ me, other, myPrivateGroup }) =>
    expectNoTrace(
      await t.call('getGroupBans', { token: me.token, params: { slug: myPrivateGroup } }),
      other,
    ),
  unbanGroupMember: async ({ me, other, myGroup }) =>
    expectUnknown(
      await t.call('unbanGroupMember', {
        token: me.token,
        params: { slug: myGroup, userId: other.id },
      }),
    ),
  getGroupRequests: async ({ me, other, myPrivateGroup }) =>
    expectNoTrace(
      await t.call('getGroupRequests', { token: me.token, params: { slug: myPrivateGroup } }),
      other,
    ),
  approveGroupRequest: async ({ me, other, myPrivateGroup }) =>
    expectUnknown(
      await t.call('approveGroupRequest', {
        token: me.token,
        params: { slug: myPrivateGroup, userId: other.id },
      }),
    ),
  declineGroupRequest: async ({ me, other, myPrivateGroup }) =>
    expectUnknown(
      await t.call('declineGroupRequest', {
        token: me.token,
        params: { slug: myPrivateGroup, userId: other.id },
      }),
    ),
  inviteToGroup: async ({ me, other, friendsGroup, myPrivateGroup }) => {
    for (const slug of [friendsGroup, myPrivateGroup]) {
      expectUnknown(
        await t.call('inviteToGroup', {
          token: me.token,
          params: { slug },
          body: { userId: other.id },
        }),
      );
    }
  },
  getGroupReports: async ({ me, other, group, myGroupPost }) => {
    const response = await t.call('getGroupReports', {
      token: me.token,
      params: { slug: group.slug },
    });
    expectNoTrace(response, other);
    expect(response.body.map((report) => report.itemId)).toEqual([myGroupPost]);
  },
  dismissGroupReports: async ({ me, group, theirGroupPost, theirGroupComment }) => {
    for (const [kind, id] of [
      ['post', theirGroupPost],
      ['comment', theirGroupComment],
    ] as const) {
      expectUnknown(
        await t.call('dismissGroupReports', {
          token: me.token,
          params: { slug: group.slug, kind, id },
        }),
      );
    }
  },
  getGroupLog: {
    unrelated:
      "the group's moderation record, read by its admins and moderators with the names it was written with, as the site's moderation log is",
  },

  community: OPERATIONS,

  getGroupPosts: async ({ me, other, group }) =>
    expectNoTrace(
      await t.call('getGroupPosts', { token: me.token, params: { slug: group.slug } }),
      other,
    ),
  getPinnedGroupPosts: async ({ me, other, group }) =>
    expectNoTrace(
      await t.call('getPinnedGroupPosts', { token: me.token, params: { slug: group.slug } }),
      other,
    ),
  getPendingGroupPosts: async ({ me, other, group }) =>
    expectNoTrace(
      await t.call('getPendingGroupPosts', { token: me.token, params: { slug: group.slug } }),
      other,
    ),
  approveGroupPost: groupPostAction('approveGroupPost'),
  pinGroupPost: groupPostAction('pinGroupPost'),
  unpinGroupPost: groupPostAction('unpinGroupPost'),
  removeGroupPost: async ({ me, group, theirGroupPost }) =>
    expectUnknown(
      await t.call('removeGroupPost', {
        token: me.token,
        params: { slug: group.slug, postId: theirGroupPost },
        body: { rule: 0 },
      }),
    ),
  removeGroupComment: async ({ me, group, theirGroupComment }) =>
    expectUnknown(
      await t.call('removeGroupComment', {
        token: me.token,
        params: { slug: group.slug, commentId: theirGroupComment },
        body: { rule: 0 },
      }),
    ),

  liveness: OPERATIONS,
  readiness: OPERATIONS,
  metrics: OPERATIONS,
  openApiDocument: OPERATIONS,
  apiReference: OPERATIONS,
};

const notificationOf = async (member: TestMember, actor: TestMember) => {
  const list = await t.call('getNotifications', { token: member.token, query: { limit: 50 } });
  const found = list.body.find((each) => each.actor._id === actor.id);
  if (!found) throw new Error(`${member.firstName} was told nothing of ${actor.firstName}`);
  return found._id;
};

const welcomeApps: TestApp[] = [];
const appWelcoming = async (member: TestMember) => {
  // A second server process on the same database, with the same signing key and clock.
  const app = await buildTestApp({
    clock: t.clock,
    env: { DEFAULT_FRIEND_EMAIL: member.email, JWT_SECRET: t.app.context.secret },
  });
  welcomeApps.push(app);
  return app;
};

beforeAll(async () => {
  t = await buildTestApp();
  const [ava, ben, cleo] = await Promise.all(
    [
      { first_name: 'Ava', last_name: 'Lindqvist' },
      { first_name: 'Ben', last_name: 'Okafor' },
      { first_name: 'Cleo', last_name: 'Marchetti' },
    ].map((names) => makeMember(t, names)),
  );
  if (!ava || !ben || !cleo) throw new Error('members were not made');
  await befriend(t, ava, ben);
  await befriend(t, ava, cleo);
  await befriend(t, ben, cleo);
  const [avasPost, bensPost, cleosPost] = await Promise.all(
    // Each with a hashtag, which the tag's page and Trending must not show from the other side.
    [ava, ben, cleo].map((member) =>
      makePost(t, member, { text: `${member.firstName} posts #BlockWalk` }),
    ),
  );
  if (!avasPost || !bensPost || !cleosPost) throw new Error('posts were not made');
  for (const [member, postId] of [
    [ava, bensPost._id],
    [ben, avasPost._id],
    [ava, cleosPost._id],
    [ben, cleosPost._id],
  ] as const) {
    expect(
      (await comment(t, member, postId, `${member.firstName} was here #walkcomment`)).status,
    ).toBe(200);
    const react = await t.call('reactPost', {
      token: member.token,
      body: { postId, react: 'like' },
    });
    expect(react.status).toBe(200);
  }
  for (const [member, postId, searched] of [
    [ava, bensPost._id, ben],
    [ben, avasPost._id, ava],
  ] as const) {
    await t.call('savePost', { token: member.token, params: { postId } });
    await t.call('addToSearchHistory', { token: member.token, body: { searchUser: searched.id } });
  }
  const avasMessage = await sendOk(t, ava, ben, 'Lunch?');
  const bensMessage = await sendOk(t, ben, ava, 'Sure');
  // Both have a message they have not read.
  await t.db.execute(sql`update conversation_members set last_read_at = null`);
  for (const member of [ava, ben]) {
    expect((await t.call('getMessageCounts', { token: member.token })).body.unread).toBe(1);
  }
  const [avasNotice, bensNotice] = [await notificationOf(ava, ben), await notificationOf(ben, ava)];
  const [avasEvent, bensEvent] = [await postEvent(t, ava, {}), await postEvent(t, ben, {})];
  for (const [member, postId] of [
    [ben, avasEvent._id],
    [ava, bensEvent._id],
  ] as const) {
    expect((await answer(t, member, postId, 'going')).status).toBe(200);
  }

  const createGroupByApi = async (
    admin: TestMember,
    name: string,
    privacy: 'public' | 'private',
  ) => {
    const made = await t.call('createGroup', {
      token: admin.token,
      body: { name, kind: 'club', privacy },
    });
    expect(made.status, made.text).toBe(201);
    return made.body.slug;
  };
  const join = async (member: TestMember, slug: string) => {
    const joined = await t.call('joinGroup', { token: member.token, params: { slug }, body: {} });
    expect(joined.status, joined.text).toBe(200);
  };
  const friendsGroup = await createGroupByApi(cleo, 'Cleo’s climbing crowd', 'public');
  const groupsOf = { ava: { public: '', private: '' }, ben: { public: '', private: '' } };
  for (const [me, other, mine] of [
    [ava, ben, groupsOf.ava],
    [ben, ava, groupsOf.ben],
  ] as const) {
    await join(me, friendsGroup);
    mine.public = await createGroupByApi(me, `${me.firstName}’s robotics club`, 'public');
    await join(other, mine.public);
    await join(cleo, mine.public);
    mine.private = await createGroupByApi(me, `${me.firstName}’s study group`, 'private');
    await join(other, mine.private);
    // Banned before the block.
    const stranger = await makeMember(t, { first_name: 'Dev', last_name: 'Stranger' });
    await join(stranger, mine.private);
    await t.call('approveGroupRequest', {
      token: me.token,
      params: { slug: mine.private, userId: stranger.id },
    });
    const banned = await t.call('removeGroupMember', {
      token: me.token,
      params: { slug: mine.private, userId: stranger.id },
      body: { ban: true },
    });
    expect(banned.status, banned.text).toBe(200);
    await t.db.insert(groupBans).values({
      groupId: (await t.call('getGroup', { token: me.token, params: { slug: mine.private } })).body
        ._id,
      userId: other.id,
      bannedBy: me.id,
    });
  }
  // A group of Cleo's with post approval, where each posts three times (one post published, one
  // published and pinned, one waiting) and comments on the other's post; then both moderate it.
  const group = await makeGroup(t, cleo, {
    postApproval: true,
    rules: [{ title: 'Be kind', text: '' }],
  });
  const groupPosts = new Map<string, { post: string; pinned: string; pending: string }>();
  for (const member of [ava, ben]) {
    await addGroupMember(t, group, member);
    const [post, pinned, pending] = await Promise.all(
      ['news', 'notice', 'draft'].map((text) =>
        makePost(t, member, { text: `${member.firstName}'s ${text}`, group: group.id }),
      ),
    );
    if (!post || !pinned || !pending) throw new Error('group posts were not made');
    for (const [action, postId] of [
      ['approveGroupPost', post._id],
      ['approveGroupPost', pinned._id],
      ['pinGroupPost', pinned._id],
    ] as const) {
      const response = await t.call(action, {
        token: cleo.token,
        params: { slug: group.slug, postId },
      });
      expect(response.status, response.text).toBe(200);
    }
    groupPosts.set(member.id, { post: post._id, pinned: pinned._id, pending: pending._id });
  }
  const groupPostOf = (member: TestMember) => {
    const found = groupPosts.get(member.id);
    if (!found) throw new Error('no group posts');
    return found;
  };
  const groupCommentOn = async (member: TestMember, postId: string) => {
    const response = await comment(t, member, postId, `${member.firstName} in the group`);
    const mine = response.body.find((each) => each.commentBy._id === member.id);
    if (!mine) throw new Error('the group comment was not made');
    return mine._id;
  };
  const avasGroupComment = await groupCommentOn(ava, groupPostOf(ben).post);
  const bensGroupComment = await groupCommentOn(ben, groupPostOf(ava).post);
  for (const [kind, id] of [
    ['post', groupPostOf(ava).post],
    ['post', groupPostOf(ben).post],
    ['comment', avasGroupComment],
    ['comment', bensGroupComment],
  ] as const) {
    const reported = await t.call('reportItem', {
      token: cleo.token,
      body: { kind, id, reason: 'spam' },
    });
    expect(reported.status, reported.text).toBe(201);
  }
  await t.db
    .update(groupMembers)
    .set({ role: 'moderator' })
    .where(and(eq(groupMembers.groupId, group.id), inArray(groupMembers.userId, [ava.id, ben.id])));

  expect((await t.call('blockMember', { token: ava.token, params: { id: ben.id } })).status).toBe(
    200,
  );

  const shared = { mutualFriend: cleo, friendsPost: cleosPost._id };
  sides.blocker = {
    ...shared,
    me: ava,
    other: ben,
    myPost: avasPost._id,
    theirPost: bensPost._id,
    myMessage: avasMessage._id,
    theirNotification: avasNotice,
    welcomingOther: await appWelcoming(ben),
    myEvent: avasEvent._id,
    theirEvent: bensEvent._id,
    myGroup: groupsOf.ava.public,
    myPrivateGroup: groupsOf.ava.private,
    friendsGroup,
    group,
    theirGroupPost: groupPostOf(ben).post,
    theirPinnedPost: groupPostOf(ben).pinned,
    theirPendingPost: groupPostOf(ben).pending,
    theirGroupComment: bensGroupComment,
    myGroupPost: groupPostOf(ava).post,
  };
  sides.blocked = {
    ...shared,
    me: ben,
    other: ava,
    myPost: bensPost._id,
    theirPost: avasPost._id,
    myMessage: bensMessage._id,
    theirNotification: bensNotice,
    welcomingOther: await appWelcoming(ava),
    myEvent: bensEvent._id,
    theirEvent: avasEvent._id,
    myGroup: groupsOf.ben.public,
    myPrivateGroup: groupsOf.ben.private,
    friendsGroup,
    group,
    theirGroupPost: groupPostOf(ava).post,
    theirPinnedPost: groupPostOf(ava).pinned,
    theirPendingPost: groupPostOf(ava).pending,
    theirGroupComment: avasGroupComment,
    myGroupPost: groupPostOf(ben).post,
  };
});

afterAll(async () => {
  await Promise.all(welcomeApps.map((app) => app.close()));
  await t.close();
});

const checked = (Object.keys(walk) as EndpointName[]).filter(
  (name) => typeof walk[name] === 'function',
);

it('classifies every endpoint of the contract: checked, or concerning no other member', () => {
  expect(Object.keys(walk).sort()).toEqual(Object.keys(endpoints).sort());
  expect(checked.length).toBeGreaterThan(30);
});

describe.each(['blocker', 'blocked'] as const)('from the %s’s side, the other member', (side) => {
  it.each(checked)('is invisible and untouchable through %s', async (name) => {
    const check = walk[name] as Check;
    await check(sides[side]);
  });
});
