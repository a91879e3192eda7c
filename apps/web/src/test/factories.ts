/** Objects shaped like the server's answers (API.md), with overrides for each test. */
import {
  DELIVERY_KINDS,
  defaultEmailChoice,
  type DeliverySettings,
  REACTIONS,
  type Comment,
  type FriendsPageInfos,
  type Friendship,
  type Notification,
  type Post,
  type PostGroup,
  type Profile,
  type Reaction,
  type ReactsSummary,
  type SearchHistoryEntry,
  type SessionUser,
  type UserSummary,
} from '@quad/contract';

export const makeSessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  token: 'header.payload.signature',
  username: 'janedoe',
  first_name: 'Jane',
  last_name: 'Doe',
  picture: '/default-avatar.svg',
  cover: '',
  gender: 'female',
  ccu_college: 'Gupta College of Science',
  verified: true,
  ...overrides,
});

let sequence = 0;

/** A member with a unique id and username; `first`/`last` name them. */
export const makeSummary = (first = 'Member', last = 'Person', id?: string): UserSummary => {
  sequence += 1;
  const suffix = String(sequence).padStart(12, '0');
  return {
    _id: id ?? `0190a1b2-c3d4-7e5f-8a9b-${suffix}`,
    username: `${first}${last}${sequence}`.toLowerCase(),
    picture: `/media/${first.toLowerCase()}-${sequence}.jpg`,
    first_name: first,
    last_name: last,
  };
};

/** `count` distinct members named "Friend 1", "Friend 2"… (the prefix changes the first name). */
export const makeMembers = (count: number, prefix = 'Friend') =>
  Array.from({ length: count }, (_, index) => makeSummary(prefix, String(index + 1)));

export const NO_FRIENDSHIP: Friendship = {
  friends: false,
  following: false,
  requestSent: false,
  requestReceived: false,
};

export const makeProfile = (overrides: Partial<Profile> = {}): Profile => ({
  success: true,
  _id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  username: 'janedoe',
  first_name: 'Jane',
  last_name: 'Doe',
  picture: '/default-avatar.svg',
  cover: '',
  friends: [],
  friendship: NO_FRIENDSHIP,
  details: { college: 'Gupta College of Science' },
  posts: [],
  ...overrides,
});

/** The profile the server would answer for a session user (their own). */
export const ownProfile = (user: SessionUser, overrides: Partial<Profile> = {}) =>
  makeProfile({
    _id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    picture: user.picture,
    cover: user.cover,
    details: { college: user.ccu_college },
    ...overrides,
  });

export const friendsInfos = (data: Partial<FriendsPageInfos['data']> = {}): FriendsPageInfos => ({
  success: true,
  data: { requests: [], sentRequests: [], suggestions: [], friends: [], ...data },
});

export const historyEntry = (user: UserSummary, createdAt: string): SearchHistoryEntry => ({
  _id: `entry-${user._id}`,
  createdAt,
  user,
});

let postSequence = 0;
const postId = () => {
  postSequence += 1;
  return `0190a1b2-c3d4-7e5f-9a9b-${String(postSequence).padStart(12, '0')}`;
};

export const makeAuthor = (overrides: Partial<Post['user']> = {}): Post['user'] => ({
  _id: '0190a1b2-c3d4-7e5f-8a9b-00000000b0b0',
  username: 'bobsmith',
  picture: '/media/bob.jpg',
  first_name: 'Bob',
  last_name: 'Smith',
  gender: 'male',
  cover: '',
  ...overrides,
});

/** The author of a post by the session member (`makeSessionUser`). */
export const authorOf = (user: SessionUser): Post['user'] => ({
  _id: user.id,
  username: user.username,
  picture: user.picture,
  first_name: user.first_name,
  last_name: user.last_name,
  gender: user.gender,
  cover: user.cover,
});

export const makeReactions = (
  counts: Partial<Record<Reaction, number>> = {},
  overrides: Partial<ReactsSummary> = {},
): ReactsSummary => {
  const reacts = REACTIONS.map((react) => ({ react, count: counts[react] ?? 0 }));
  return {
    reacts,
    check: null,
    total: reacts.reduce((sum, entry) => sum + entry.count, 0),
    checkSaved: false,
    ...overrides,
  };
};

export const makeComment = (
  text: string,
  by: Partial<Comment['commentBy']> = {},
  overrides: Partial<Comment> = {},
): Comment => ({
  _id: postId(),
  comment: text,
  image: '',
  commentAt: new Date(Date.now() - 60 * 60_000).toISOString(),
  commentBy: {
    _id: '0190a1b2-c3d4-7e5f-8a9b-00000000c0c0',
    picture: '/media/carol.jpg',
    first_name: 'Carol',
    last_name: 'Jones',
    ...by,
  },
  ...overrides,
});

/** A text post by Bob Smith, five minutes old, unreacted, with no comments. */
export const makePost = (overrides: Partial<Post> = {}): Post => ({
  _id: postId(),
  user: makeAuthor(),
  type: null,
  text: 'Hello campus',
  background: null,
  images: null,
  comments: [],
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  reactions: makeReactions(),
  commentCount: overrides.comments?.length ?? 0,
  ...overrides,
});

/** A group as a post carries it ("Name › Group"): Chess Club, private, unless overridden. */
export const makePostGroup = (overrides: Partial<PostGroup> = {}): PostGroup => ({
  _id: '0190a1b2-c3d4-7e5f-8a9b-0000000c1b00',
  slug: 'chess-club',
  name: 'Chess Club',
  privacy: 'private',
  ...overrides,
});

let notificationSequence = 0;

/** An unread notification, two minutes old: Maya Haddad reacted to a post, unless overridden. */
export const makeNotification = (overrides: Partial<Notification> = {}): Notification => {
  notificationSequence += 1;
  return {
    _id: `0190a1b2-c3d4-7e5f-8a9b-${String(notificationSequence).padStart(8, '0')}aaaa`,
    kind: 'reaction',
    actor: makeSummary('Maya', 'Haddad'),
    post_id: postId(),
    others: 0,
    removed_kind: null,
    reason: null,
    read: false,
    createdAt: new Date(Date.now() - 2 * 60_000).toISOString(),
    ...overrides,
  };
};

/** Delivery settings on their defaults (Settings › Notifications). */
export const makeDeliverySettings = (
  overrides: Partial<DeliverySettings> = {},
): DeliverySettings => ({
  kinds: Object.fromEntries(
    DELIVERY_KINDS.map((kind) => [kind, { push: true, email: defaultEmailChoice(kind) }]),
  ) as DeliverySettings['kinds'],
  digest: 'weekly',
  show_message_text: false,
  paused_until: null,
  ...overrides,
});
