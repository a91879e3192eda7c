/**
 * What a group's privacy hides is hidden everywhere (issue 18 §3): this walks every endpoint of
 * the contract as a member who is not in a private group and not in a hidden one (they were
 * once, and saved, reacted to and commented on posts then; they are friends with a member who
 * posts there and follow its admin). A private group shows them its page but not its posts nor
 * members (403); a hidden one answers exactly as an unknown group (404). The group's event (a
 * post of the group, its audience the members) answers as an unknown event, and no list, guest
 * list or calendar carries it. Every endpoint must be classified here: one added to the contract without a check or a reason fails the first test.
 */
import {
  endpoints,
  servedPathOf,
  type EndpointDefinition,
  type EndpointName,
  type GroupPrivacy,
} from '@quad/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, inDays, postEvent } from '../../../test/events';
import { addGroupMember, makeGroup, type TestGroup } from '../../../test/groups';
import { befriend, makeMember, type TestMember } from '../../../test/members';
import { comment, makePost } from '../../../test/posts';
import { buildTestApp, type TestApp, type TestResponse } from '../../../test/test-app';
import { selectRows } from '../../db/rows';
import { groupMembers, groups } from '../../db/schema';
import { routePatternOf } from '../../http/route';
import { newId } from '../../infra/ids';

let t: TestApp;

/** One group the stranger is not in, with what was made in it. */
interface Side {
  privacy: Exclude<GroupPrivacy, 'public'>;
  group: TestGroup;
  /** Posts by its admin and by its member; the member's is pinned. */
  adminsPost: string;
  membersPost: string;
  /** A post waiting for approval (post approval turned on after the others). */
  pendingPost: string;
  /** The member's comment on the admin's post. */
  membersComment: string;
  /** The stranger's own comment, made while they were a member. */
  strangersComment: string;
  /**
   * The group's event (its audience the group's members), made by the admin, answered Going by
   * the member and Interested by the stranger (invited to it) while they were a member.
   */
  event: string;
  /** The status of the group's content for the stranger: 403 private, 404 hidden. */
  closed: 403 | 404;
}

let admin: TestMember;
let member: TestMember;
let stranger: TestMember;
const sides: Record<Side['privacy'], Side> = {} as never;

const UNKNOWN_SLUG = 'no-such-group-here';

/** The hashtag only the group's posts and comments use. */
const secretTagOf = (side: Pick<Side, 'privacy'>) => `${side.privacy}secrettag`;
/** A hashtag used on the member's timeline and in the group's posts. */
const SHARED_TAG = 'campuswide';

/** How many mention notifications the stranger has. */
const strangersMentions = async () => {
  const [row] = await selectRows<{ count: number }>(
    t.db,
    sql`select count(*)::int as count from notifications
    where user_id = ${stranger.id}::uuid and kind = 'mention'`,
  );
  return row?.count ?? 0;
};

/** Everything made in the group that the answer must not carry. */
const secretsOf = (side: Side) => [
  side.adminsPost,
  side.membersPost,
  side.pendingPost,
  side.membersComment,
  side.strangersComment,
  side.event,
  `${side.privacy} secret`,
  secretTagOf(side),
  ...(side.privacy === 'hidden' ? [side.group.id, side.group.slug, side.group.name] : []),
];

/** A successful answer with no trace of the group's content (nor of a hidden group at all). */
const expectNoTrace = (response: TestResponse<unknown>, side: Side) => {
  expect(response.status, response.text).toBeLessThan(300);
  for (const secret of secretsOf(side)) expect(response.text).not.toContain(secret);
};

/** The group's content is closed: 403 for a private group, 404 for a hidden one. */
const expectClosed = (response: TestResponse<unknown>, side: Side) => {
  expect(response.status, response.text).toBe(side.closed);
  for (const secret of secretsOf(side)) expect(response.text).not.toContain(secret);
};

/**
 * A call the stranger has no standing for (no request, invitation or membership): refused, as
 * unknown (404) for a hidden group; for a private one, any refusal without a trace.
 */
const expectRefused = (response: TestResponse<unknown>, side: Side) => {
  if (side.privacy === 'hidden') expect(response.status, response.text).toBe(404);
  else expect([400, 403, 404]).toContain(response.status);
  for (const secret of secretsOf(side)) expect(response.text).not.toContain(secret);
};

/** A post or comment of the group answers as an unknown one. */
const expectUnknown = (response: TestResponse<unknown>) =>
  expect(response.status, response.text).toBe(404);

/**
 * A call on the group: private, closed (403); hidden, exactly what the same call on a group that
 * does not exist answers.
 */
const expectGroupClosed = async (
  call: (slug: string) => Promise<TestResponse<unknown>>,
  side: Side,
) => {
  const response = await call(side.group.slug);
  expectClosed(response, side);
  if (side.privacy === 'hidden') {
    const unknown = await call(UNKNOWN_SLUG);
    expect(response.body).toEqual(unknown.body);
  }
};

/**
 * A call on the group's event: exactly what the same call on an event that does not exist
 * answers (404), with no trace of it.
 */
const expectEventUnknown = async (
  call: (postId: string) => Promise<TestResponse<unknown>>,
  side: Side,
) => {
  const response = await call(side.event);
  expectUnknown(response);
  for (const secret of secretsOf(side)) expect(response.text).not.toContain(secret);
  expect(response.body).toEqual((await call(newId())).body);
};

type Check = (side: Side) => Promise<void>;
interface Unrelated {
  unrelated: string;
}

const OWN_ACCOUNT: Unrelated = { unrelated: "the caller's own account, settings or uploads" };
const SIGNED_OUT: Unrelated = { unrelated: 'answers before sign-in, about the caller only' };
const OPERATIONS: Unrelated = { unrelated: 'the deployment, not its members' };
const MESSAGES: Unrelated = {
  unrelated: 'direct messages between friends: nothing of any group is in them',
};
const MODERATION: Unrelated = {
  unrelated: 'site moderators see every group (groups.test.ts, group-posts.test.ts)',
};

const token = () => stranger.token;
const slugCall =
  (
    name:
      | 'getGroupPosts'
      | 'getPinnedGroupPosts'
      | 'getPendingGroupPosts'
      | 'getGroupMembers'
      | 'getGroupBans'
      | 'getGroupRequests'
      | 'getGroupLog'
      | 'getGroupReports'
      | 'deleteGroup',
  ): Check =>
  (side) =>
    expectGroupClosed((slug) => t.call(name, { token: token(), params: { slug } }), side);

/** A moderator's call on one of the group's posts. */
const postAction =
  (name: 'approveGroupPost' | 'pinGroupPost' | 'unpinGroupPost'): Check =>
  (side) =>
    expectGroupClosed(
      (slug) => t.call(name, { token: token(), params: { slug, postId: side.membersPost } }),
      side,
    );

const memberAction =
  (name: 'unbanGroupMember' | 'approveGroupRequest' | 'declineGroupRequest'): Check =>
  (side) =>
    expectGroupClosed(
      (slug) => t.call(name, { token: token(), params: { slug, userId: member.id } }),
      side,
    );

/** A call on the group's event, as an unknown event. */
const eventCall =
  (call: (postId: string) => Promise<TestResponse<unknown>>): Check =>
  (side) =>
    expectEventUnknown(call, side);

const EVENT_LISTS = ['upcoming', 'calendar', 'going', 'hosting', 'past'] as const;

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
  defaultFriend: OWN_ACCOUNT,
  getProfile: async (side) => {
    // The member's and the admin's profiles carry their first posts: none of the group's.
    for (const who of [member, admin]) {
      expectNoTrace(
        await t.call('getProfile', { token: token(), params: { username: who.username } }),
        side,
      );
    }
  },
  updateDetails: OWN_ACCOUNT,
  updateProfilePicture: OWN_ACCOUNT,
  updateCover: OWN_ACCOUNT,
  getFriendsPageInfos: async (side) =>
    expectNoTrace(await t.call('getFriendsPageInfos', { token: token() }), side),
  getFollowing: async (side) =>
    expectNoTrace(await t.call('getFollowing', { token: token() }), side),
  getFollowers: async (side) =>
    expectNoTrace(await t.call('getFollowers', { token: token() }), side),
  addFriend: { unrelated: 'friendships know nothing of groups' },
  cancelRequest: { unrelated: 'friendships know nothing of groups' },
  follow: { unrelated: 'friendships know nothing of groups' },
  unfollow: { unrelated: 'friendships know nothing of groups' },
  acceptRequest: { unrelated: 'friendships know nothing of groups' },
  unfriend: { unrelated: 'friendships know nothing of groups' },
  deleteRequest: { unrelated: 'friendships know nothing of groups' },
  blockMember: { unrelated: 'blocks, walked in blocks/block-walk.test.ts' },
  unblockMember: { unrelated: 'blocks, walked in blocks/block-walk.test.ts' },
  getBlockedMembers: OWN_ACCOUNT,

  search: async (side) => {
    for (const term of [member.firstName, admin.lastName, side.group.name]) {
      expectNoTrace(await t.call('search', { token: token(), params: { term } }), side);
    }
  },
  searchEverything: async (side) => {
    // Words of every post, comment, event and of the group itself; with each type and all.
    for (const q of [
      `${side.privacy} secret`,
      'secret',
      'plans',
      'news reply',
      '"secret aside"',
      'meeting room',
      'draft',
      side.group.name,
      'circle',
    ]) {
      for (const type of [undefined, 'posts', 'events', 'groups', 'members'] as const) {
        const found = await t.call('searchEverything', {
          token: token(),
          query: { q, ...(type && { type }) },
        });
        expectNoTrace(found, side);
        // A private group is found by anyone, by its name: its page, not its content.
        if (side.privacy === 'private' && q === side.group.name && type === 'groups') {
          expect(found.text).toContain(side.group.slug);
        }
      }
    }
  },
  addToSearchHistory: { unrelated: 'members, not groups' },
  getSearchHistory: async (side) =>
    expectNoTrace(await t.call('getSearchHistory', { token: token() }), side),
  removeFromSearch: { unrelated: 'members, not groups' },

  createPost: async (side) => {
    const response = await t.call('createPost', {
      token: token(),
      body: { text: 'Let me in', group: side.group.id },
    });
    expectClosed(response, side);
    // Mentioned in a post of the group they left, they are not told.
    const before = await strangersMentions();
    const mention = await makePost(t, admin, {
      text: `${side.privacy} secret call for @${stranger.username}`,
      group: side.group.id,
    });
    expect(await strangersMentions()).toBe(before);
    await t.call('deletePost', { token: admin.token, params: { postId: mention._id } });
  },
  getAllPosts: async (side) =>
    expectNoTrace(
      await t.call('getAllPosts', { token: token(), query: { limit: 50, comments: 50 } }),
      side,
    ),
  getSavedPosts: async (side) =>
    expectNoTrace(await t.call('getSavedPosts', { token: token(), query: { limit: 50 } }), side),
  getPost: async (side) => {
    for (const postId of [side.adminsPost, side.membersPost, side.pendingPost]) {
      expectUnknown(await t.call('getPost', { token: token(), params: { postId } }));
    }
  },
  updateText: async (side) =>
    expectUnknown(
      await t.call('updateText', { token: token(), body: { postId: side.adminsPost, text: 'x' } }),
    ),
  deletePost: async (side) =>
    expectUnknown(
      await t.call('deletePost', { token: token(), params: { postId: side.adminsPost } }),
    ),
  savePost: async (side) =>
    expectUnknown(
      await t.call('savePost', { token: token(), params: { postId: side.membersPost } }),
    ),
  comment: async (side) => {
    expectUnknown(await comment(t, stranger, side.adminsPost, 'Hello?'));
    // Mentioned in a comment there, they are not told either.
    const before = await strangersMentions();
    const made = await comment(
      t,
      member,
      side.adminsPost,
      `${side.privacy} secret @${stranger.username}`,
    );
    expect(made.status, made.text).toBe(200);
    expect(await strangersMentions()).toBe(before);
    const mine = made.body.find((each) => each.comment.includes(`@${stranger.username}`));
    if (mine) {
      await t.call('deleteComment', {
        token: member.token,
        body: { postId: side.adminsPost, commentId: mine._id },
      });
    }
  },
  deleteComment: async (side) => {
    // Not even their own comment, made while they were a member: the post is closed to them.
    for (const commentId of [side.membersComment, side.strangersComment]) {
      expectUnknown(
        await t.call('deleteComment', {
          token: token(),
          body: { postId: side.adminsPost, commentId },
        }),
      );
    }
  },
  reactPost: async (side) =>
    expectUnknown(
      await t.call('reactPost', {
        token: token(),
        body: { postId: side.membersPost, react: 'love' },
      }),
    ),
  getReacts: async (side) =>
    expectUnknown(
      await t.call('getReacts', { token: token(), params: { postId: side.adminsPost } }),
    ),
  getUserPosts: async (side) => {
    for (const who of [member, admin]) {
      expectNoTrace(
        await t.call('getUserPosts', {
          token: token(),
          params: { userId: who.id },
          query: { limit: 50 },
        }),
        side,
      );
    }
  },
  getComments: async (side) =>
    expectUnknown(
      await t.call('getComments', { token: token(), params: { postId: side.adminsPost } }),
    ),
  uploadImages: OWN_ACCOUNT,
  listImages: OWN_ACCOUNT,

  getNotifications: async (side) =>
    expectNoTrace(await t.call('getNotifications', { token: token(), query: { limit: 50 } }), side),
  getNotificationCounts: async (side) => {
    const counts = await t.call('getNotificationCounts', { token: token() });
    const list = await t.call('getNotifications', { token: token(), query: { limit: 50 } });
    expectNoTrace(counts, side);
    // What they were told of the group's posts while a member is no longer counted.
    expect(counts.body.unread).toBe(list.body.filter((each) => !each.read).length);
  },
  markNotificationRead: OWN_ACCOUNT,
  markAllNotificationsRead: OWN_ACCOUNT,
  createLiveTicket: OWN_ACCOUNT,
  liveStream: {
    unrelated:
      'a group post is announced to the group’s members only (group-posts.test.ts, live new posts)',
  },

  updatePassword: OWN_ACCOUNT,
  logoutEverywhere: OWN_ACCOUNT,
  updateLanguage: OWN_ACCOUNT,
  getNotificationPreferences: OWN_ACCOUNT,
  updateNotificationPreferences: OWN_ACCOUNT,
  downloadMyData: { unrelated: 'the member’s own data, as they made it' },
  deleteAccount: OWN_ACCOUNT,

  getConversations: MESSAGES,
  getConversation: MESSAGES,
  sendMessage: MESSAGES,
  markConversationRead: MESSAGES,
  unsendMessage: MESSAGES,
  getMessageCounts: MESSAGES,

  reportItem: async (side) => {
    for (const [kind, id] of [
      ['post', side.membersPost],
      ['comment', side.membersComment],
    ] as const) {
      expectUnknown(
        await t.call('reportItem', { token: token(), body: { kind, id, reason: 'spam' } }),
      );
    }
  },
  hideReportedItem: async (side) =>
    expectUnknown(
      await t.call('hideReportedItem', {
        token: token(),
        body: { kind: 'post', id: side.membersPost },
      }),
    ),
  getTrendingHashtags: async (side) => {
    const trending = await t.call('getTrendingHashtags', { token: token() });
    expectNoTrace(trending, side);
    // The group's use of the shared tag does not count: only the member's timeline post.
    expect(trending.body).toContainEqual({ tag: SHARED_TAG, members: 1 });
  },
  getHashtagPosts: async (side) => {
    for (const tag of [SHARED_TAG, secretTagOf(side)]) {
      const page = await t.call('getHashtagPosts', { token: token(), params: { tag } });
      expectNoTrace(page, side);
      expect(page.body.length).toBe(tag === SHARED_TAG ? 1 : 0);
    }
  },
  getHashtagInfo: async (side) => {
    // As a tag nobody used.
    const info = await t.call('getHashtagInfo', {
      token: token(),
      params: { tag: secretTagOf(side) },
    });
    expect(info.body).toEqual({ tag: secretTagOf(side), following: false, posts_today: 0 });
  },
  followHashtag: async (side) => {
    for (const tag of [SHARED_TAG, secretTagOf(side)]) {
      const followed = await t.call('followHashtag', { token: token(), params: { tag } });
      expect(followed.status, followed.text).toBe(200);
    }
    expectNoTrace(
      await t.call('getAllPosts', { token: token(), query: { limit: 50, comments: 50 } }),
      side,
    );
    for (const tag of [SHARED_TAG, secretTagOf(side)]) {
      await t.call('unfollowHashtag', { token: token(), params: { tag } });
    }
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
  community: OPERATIONS,

  searchGroups: async (side) => {
    const found = await t.call('searchGroups', { token: token(), query: { q: side.group.name } });
    expectNoTrace(found, side);
    // A private group is found by anyone, by its name: its page, not its content.
    if (side.privacy === 'private') expect(found.text).toContain(side.group.slug);
  },
  getMyGroups: async (side) => {
    const mine = await t.call('getMyGroups', { token: token() });
    expectNoTrace(mine, side);
    expect(mine.text).not.toContain(side.group.slug);
  },
  getGroupSuggestions: async (side) =>
    expectNoTrace(await t.call('getGroupSuggestions', { token: token() }), side),
  createGroup: OWN_ACCOUNT,
  getGroup: async (side) => {
    const call = (slug: string) => t.call('getGroup', { token: token(), params: { slug } });
    if (side.privacy === 'hidden') return expectGroupClosed(call, side);
    const page = await call(side.group.slug);
    expectNoTrace(page, side);
    expect(page.body).toMatchObject({ name: side.group.name, canSeeContent: false, faces: [] });
    expect(page.text).not.toContain(member.id);
  },
  updateGroup: (side) =>
    expectGroupClosed(
      (slug) => t.call('updateGroup', { token: token(), params: { slug }, body: { name: 'Mine' } }),
      side,
    ),
  updateGroupCover: async (side) => {
    const response = await t.call('updateGroupCover', {
      token: token(),
      params: { slug: side.group.slug },
      body: { url: '/media/none.jpg' },
    });
    expect(response.status).toBe(side.closed);
  },
  deleteGroup: slugCall('deleteGroup'),
  joinGroup: async (side) => {
    const join = (slug: string) =>
      t.call('joinGroup', { token: token(), params: { slug }, body: { answers: ['Me'] } });
    if (side.privacy === 'hidden') {
      const response = await join(side.group.slug);
      expectUnknown(response);
      expect(response.body).toEqual((await join(UNKNOWN_SLUG)).body);
      return;
    }
    // A request, not a way in; taken back at once.
    const asked = await join(side.group.slug);
    expectNoTrace(asked, side);
    expect(asked.body).toEqual({ viewerState: 'requested' });
    expectClosed(
      await t.call('getGroupPosts', { token: token(), params: { slug: side.group.slug } }),
      side,
    );
    await t.call('cancelGroupRequest', { token: token(), params: { slug: side.group.slug } });
  },
  cancelGroupRequest: async (side) => {
    const response = await t.call('cancelGroupRequest', {
      token: token(),
      params: { slug: side.group.slug },
    });
    expectRefused(response, side);
  },
  declineGroupInvitation: async (side) => {
    const response = await t.call('declineGroupInvitation', {
      token: token(),
      params: { slug: side.group.slug },
    });
    expectRefused(response, side);
  },
  leaveGroup: async (side) => {
    const response = await t.call('leaveGroup', {
      token: token(),
      params: { slug: side.group.slug },
      body: {},
    });
    expectRefused(response, side);
  },
  setGroupNotifications: (side) =>
    expectGroupClosed(
      (slug) =>
        t.call('setGroupNotifications', {
          token: token(),
          params: { slug },
          body: { notify: 'all' },
        }),
      side,
    ),
  getGroupMembers: slugCall('getGroupMembers'),
  setGroupMemberRole: (side) =>
    expectGroupClosed(
      (slug) =>
        t.call('setGroupMemberRole', {
          token: token(),
          params: { slug, userId: member.id },
          body: { role: 'admin' },
        }),
      side,
    ),
  removeGroupMember: (side) =>
    expectGroupClosed(
      (slug) =>
        t.call('removeGroupMember', {
          token: token(),
          params: { slug, userId: member.id },
          body: { ban: true },
        }),
      side,
    ),
  getGroupBans: slugCall('getGroupBans'),
  unbanGroupMember: memberAction('unbanGroupMember'),
  getGroupRequests: slugCall('getGroupRequests'),
  approveGroupRequest: memberAction('approveGroupRequest'),
  declineGroupRequest: memberAction('declineGroupRequest'),
  inviteToGroup: (side) =>
    expectGroupClosed(
      (slug) =>
        t.call('inviteToGroup', { token: token(), params: { slug }, body: { userId: member.id } }),
      side,
    ),
  getGroupPosts: slugCall('getGroupPosts'),
  getPinnedGroupPosts: slugCall('getPinnedGroupPosts'),
  getPendingGroupPosts: slugCall('getPendingGroupPosts'),
  approveGroupPost: postAction('approveGroupPost'),
  pinGroupPost: postAction('pinGroupPost'),
  unpinGroupPost: postAction('unpinGroupPost'),
  removeGroupPost: (side) =>
    expectGroupClosed(
      (slug) =>
        t.call('removeGroupPost', {
          token: token(),
          params: { slug, postId: side.membersPost },
          body: { rule: 0 },
        }),
      side,
    ),
  removeGroupComment: (side) =>
    expectGroupClosed(
      (slug) =>
        t.call('removeGroupComment', {
          token: token(),
          params: { slug, commentId: side.membersComment },
          body: { rule: 0 },
        }),
      side,
    ),
  getGroupLog: slugCall('getGroupLog'),
  getGroupReports: slugCall('getGroupReports'),
  dismissGroupReports: (side) =>
    expectGroupClosed(
      (slug) =>
        t.call('dismissGroupReports', {
          token: token(),
          params: { slug, kind: 'post', id: side.membersPost },
        }),
      side,
    ),

  createEvent: async (side) => {
    const create = (group: string) =>
      t.call('createEvent', {
        token: token(),
        body: { title: 'Mine', starts_at: inDays(t, 3), group, audience: 'group' },
      });
    const response = await create(side.group.id);
    expectClosed(response, side);
    if (side.privacy === 'hidden') expect(response.body).toEqual((await create(newId())).body);
  },
  getEvents: async (side) => {
    const month = (
      await t.call('getEvent', { token: admin.token, params: { postId: side.event } })
    ).body.event?.starts_at.slice(0, 7);
    for (const list of EVENT_LISTS) {
      expectNoTrace(
        await t.call('getEvents', {
          token: token(),
          query: list === 'calendar' ? { list, month } : { list },
        }),
        side,
      );
    }
  },
  getEvent: eventCall((postId) => t.call('getEvent', { token: token(), params: { postId } })),
  updateEvent: eventCall((postId) =>
    t.call('updateEvent', {
      token: token(),
      params: { postId },
      body: { title: 'Mine', starts_at: inDays(t, 3) },
    }),
  ),
  cancelEvent: eventCall((postId) =>
    t.call('cancelEvent', { token: token(), params: { postId }, body: {} }),
  ),
  answerEvent: eventCall((postId) =>
    t.call('answerEvent', { token: token(), params: { postId }, body: { answer: 'going' } }),
  ),
  getEventGuests: eventCall((postId) =>
    t.call('getEventGuests', { token: token(), params: { postId } }),
  ),
  inviteToEvent: eventCall((postId) =>
    t.call('inviteToEvent', { token: token(), params: { postId }, body: { members: [member.id] } }),
  ),
  getEventCalendar: eventCall((postId) =>
    t.call('getEventCalendar', { token: token(), params: { postId } }),
  ),
  getCheckInCode: eventCall((postId) =>
    t.call('getCheckInCode', { token: token(), params: { postId } }),
  ),
  checkIn: eventCall((postId) =>
    t.call('checkIn', { token: token(), params: { postId }, body: { code: '123456' } }),
  ),
  getAttendance: eventCall((postId) =>
    t.call('getAttendance', { token: token(), params: { postId } }),
  ),
  getAttendanceCsv: eventCall((postId) =>
    t.call('getAttendanceCsv', { token: token(), params: { postId } }),
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
  calendarFeed: async (side) => {
    // They answered the group's event while a member: their feed no longer holds it.
    const made = await t.call('resetCalendarFeed', { token: token() });
    expect(made.status, made.text).toBe(201);
    const path = new URL(String(made.body.url).replace(/^webcal:/, 'https:')).pathname;
    const feed = await t.inject({ method: 'GET', url: path });
    expectNoTrace(feed, side);
    expect(feed.text).toContain('BEGIN:VCALENDAR');
  },
  groupCalendarFeed: async (side) => {
    // Only a public group has a feed: a private or hidden one answers as an unknown group.
    const feedOf = (slug: string) =>
      t.inject({ method: 'GET', url: `/calendar/groups/${slug}.ics` });
    const response = await feedOf(side.group.slug);
    expectUnknown(response);
    for (const secret of secretsOf(side)) expect(response.text).not.toContain(secret);
    expect(response.text).toBe((await feedOf(UNKNOWN_SLUG)).text);
  },

  liveness: OPERATIONS,
  readiness: OPERATIONS,
  metrics: OPERATIONS,
  openApiDocument: OPERATIONS,
  apiReference: OPERATIONS,
};

/** A group with posts, a comment each way, a pinned post, a waiting post; the stranger was in it. */
const groupWithContent = async (privacy: Side['privacy']): Promise<Side> => {
  const group = await makeGroup(t, admin, {
    privacy,
    name: `The ${privacy} circle`,
    rules: [{ title: 'Be kind', text: '' }],
  });
  await addGroupMember(t, group, member, { notify: 'all' });
  await addGroupMember(t, group, stranger, { notify: 'all' });
  const adminsPost = await makePost(t, admin, {
    text: `${privacy} secret plans #${secretTagOf({ privacy })} #${SHARED_TAG}`,
    group: group.id,
  });
  const membersPost = await makePost(t, member, {
    text: `${privacy} secret news`,
    group: group.id,
  });
  const commented = await comment(t, member, adminsPost._id, `${privacy} secret reply`);
  const strangers = await comment(
    t,
    stranger,
    membersPost._id,
    `${privacy} secret aside #${secretTagOf({ privacy })}`,
  );
  expect(commented.status).toBe(200);
  expect(strangers.status).toBe(200);
  const saved = await t.call('savePost', {
    token: stranger.token,
    params: { postId: adminsPost._id },
  });
  expect(saved.body).toMatchObject({ saved: true });
  await t.call('reactPost', {
    token: stranger.token,
    body: { postId: adminsPost._id, react: 'like' },
  });
  const pinned = await t.call('pinGroupPost', {
    token: admin.token,
    params: { slug: group.slug, postId: membersPost._id },
  });
  expect(pinned.status, pinned.text).toBe(200);
  // The group's event: a post of the group, answered and put in calendars while all were in it.
  const event = await postEvent(t, admin, {
    title: `${privacy} secret meeting`,
    location: `${privacy} secret room`,
    group: group.id,
    audience: 'group',
  });
  expect(event.group?._id).toBe(group.id);
  const invited = await t.call('inviteToEvent', {
    token: admin.token,
    params: { postId: event._id },
    body: { members: [stranger.id] },
  });
  expect(invited.status, invited.text).toBe(200);
  expect((await answer(t, member, event._id, 'going')).status).toBe(200);
  expect((await answer(t, stranger, event._id, 'interested')).status).toBe(200);
  await t.db.update(groups).set({ postApproval: true }).where(eq(groups.id, group.id));
  const pendingPost = await makePost(t, member, {
    text: `${privacy} secret draft`,
    group: group.id,
  });
  expect(pendingPost.pending).toBe(true);
  // The stranger leaves.
  await t.db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, stranger.id)));
  return {
    privacy,
    group,
    adminsPost: adminsPost._id,
    membersPost: membersPost._id,
    pendingPost: pendingPost._id,
    membersComment: (commented.body[0] as { _id: string })._id,
    strangersComment: (strangers.body[0] as { _id: string })._id,
    event: event._id,
    closed: privacy === 'private' ? 403 : 404,
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  [admin, member, stranger] = (await Promise.all(
    [
      { first_name: 'Greta', last_name: 'Adminsson' },
      { first_name: 'Hugo', last_name: 'Memberg' },
      { first_name: 'Ines', last_name: 'Outsider' },
    ].map((names) => makeMember(t, names)),
  )) as [TestMember, TestMember, TestMember];
  await befriend(t, member, stranger);
  await befriend(t, admin, stranger);
  sides.private = await groupWithContent('private');
  sides.hidden = await groupWithContent('hidden');
  // Their own timeline posts, which the stranger does see.
  await makePost(t, member, { text: `On my timeline #${SHARED_TAG}` });
});

afterAll(() => t.close());

/** Whether this build serves the endpoint (the groups module's own calls may come separately). */
const served = (name: EndpointName) => {
  const entry: EndpointDefinition = endpoints[name];
  return t.app.hasRoute({
    method: entry.method,
    url: routePatternOf(servedPathOf(entry), entry.restParam),
  });
};

const checked = (Object.keys(walk) as EndpointName[]).filter(
  (name) => typeof walk[name] === 'function',
);

it('classifies every endpoint of the contract: checked, or concerning no group', () => {
  expect(Object.keys(walk).sort()).toEqual(Object.keys(endpoints).sort());
  expect(checked.length).toBeGreaterThan(40);
});

describe.each(['private', 'hidden'] as const)('a non-member of a %s group', (privacy) => {
  it.for(checked)('sees nothing of its content through %s', async (name, context) => {
    // Until the groups module serves its calls in this build, theirs are skipped, not passed.
    if (!served(name)) context.skip();
    const check = walk[name] as Check;
    await check(sides[privacy]);
  });
});
