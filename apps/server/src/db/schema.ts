/** The database schema (PostgreSQL 15 dialect; PGlite runs the same migrations). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ALL_NOTIFICATION_KINDS,
  EVENT_ANSWERS,
  EVENT_AUDIENCES,
  EVENT_REPEATS,
  GROUP_KINDS,
  GROUP_LOG_ACTIONS,
  GROUP_NOTIFY_SETTINGS,
  GROUP_PRIVACIES,
  GROUP_ROLES,
  MODERATION_ACTIONS,
  REPORT_ITEM_KINDS,
  REPORT_REASONS,
  type Details,
  type GroupRule,
} from '@quad/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A full-text document in the quad_search configuration (migration 0026): triggers keep it, from
 * a post's text and its comments', or an event's title, place and description; search reads it.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const searchVector = () =>
  tsvector('search_vector')
    .notNull()
    .default(sql`''::tsvector`);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    /** Stored lower-cased, so uniqueness ignores case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    picture: text('picture').notNull().default(''),
    cover: text('cover').notNull().default(''),
    gender: text('gender').notNull(),
    college: text('ccu_college').notNull(),
    birthYear: integer('birth_year').notNull(),
    birthMonth: integer('birth_month').notNull(),
    birthDay: integer('birth_day').notNull(),
    verified: boolean('verified').notNull().default(false),
    /**
     * Retired: sessions are rows of `sessions` now. Kept while servers of the previous release
     * may still run beside new ones during an upgrade; dropped in a later release.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    details: jsonb('details').$type<Details>().notNull().default({}),
    /** "first last" in lowercase ASCII, written by the app (modules/users/search-name.ts). */
    searchName: text('search_name').notNull().default(''),
    /**
     * False for a member created by a university sign-in: the stored hash is then an unusable
     * value no password matches, until they set one in the settings.
     */
    passwordSet: boolean('password_set').notNull().default(true),
    /** False until a member the university sign-in created chose college, birth date, gender. */
    profileFinished: boolean('profile_finished').notNull().default(true),
    /** Whether the profile shows the affiliation badge of their linked university account. */
    affiliationShown: boolean('affiliation_shown').notNull().default(true),
    /** When the member last used Quad (a signed-in request), written at most every few minutes. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** The language the member chose (contract LANGUAGES); null: their device's is used. */
    language: text('language'),
    createdAt: createdAt(),
  },
  (table) => [
    check('users_language_check', sql`${table.language} in ('en', 'es', 'fr', 'ar', 'zh-Hans')`),
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_username_key').on(table.username),
    index('users_unverified_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.verified} = false`),
    index('users_search_name_trgm_idx').using('gin', table.searchName.op('gin_trgm_ops')),
    // Friend suggestions: the newest verified members, overall and of one college.
    index('users_verified_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.verified} = true`),
    index('users_verified_college_created_at_idx')
      .on(table.college, table.createdAt)
      .where(sql`${table.verified} = true`),
  ],
);

/** A sign-in: its id is in the bearer token, and the token is valid while this row exists. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the token expires; expired rows are pruned. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('verification_tokens_token_hash_key').on(table.tokenHash),
    index('verification_tokens_user_id_idx').on(table.userId),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by a successful validateResetCode; opens a short window for changePassword. */
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_codes_user_created_idx').on(table.userId, table.createdAt)],
);

/** Request counters shared by every server process (the rate-limit store). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

const memberRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Pending friend requests; the sender also follows the receiver while it waits. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    senderId: memberRef('sender_id'),
    receiverId: memberRef('receiver_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.senderId, table.receiverId] }),
    index('friend_requests_receiver_id_idx').on(table.receiverId),
  ],
);

/** Friendships, stored in both directions so each member's friends are one index range. */
export const friendships = pgTable(
  'friendships',
  {
    userId: memberRef('user_id'),
    friendId: memberRef('friend_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.friendId] }),
    index('friendships_friend_id_idx').on(table.friendId),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: memberRef('follower_id'),
    followeeId: memberRef('followee_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    // The Following page's two lists, newest first (read backwards), a page at a time.
    index('follows_follower_created_at_idx').on(
      table.followerId,
      table.createdAt,
      table.followeeId,
    ),
    index('follows_followee_created_at_idx').on(
      table.followeeId,
      table.createdAt,
      table.followerId,
    ),
  ],
);

/** One entry per searched member; searching again moves it to the top. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: uuid('id').primaryKey(),
    userId: memberRef('user_id'),
    searchedUserId: memberRef('searched_user_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('search_history_user_searched_key').on(table.userId, table.searchedUserId),
    index('search_history_user_created_at_idx').on(table.userId, table.createdAt),
    index('search_history_searched_user_id_idx').on(table.searchedUserId),
  ],
);

/** Images members uploaded; the file lives in the media storage under `key`. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    userId: memberRef('user_id'),
    /** Folder under the member's own: post_images, post_images/<postId>, cover_pictures… */
    folder: text('folder').notNull(),
    /** '<userId>/<folder>/<id>.<ext>'; the public URL is made from it. */
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /**
     * The narrower copies stored beside the file (infra/media/image-widths.ts), narrowest first;
     * empty until they are made (`npm run media:widths` makes those of older images).
     */
    widths: integer('widths')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('media_key_key').on(table.key),
    index('media_user_created_at_idx').on(table.userId, table.createdAt, table.id),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey(),
    userId: memberRef('user_id'),
    /** null for an ordinary post, or profilePicture / coverPicture, or event (its row in events). */
    type: text('type').$type<'profilePicture' | 'coverPicture' | 'event'>(),
    text: text('text'),
    background: text('background'),
    createdAt: createdAt(),
    /** The group it was posted in: its audience is the group's. null: the author's timeline. */
    groupId: uuid('group_id').references((): AnyPgColumn => groups.id, { onDelete: 'cascade' }),
    /** A group post waiting for a group moderator's approval (post approval is on). */
    pending: boolean('pending').notNull().default(false),
    /** When a group moderator pinned it at the top of its group; null when not pinned. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    /** Its text and its comments' text, for search. */
    searchVector: searchVector(),
  },
  (table) => [
    // Every list of posts is one member's posts newest first, or a merge of such ranges.
    index('posts_user_created_at_idx').on(table.userId, table.createdAt, table.id),
    // The feed reads friends' and followed members' posts outside groups (group posts come
    // through their group's range): without the group posts the ranges read fewer pages.
    index('posts_user_ungrouped_created_at_idx')
      .on(table.userId, table.createdAt, table.id)
      .where(sql`${table.groupId} is null`),
    // A group's published posts newest first; the feed merges one such range per group.
    index('posts_group_created_at_idx')
      .on(table.groupId, table.createdAt, table.id)
      .where(sql`${table.groupId} is not null and not ${table.pending}`),
    // The approval queue and the pinned posts of a group.
    index('posts_group_pending_idx')
      .on(table.groupId, table.createdAt)
      .where(sql`${table.pending}`),
    index('posts_group_pinned_idx')
      .on(table.groupId, table.pinnedAt)
      .where(sql`${table.pinnedAt} is not null`),
    index('posts_search_vector_idx').using('gin', table.searchVector),
    // Search reads the newest posts first and tests each against the query (issue 29). Two more
    // indexes serve it, written in SQL only (migration 0031; drizzle has no INCLUDE):
    // posts_recent_search_idx holds the small documents, posts_large_search_idx finds the others.
    index('posts_created_at_idx').on(table.createdAt, table.id),
    check('posts_type_check', sql`${table.type} in ('profilePicture', 'coverPicture', 'event')`),
    check(
      'posts_pending_in_group_check',
      sql`not ${table.pending} or ${table.groupId} is not null`,
    ),
  ],
);

const postRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' });

export const postImages = pgTable(
  'post_images',
  {
    postId: postRef('post_id'),
    position: integer('position').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.position] }),
    index('post_images_media_id_idx').on(table.mediaId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey(),
    postId: postRef('post_id'),
    userId: memberRef('user_id'),
    text: text('text').notNull().default(''),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('comments_post_created_at_idx').on(table.postId, table.createdAt, table.id),
    index('comments_user_id_idx').on(table.userId),
    index('comments_media_id_idx').on(table.mediaId),
  ],
);

/** One reaction per member per post: the primary key is the rule. */
export const reactions = pgTable(
  'reactions',
  {
    postId: postRef('post_id'),
    userId: memberRef('user_id'),
    react: text('react').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('reactions_user_id_idx').on(table.userId),
    check(
      'reactions_react_check',
      sql`${table.react} in ('like', 'love', 'haha', 'wow', 'sad', 'angry')`,
    ),
  ],
);

export const savedPosts = pgTable(
  'saved_posts',
  {
    userId: memberRef('user_id'),
    postId: postRef('post_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    index('saved_posts_user_created_at_idx').on(table.userId, table.createdAt, table.postId),
    index('saved_posts_post_id_idx').on(table.postId),
  ],
);

/**
 * What happened to a member (user_id) because of another (actor_id). A reaction notification
 * is one per post, moved to the newest reactor; the others are one per event. Rows about a
 * deleted post, comment or member go with it. A moderator's notice (content_removed) names the
 * member as its own actor, so moderators stay unnamed, and says what was removed and why.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: memberRef('user_id'),
    actorId: memberRef('actor_id'),
    kind: text('kind').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** content_removed: 'post', 'comment' or 'message'. */
    removedKind: text('removed_kind'),
    /** content_removed: the moderator's reason. */
    reason: text('reason'),
    /** The group it happened in (group kinds, a group moderator's removal). */
    groupId: uuid('group_id').references((): AnyPgColumn => groups.id, { onDelete: 'cascade' }),
    /** group_role: the role given. */
    role: text('role'),
    /** When the latest event it tells of happened. */
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * When the e-mail job decided about it: e-mailed it, or left it to the digest, to nobody (the
     * member chose Off, was paused or unverified). Older than `created_at` (a reaction notice moved
     * to a newer reactor, an invitation renewed), the decision is owed again.
     */
    emailCheckedAt: timestamp('email_checked_at', { withTimezone: true }),
    /** When an e-mail carried it (later than `created_at`: this version of it was e-mailed). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    // What the e-mail job still owes a decision about: unread and not decided since it was made.
    index('notifications_email_owed_idx')
      .on(table.createdAt)
      .where(
        sql`${table.readAt} is null and (${table.emailCheckedAt} is null or ${table.emailCheckedAt} < ${table.createdAt})`,
      ),
    // The member's notifications, newest first (read backwards), a page at a time.
    index('notifications_user_created_at_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_reaction_post_key')
      .on(table.userId, table.postId)
      .where(sql`${table.kind} = 'reaction'`),
    index('notifications_created_at_idx').on(table.createdAt),
    // Deleting a member, post or comment finds the rows that go with it.
    index('notifications_actor_id_idx').on(table.actorId),
    index('notifications_post_id_idx').on(table.postId),
    index('notifications_comment_id_idx').on(table.commentId),
    index('notifications_group_id_idx').on(table.groupId),
    // One invitation notice per member and event.
    uniqueIndex('notifications_event_invitation_key')
      .on(table.userId, table.postId)
      .where(sql`${table.kind} = 'event_invitation'`),
    // One invitation notice per member and group.
    uniqueIndex('notifications_group_invitation_key')
      .on(table.userId, table.groupId)
      .where(sql`${table.kind} = 'group_invitation'`),
    check(
      'notifications_kind_check',
      sql`${table.kind} in (${quotedList(ALL_NOTIFICATION_KINDS)})`,
    ),
  ],
);

/**
 * A ticket that opens one live stream (GET /live?ticket=…): the bearer token stays out of URLs.
 * Single use (deleted when redeemed), valid 30 seconds; kept here rather than in memory because
 * another server process may be the one that redeems it. It goes with its session.
 */
export const liveTickets = pgTable(
  'live_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: memberRef('user_id'),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('live_tickets_expires_at_idx').on(table.expiresAt),
    index('live_tickets_user_id_idx').on(table.userId),
    index('live_tickets_session_id_idx').on(table.sessionId),
  ],
);

/** The kinds of notification a member turned off (settings); every other kind reaches them. */
export const mutedNotificationKinds = pgTable(
  'muted_notification_kinds',
  {
    userId: memberRef('user_id'),
    kind: text('kind').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * How notifications reach a member outside Quad (modules/delivery): the digest, whether e-mailed
 * messages show their text, and a pause. No row: the defaults.
 */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull().default('weekly'),
    showMessageText: boolean('show_message_text').notNull().default(false),
    /** Nothing is pushed or e-mailed before this time. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** The digest's last period decided (sent, or nothing to say, or the member was around). */
    digestPeriodAt: timestamp('digest_period_at', { withTimezone: true }),
    /** When the last digest was sent. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  },
  (table) => [
    check('delivery_settings_digest_check', sql`${table.digest} in ('daily', 'weekly', 'off')`),
  ],
);

/** A member's push and e-mail choice for one kind, where it differs from the kind's default. */
export const deliveryChoices = pgTable(
  'delivery_choices',
  {
    userId: memberRef('user_id'),
    kind: text('kind').notNull(),
    push: boolean('push').notNull(),
    email: text('email').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('delivery_choices_email_check', sql`${table.email} in ('off', 'immediately', 'digest')`),
  ],
);

/**
 * A browser's Web Push subscription (modules/push), one per sign-in session: ending the session
 * deletes it. `alerts` holds the kinds the member set for this device; a kind left out is on.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: memberRef('user_id'),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    alerts: jsonb('alerts').$type<Record<string, boolean>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_session_id_key').on(table.sessionId),
    index('push_subscriptions_user_id_idx').on(table.userId),
  ],
);

/**
 * The pushes owed (modules/push/queue.ts): written in the transaction of the notification or
 * message they carry, so a rolled-back action pushes nothing; claimed with FOR UPDATE SKIP LOCKED
 * by any server process, deleted once the push service took them. A claimed row's
 * next_attempt_at is its lease: a process that dies leaves it to the next one.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    messageId: uuid('message_id').references((): AnyPgColumn => directMessages.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('push_deliveries_next_attempt_at_idx').on(table.nextAttemptAt),
    index('push_deliveries_subscription_id_idx').on(table.subscriptionId),
    index('push_deliveries_notification_id_idx').on(table.notificationId),
    index('push_deliveries_message_id_idx').on(table.messageId),
    check(
      'push_deliveries_one_item_check',
      sql`(${table.notificationId} is null) <> (${table.messageId} is null)`,
    ),
  ],
);

/** A conversation between two members, one per pair: member_a is the smaller id. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    memberA: memberRef('member_a'),
    memberB: memberRef('member_b'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('conversations_members_key').on(table.memberA, table.memberB),
    index('conversations_member_b_idx').on(table.memberB),
    check('conversations_members_ordered_check', sql`${table.memberA} < ${table.memberB}`),
  ],
);

const conversationRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => conversations.id, { onDelete: 'cascade' });

/**
 * Each member's side of a conversation: how far they read, and the times of the newest message
 * and of the newest one they received, kept by the app so lists and counts read one index range.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    userId: memberRef('user_id'),
    conversationId: conversationRef('conversation_id'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** The newest message that is not unsent; null when there is none. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The newest message the other member sent that is not unsent. */
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }),
    /** The newest received message the e-mail job decided about (e-mailed or not). */
    emailCheckedThrough: timestamp('email_checked_through', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.conversationId] }),
    // The sides with a received message the e-mail job has not decided about yet.
    index('conversation_members_email_owed_idx')
      .on(table.lastReceivedAt)
      .where(
        sql`${table.lastReceivedAt} > coalesce(${table.emailCheckedThrough}, '-infinity'::timestamptz)`,
      ),
    index('conversation_members_conversation_id_idx').on(table.conversationId),
    // The conversations list: a member's conversations, the latest message first.
    index('conversation_members_user_last_message_idx')
      .on(table.userId, table.lastMessageAt, table.conversationId)
      .where(sql`${table.lastMessageAt} is not null`),
  ],
);

/** Direct messages; an unsent one keeps its row (emptied) until its conversation goes. */
export const directMessages = pgTable(
  'direct_messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: conversationRef('conversation_id'),
    senderId: memberRef('sender_id'),
    text: text('text').notNull().default(''),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    unsentAt: timestamp('unsent_at', { withTimezone: true }),
  },
  (table) => [
    // A conversation's pages, newest first, and its unread counts.
    index('direct_messages_conversation_created_at_idx')
      .on(table.conversationId, table.createdAt, table.id)
      .where(sql`${table.unsentAt} is null`),
    index('direct_messages_sender_id_idx').on(table.senderId),
    index('direct_messages_media_id_idx').on(table.mediaId),
  ],
);

/** A member blocking another: neither sees nor touches the other while it lasts (issue 11 §2). */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: memberRef('blocker_id'),
    blockedId: memberRef('blocked_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    // "Is there a block between these two?" from the other side.
    index('blocks_blocked_blocker_idx').on(table.blockedId, table.blockerId),
    // The block list in settings, newest first (read backwards), a page at a time.
    index('blocks_blocker_created_at_idx').on(table.blockerId, table.createdAt, table.blockedId),
    check('blocks_not_self_check', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

const quotedList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A member's report of a post, comment, message or member (issue 11 §3). `item_id` names a row of
 * the kind's table (a member's id for 'member'); `subject_id` is the member it is about (the
 * item's author). A report stays open until a moderator resolves it; `hidden` keeps the item out
 * of the reporter's sight whatever the outcome.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey(),
    reporterId: memberRef('reporter_id'),
    itemKind: text('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    subjectId: memberRef('subject_id'),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** 'dismissed' or 'removed'; null while open. */
    resolution: text('resolution'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A report of a group's post or comment that the group's admins or moderators dismissed: off
     * the group's list, still open in the site's queue (issue 18 §3).
     */
    groupDismissedAt: timestamp('group_dismissed_at', { withTimezone: true }),
    groupDismissedBy: uuid('group_dismissed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    // One open report per member and item.
    uniqueIndex('reports_open_reporter_item_key')
      .on(table.reporterId, table.itemKind, table.itemId)
      .where(sql`${table.resolvedAt} is null`),
    // What a member hid by reporting it.
    index('reports_hidden_reporter_item_idx')
      .on(table.reporterId, table.itemKind, table.itemId)
      .where(sql`${table.hidden}`),
    // The moderation queue: open reports by item, and oldest first.
    index('reports_open_item_idx')
      .on(table.itemKind, table.itemId)
      .where(sql`${table.resolvedAt} is null`),
    index('reports_open_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
    index('reports_subject_id_idx').on(table.subjectId),
    index('reports_resolved_by_idx').on(table.resolvedBy),
    index('reports_group_dismissed_by_idx').on(table.groupDismissedBy),
    check('reports_item_kind_check', sql`${table.itemKind} in (${quotedList(REPORT_ITEM_KINDS)})`),
    check('reports_reason_check', sql`${table.reason} in (${quotedList(REPORT_REASONS)})`),
    check(
      'reports_resolution_check',
      sql`${table.resolution} is null or ${table.resolution} in ('dismissed', 'removed')`,
    ),
  ],
);

/** Members named moderators by `npm run moderator -- add EMAIL` (MODERATOR_EMAILS adds more). */
export const moderators = pgTable('moderators', {
  userId: memberRef('user_id').primaryKey(),
  createdAt: createdAt(),
});

/**
 * A member suspended by a moderator: no sign-in and their content hidden until `ends_at`
 * (null: permanently) or until lifted.
 */
export const suspensions = pgTable(
  'suspensions',
  {
    id: uuid('id').primaryKey(),
    userId: memberRef('user_id'),
    reason: text('reason').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('suspensions_user_not_lifted_idx')
      .on(table.userId)
      .where(sql`${table.liftedAt} is null`),
    index('suspensions_created_by_idx').on(table.createdBy),
    index('suspensions_lifted_by_idx').on(table.liftedBy),
  ],
);

/**
 * The moderators' audit log: who did what, on what, why and when. Rows are only ever inserted;
 * names are copied so the log still reads when an account is gone, hence no foreign keys.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey(),
    moderatorId: uuid('moderator_id').notNull(),
    moderatorName: text('moderator_name').notNull(),
    /** 'dismiss', 'remove', 'suspend' or 'lift_suspension'. */
    action: text('action').notNull(),
    /** 'post', 'comment', 'message' or 'member'. */
    itemKind: text('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    subjectId: uuid('subject_id'),
    subjectName: text('subject_name').notNull().default(''),
    reason: text('reason').notNull().default(''),
    /** What else the action needs to be read: a suspension's end, the removed item's text. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    // The log, newest first (read backwards), a page at a time.
    index('moderation_actions_created_at_idx').on(table.createdAt, table.id),
    // A member's record in the queue: what was removed of theirs, how often they were suspended.
    index('moderation_actions_subject_id_action_idx').on(table.subjectId, table.action),
    check(
      'moderation_actions_action_check',
      sql`${table.action} in (${quotedList(MODERATION_ACTIONS)})`,
    ),
  ],
);

/**
 * A group (issue 18): a club, course, residence hall, interest or college, with its own feed.
 * `member_count` and `last_post_at` are kept by the app so lists sort along indexes.
 */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cover: text('cover').notNull().default(''),
    kind: text('kind').notNull(),
    privacy: text('privacy').notNull(),
    /** The college a College group is for (one group per college). */
    college: text('college'),
    rules: jsonb('rules').$type<GroupRule[]>().notNull().default([]),
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    postApproval: boolean('post_approval').notNull().default(false),
    membersCanInvite: boolean('members_can_invite').notNull().default(true),
    memberCount: integer('member_count').notNull().default(0),
    /** Name and description in lowercase ASCII, written by the app, for trigram search. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('groups_slug_key').on(table.slug),
    uniqueIndex('groups_college_key')
      .on(table.college)
      .where(sql`${table.college} is not null`),
    index('groups_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // The most active groups first (suggestions and browsing).
    index('groups_last_post_at_idx').on(table.lastPostAt, table.id),
    index('groups_created_by_idx').on(table.createdBy),
    // The public groups, which any member reads (a followed hashtag's posts in the feed).
    index('groups_public_idx')
      .on(table.id)
      .where(sql`${table.privacy} = 'public'`),
    check('groups_kind_check', sql`${table.kind} in (${quotedList(GROUP_KINDS)})`),
    check('groups_privacy_check', sql`${table.privacy} in (${quotedList(GROUP_PRIVACIES)})`),
  ],
);

const groupRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => groups.id, { onDelete: 'cascade' });

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: groupRef('group_id'),
    userId: memberRef('user_id'),
    role: text('role').notNull().default('member'),
    notify: text('notify').notNull().default('highlights'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    // A member's groups, the latest joined first (read backwards); the feed's group ranges.
    index('group_members_user_joined_at_idx').on(table.userId, table.joinedAt, table.groupId),
    // The members list: admins and moderators first, each part by time of joining.
    index('group_members_group_role_joined_at_idx').on(
      table.groupId,
      table.role,
      table.joinedAt,
      table.userId,
    ),
    check('group_members_role_check', sql`${table.role} in (${quotedList(GROUP_ROLES)})`),
    check(
      'group_members_notify_check',
      sql`${table.notify} in (${quotedList(GROUP_NOTIFY_SETTINGS)})`,
    ),
  ],
);

/** A request to join a private group, with the answers to its questions as they were asked. */
export const groupRequests = pgTable(
  'group_requests',
  {
    groupId: groupRef('group_id'),
    userId: memberRef('user_id'),
    answers: jsonb('answers').$type<{ question: string; answer: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_requests_group_created_at_idx').on(table.groupId, table.createdAt, table.userId),
    index('group_requests_user_id_idx').on(table.userId),
  ],
);

/** An invitation to a group: the invitee may see the group (even hidden) and join it. */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    groupId: groupRef('group_id'),
    inviteeId: memberRef('invitee_id'),
    inviterId: memberRef('inviter_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.inviteeId] }),
    index('group_invitations_invitee_id_idx').on(table.inviteeId),
    index('group_invitations_inviter_id_idx').on(table.inviterId),
  ],
);

/** A member banned from a group: they cannot ask again nor see a private group. */
export const groupBans = pgTable(
  'group_bans',
  {
    groupId: groupRef('group_id'),
    userId: memberRef('user_id'),
    bannedBy: uuid('banned_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_bans_group_created_at_idx').on(table.groupId, table.createdAt, table.userId),
    index('group_bans_user_id_idx').on(table.userId),
    index('group_bans_banned_by_idx').on(table.bannedBy),
  ],
);

/**
 * A group's own moderation log, read by its admins and moderators. Names are copied so it still
 * reads when an account is gone.
 */
export const groupActions = pgTable(
  'group_actions',
  {
    id: uuid('id').primaryKey(),
    groupId: groupRef('group_id'),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    subjectId: uuid('subject_id'),
    subjectName: text('subject_name'),
    itemId: uuid('item_id'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('group_actions_group_created_at_idx').on(table.groupId, table.createdAt, table.id),
    check('group_actions_action_check', sql`${table.action} in (${quotedList(GROUP_LOG_ACTIONS)})`),
  ],
);

/**
 * An event (issue 19): the event of a post of type event, whose text is its description and whose
 * photo its cover. Times are instants; `time_zone` is the community's IANA zone it was made in,
 * in which a repeat keeps its local time across daylight-saving changes.
 */
export const events = pgTable(
  'events',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    allDay: boolean('all_day').notNull().default(false),
    timeZone: text('time_zone').notNull(),
    location: text('location').notNull().default(''),
    onlineLink: text('online_link').notNull().default(''),
    capacity: integer('capacity'),
    repeat: text('repeat').notNull().default('none'),
    /** The last day of the repeat, in the event's zone. */
    repeatUntil: text('repeat_until'),
    /** The start of the last occurrence (the first when it does not repeat): lists read it. */
    lastStartsAt: timestamp('last_starts_at', { withTimezone: true }).notNull(),
    audience: text('audience').notNull().default('public'),
    /** The group that hosts it, also the post's group: a group's event is a post of the group. */
    groupId: uuid('group_id').references((): AnyPgColumn => groups.id, { onDelete: 'cascade' }),
    /** Increased by every edit and cancellation: the .ics SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The key the rotating check-in codes are made from. */
    checkInKey: text('check_in_key').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its title, place and description (the post's text), for search. */
    searchVector: searchVector(),
  },
  (table) => [
    index('events_starts_at_idx').on(table.startsAt),
    index('events_search_vector_idx').using('gin', table.searchVector),
    index('events_last_starts_at_idx').on(table.lastStartsAt),
    // The events some members may not see (visibility.ts notRestrictedEvent), as one set.
    index('events_restricted_idx')
      .on(table.postId)
      .where(sql`${table.audience} <> 'public'`),
    // A group's events, soonest or latest first, paged on (time, id).
    index('events_group_starts_at_idx').on(table.groupId, table.startsAt, table.postId),
    index('events_group_last_starts_at_idx').on(table.groupId, table.lastStartsAt, table.postId),
    check('events_repeat_check', sql`${table.repeat} in (${quotedList(EVENT_REPEATS)})`),
    check('events_audience_check', sql`${table.audience} in (${quotedList(EVENT_AUDIENCES)})`),
    check(
      'events_capacity_check',
      sql`${table.capacity} is null or ${table.capacity} between 1 and 10000`,
    ),
  ],
);

const eventRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => events.postId, { onDelete: 'cascade' });

/**
 * A member's answer to an event; `waitlisted_at` orders the waitlist. The host has none: they are
 * not counted.
 */
export const eventAnswers = pgTable(
  'event_answers',
  {
    postId: eventRef('post_id'),
    userId: memberRef('user_id'),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('event_answers_post_answer_idx').on(table.postId, table.answer, table.waitlistedAt),
    index('event_answers_user_id_idx').on(table.userId, table.answer),
    check('event_answers_answer_check', sql`${table.answer} in (${quotedList(EVENT_ANSWERS)})`),
  ],
);

/**
 * A member's answer to one occurrence of a repeating event, by its start ("This event"): on that
 * date it stands instead of their answer to the whole series (event_answers, "All events").
 * Seats, the waitlist (ordered by `waitlisted_at`), reminders, check-in and the calendar feed
 * read, for each occurrence, this answer or else the series one. An event that does not repeat
 * has none: its answers are the series ones.
 */
export const eventOccurrenceAnswers = pgTable(
  'event_occurrence_answers',
  {
    postId: eventRef('post_id'),
    userId: memberRef('user_id'),
    occursAt: timestamp('occurs_at', { withTimezone: true }).notNull(),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.occursAt, table.userId] }),
    index('event_occurrence_answers_user_id_idx').on(table.userId, table.answer),
    check(
      'event_occurrence_answers_answer_check',
      sql`${table.answer} in (${quotedList(EVENT_ANSWERS)})`,
    ),
  ],
);

/** The occurrences of a repeating event that were cancelled, by their start. */
export const eventCancellations = pgTable(
  'event_cancellations',
  {
    postId: eventRef('post_id'),
    occursAt: timestamp('occurs_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.occursAt] })],
);

/** Who checked in to which occurrence. */
export const eventCheckIns = pgTable(
  'event_check_ins',
  {
    postId: eventRef('post_id'),
    userId: memberRef('user_id'),
    occursAt: timestamp('occurs_at', { withTimezone: true }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.occursAt, table.userId] }),
    index('event_check_ins_user_id_idx').on(table.userId),
  ],
);

/** The reminders sent: one per member, occurrence and kind ('24h', '1h'), whichever process sends. */
export const eventRemindersSent = pgTable(
  'event_reminders_sent',
  {
    postId: eventRef('post_id'),
    userId: memberRef('user_id'),
    occursAt: timestamp('occurs_at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.occursAt, table.userId, table.kind] }),
    index('event_reminders_sent_user_id_idx').on(table.userId),
  ],
);

/**
 * A member's event settings and calendar feed: the feed's secret is kept as a hash only, so the
 * subscription address is shown once, when made.
 */
export const eventSettings = pgTable(
  'event_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    remindInterested: boolean('remind_interested').notNull().default(true),
    feedHash: text('feed_hash'),
    feedCreatedAt: timestamp('feed_created_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('event_settings_feed_hash_key')
      .on(table.feedHash)
      .where(sql`${table.feedHash} is not null`),
  ],
);

/**
 * A university account linked to a member: the provider's stable subject (OpenID Connect issuer
 * and `sub`; SAML entity ID and persistent NameID or eduPersonPrincipalName).
 */
export const linkedIdentities = pgTable(
  'linked_identities',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The address the provider gave at the last sign-in. */
    email: text('email'),
    /** Student, Faculty, Staff or Alum, as the provider said at the last sign-in. */
    affiliation: text('affiliation'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('linked_identities_issuer_subject_key').on(table.issuer, table.subject),
    index('linked_identities_user_id_idx').on(table.userId),
    check('linked_identities_provider_check', sql`${table.provider} IN ('oidc', 'saml')`),
  ],
);

/** The IDs of Quad's SAML AuthnRequests, so any server process can check an InResponseTo. */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('saml_requests_expires_at_idx').on(table.expiresAt)],
);

/** The IDs of SAML assertions already accepted, until they expire: a replay is refused. */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('saml_assertions_expires_at_idx').on(table.expiresAt)],
);

/**
 * A university sign-in waiting for the web app to take it: the hash of a single-use code kept
 * in an HttpOnly cookie, exchanged once for a session (decision 16).
 */
export const signInHandoffs = pgTable(
  'sign_in_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sign_in_handoffs_expires_at_idx').on(table.expiresAt),
    index('sign_in_handoffs_user_id_idx').on(table.userId),
  ],
);

/**
 * A hashtag (issue 29), by its normalised form (NFKC, lower case). `hidden_at`: a site moderator
 * hid it from Trending on campus (its posts and page stay).
 */
export const hashtags = pgTable(
  'hashtags',
  {
    id: uuid('id').primaryKey(),
    tag: text('tag').notNull(),
    createdAt: createdAt(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('hashtags_tag_key').on(table.tag),
    index('hashtags_hidden_idx')
      .on(table.id)
      .where(sql`${table.hiddenAt} is not null`),
  ],
);

/**
 * The tags of a post's text, written with the post in its transaction. `user_id`, `created_at`,
 * `group_id` and `pending` are the post's, copied (and kept in step when a group's post is
 * approved) so that a tag's page, Trending and a followed tag's range in the feed read one index
 * range and decide who may see each post from its row (db/visibility.ts postVisibleTo), without a
 * join per post. The member's rows go with their posts.
 */
export const postHashtags = pgTable(
  'post_hashtags',
  {
    postId: postRef('post_id'),
    hashtagId: uuid('hashtag_id')
      .notNull()
      .references(() => hashtags.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    groupId: uuid('group_id'),
    pending: boolean('pending').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.hashtagId] }),
    // A tag's posts, newest first (read backwards), and a followed tag's range in the feed.
    index('post_hashtags_hashtag_created_at_idx').on(
      table.hashtagId,
      table.createdAt,
      table.postId,
    ),
    // Trending: the uses of the last 24 hours.
    index('post_hashtags_created_at_idx').on(table.createdAt),
  ],
);

/** The tags of a comment's text, written with the comment; they count in Trending. */
export const commentHashtags = pgTable(
  'comment_hashtags',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    hashtagId: uuid('hashtag_id')
      .notNull()
      .references(() => hashtags.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.hashtagId] }),
    index('comment_hashtags_created_at_idx').on(table.createdAt),
    index('comment_hashtags_hashtag_id_idx').on(table.hashtagId),
  ],
);

/** The hashtags a member follows: their posts join the member's home feed. */
export const hashtagFollows = pgTable(
  'hashtag_follows',
  {
    userId: memberRef('user_id'),
    hashtagId: uuid('hashtag_id')
      .notNull()
      .references(() => hashtags.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.hashtagId] }),
    index('hashtag_follows_hashtag_id_idx').on(table.hashtagId),
  ],
);

/**
 * The members a post's mentions have reached (told, or muted): an edit tells only members
 * mentioned anew, and no more than MENTIONS_NOTIFIED_MAX in all.
 */
export const postMentions = pgTable(
  'post_mentions',
  {
    postId: postRef('post_id'),
    userId: memberRef('user_id'),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('post_mentions_user_id_idx').on(table.userId),
  ],
);
