/** SQL of posts, their images and saves, and the keyset pages of post lists. */
import { REACTIONS, type GroupPrivacy, type ImageSize, type Reaction } from '@quad/contract';
import { and, eq, inArray, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { compiledRows, compileStatement, preparedRows } from '../../db/rows';
import { comments, groups, postImages, posts, savedPosts, users } from '../../db/schema';
import {
  anyViewer,
  groupsOpenTo,
  hiddenItemIds,
  hiddenMemberIds,
  itemVisibleTo,
  memberVisibleTo,
  postRefs,
  placeholdersOf,
  postVisibleTo,
  type Viewer,
  type ViewerRef,
} from '../../db/visibility';
import {
  afterPlaceholdersOf,
  anyPageKey,
  microsOf,
  olderThan,
  type PageKey,
  type PageKeyRef,
} from '../../infra/pagination';
import { imageSizeJson, imageSizeOfUrl } from '../uploads/image-sizes';

export type NewPost = typeof posts.$inferInsert;

export const insertPost = (db: Queryable, row: NewPost) => db.insert(posts).values(row);

export const insertPostImages = (db: Queryable, postId: string, mediaIds: string[]) =>
  mediaIds.length === 0
    ? Promise.resolve()
    : db
        .insert(postImages)
        .values(mediaIds.map((mediaId, position) => ({ postId, position, mediaId })));

/** The columns of the `posts` table that decide who may see a post. */
const postTableRefs = {
  id: posts.id,
  userId: posts.userId,
  groupId: posts.groupId,
  pending: posts.pending,
};

/**
 * The post's author, text and group, or undefined, also when it is hidden from the viewer (its
 * author or it, or its group closed to them, or waiting for approval). `lock` holds
 * the row until the transaction ends: 'share' keeps the post from being deleted meanwhile,
 * 'update' is for changing or deleting it.
 */
export const findPost = async (
  db: Queryable,
  viewer: Viewer,
  id: string,
  lock?: 'share' | 'update',
) => {
  const query = db
    .select({
      id: posts.id,
      userId: posts.userId,
      text: posts.text,
      groupId: posts.groupId,
      pending: posts.pending,
    })
    .from(posts)
    .where(and(eq(posts.id, id), postVisibleTo(viewer, postTableRefs)));
  const [row] = await (lock === 'share'
    ? query.for('key share')
    : lock === 'update'
      ? query.for('update')
      : query);
  return row;
};

/** A post by id whoever may see it (a moderator's removal), locked for the transaction. */
export const findPostForUpdate = async (db: Queryable, id: string) => {
  const [row] = await db
    .select({
      id: posts.id,
      userId: posts.userId,
      text: posts.text,
      groupId: posts.groupId,
      pending: posts.pending,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .for('update');
  return row;
};

/** Whether the member exists and the viewer may see them. */
export const memberExists = async (db: Queryable, viewer: Viewer, id: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), memberVisibleTo(viewer, users.id)));
  return row !== undefined;
};

export const hasImages = async (db: Queryable, postId: string) => {
  const [row] = await db
    .select({ one: sql`1` })
    .from(postImages)
    .where(eq(postImages.postId, postId))
    .limit(1);
  return row !== undefined;
};

export const updatePostText = (db: Queryable, id: string, text: string | null) =>
  db.update(posts).set({ text }).where(eq(posts.id, id));

/** Images shown by the post and by its comments. */
export const mediaOfPost = async (db: Queryable, postId: string) => {
  const [images, commentImages] = await Promise.all([
    db.select({ id: postImages.mediaId }).from(postImages).where(eq(postImages.postId, postId)),
    db
      .select({ id: comments.mediaId })
      .from(comments)
      .where(and(eq(comments.postId, postId), isNotNull(comments.mediaId))),
  ]);
  return [...images, ...commentImages].flatMap((row) => (row.id ? [row.id] : []));
};

/** The group's latest post time, for lists of the most active groups. */
export const touchGroup = (db: Queryable, groupId: string, at: Date) =>
  db
    .update(groups)
    .set({ lastPostAt: sql`greatest(${groups.lastPostAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(groups.id, groupId));

/** Deletes the post; its images' links, comments, reactions and saves go with it (cascade). */
export const deletePost = (db: Queryable, id: string) => db.delete(posts).where(eq(posts.id, id));

export const isSaved = async (db: Queryable, memberId: string, postId: string) =>
  (await savedAmong(db, memberId, [postId])).has(postId);

export const savedAmong = async (db: Queryable, memberId: string, postIds: string[]) => {
  if (postIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ postId: savedPosts.postId })
    .from(savedPosts)
    .where(and(eq(savedPosts.userId, memberId), inArray(savedPosts.postId, postIds)));
  return new Set(rows.map((row) => row.postId));
};

export const insertSave = (db: Queryable, memberId: string, postId: string, at: Date) =>
  db
    .insert(savedPosts)
    .values({ userId: memberId, postId, createdAt: at })
    .onConflictDoNothing()
    .returning({ postId: savedPosts.postId });

export const deleteSave = (db: Queryable, memberId: string, postId: string) =>
  db
    .delete(savedPosts)
    .where(and(eq(savedPosts.userId, memberId), eq(savedPosts.postId, postId)))
    .returning({ postId: savedPosts.postId });

/**
 * The keys of a page of posts: a statement answering `id` (the post's) and `at` (the time the
 * list is ordered by), newest first, at most `take` rows. pageOfPosts runs it with the posts.
 */
export type PageKeys = SQL;

/**
 * The next page of a member's feed: their own posts and those of friends and of members they
 * follow (none of them posted in a group), the published posts of the groups they belong to, and
 * those of the hashtags they follow (issue 29; each such post checked by postVisibleTo, the
 * one that appears through two sources listed once), newest first, but for authors and posts
 * hidden from them. Each source is one index range read newest first: an author's timeline posts
 * along posts_user_ungrouped_created_at_idx, a group's along posts_group_created_at_idx, a
 * tag's along post_hashtags_hashtag_created_at_idx. Only sources whose newest post (after the cursor) is among the
 * `take` newest of those can have a post on the page, since `take` posts are at least that new;
 * the page merges the first `take` of their ranges. Its cost follows the number of authors and
 * groups, not of posts.
 */
export const feedKeys = (
  viewer: ViewerRef,
  after: PageKeyRef | undefined,
  take: number | Placeholder,
): PageKeys => {
  const memberId = viewer.id;
  const shownPost = sql`id not in (${hiddenItemIds(viewer, 'post')})`;
  // A group's posts come from members of the group, some of whom may be hidden from the viewer.
  const shownAuthor = sql`user_id not in (${hiddenMemberIds(viewer)})`;
  const authorRange = (author: SQL) =>
    sql`user_id = ${author} and group_id is null and ${shownPost}`;
  const groupRange = (group: SQL) =>
    sql`group_id = ${group} and not pending and ${shownPost} and ${shownAuthor}`;
  // A followed tag's posts come from anyone, anywhere: each is checked as any post is, from the
  // post's columns its tag row carries (no join per post). Tags are kept of posts, not events, so
  // the events' audience is one set (an event of a restricted audience stays out all the same).
  const taggedPost = {
    id: sql`ph.post_id`,
    userId: sql`ph.user_id`,
    groupId: sql`ph.group_id`,
    pending: sql`ph.pending`,
  };
  const tagRange = (tag: SQL) =>
    sql`ph.hashtag_id = ${tag} and not ph.pending and ${postVisibleTo(viewer, taggedPost, { nonEvents: true })}`;
  return sql`
  with authors as (
    select id from (
      select ${memberId}::uuid as id
      union select friend_id from friendships where user_id = ${memberId}::uuid
      union select followee_id from follows where follower_id = ${memberId}::uuid
    ) followed
    where ${memberVisibleTo(viewer, sql`id`)}
  ),
  member_groups as (
    select group_id as id from group_members where user_id = ${memberId}::uuid
  ),
  followed_tags as (
    select hashtag_id as id from hashtag_follows where user_id = ${memberId}::uuid
  ),
  newest as (
    select 0 as source_kind, a.id as source, p.created_at, p.id
    from authors a
    cross join lateral (
      select id, created_at from posts
      where ${authorRange(sql`a.id`)} ${olderThan(sql`created_at`, sql`id`, after)}
      order by created_at desc, id desc
      limit 1
    ) p
    union all
    select 1, g.id, p.created_at, p.id
    from member_groups g
    cross join lateral (
      select id, created_at from posts
      where ${groupRange(sql`g.id`)} ${olderThan(sql`created_at`, sql`id`, after)}
      order by created_at desc, id desc
      limit 1
    ) p
    union all
    select 2, t.id, p.created_at, p.id
    from followed_tags t
    cross join lateral (
      select ph.post_id as id, ph.created_at from post_hashtags ph
      where ${tagRange(sql`t.id`)} ${olderThan(sql`ph.created_at`, sql`ph.post_id`, after)}
      order by ph.created_at desc, ph.post_id desc
      limit 1
    ) p
  ),
  bar as (
    -- A post may be the newest of several sources (its author's and a followed tag's): the
    -- bar counts it once.
    select distinct created_at, id from newest
    order by created_at desc, id desc
    offset ${take}::int - 1 limit 1
  ),
  sources as (
    select source_kind, source, created_at, id from newest n
    where not exists (select 1 from bar where (n.created_at, n.id) < (bar.created_at, bar.id))
  )
  select id, at from (
    select p.id, p.created_at as at
    from sources n
    cross join lateral (
      select id, created_at from posts
      where ${authorRange(sql`n.source`)} and (created_at, id) <= (n.created_at, n.id)
      order by created_at desc, id desc
      limit ${take}::int
    ) p
    where n.source_kind = 0
    union all
    select p.id, p.created_at
    from sources n
    cross join lateral (
      select id, created_at from posts
      where ${groupRange(sql`n.source`)} and (created_at, id) <= (n.created_at, n.id)
      order by created_at desc, id desc
      limit ${take}::int
    ) p
    where n.source_kind = 1
    union
    select p.id, p.created_at
    from sources n
    cross join lateral (
      select ph.post_id as id, ph.created_at from post_hashtags ph
      where ${tagRange(sql`n.source`)} and (ph.created_at, ph.post_id) <= (n.created_at, n.id)
      order by ph.created_at desc, ph.post_id desc
      limit ${take}::int
    ) p
    where n.source_kind = 2
  ) merged
  order by at desc, id desc
  limit ${take}::int`;
};

/**
 * The next page of one member's posts, newest first, but for those the viewer hid, those posted
 * in groups whose posts are closed to the viewer, and those waiting for approval (the caller
 * checks that the author is not hidden from the viewer).
 */
export const memberPostKeys = (
  viewer: Viewer,
  authorId: string,
  after: PageKey | undefined,
  take: number,
): PageKeys => sql`
  select id, created_at as at
  from posts
  where user_id = ${authorId}::uuid and id not in (${hiddenItemIds(viewer, 'post')})
    and not pending and (group_id is null or group_id in (${groupsOpenTo(viewer)}))
    ${olderThan(sql`created_at`, sql`id`, after)}
  order by created_at desc, id desc
  limit ${take}`;

/** The next page of a member's saved posts, the latest saved first, but for hidden ones. */
export const savedPostKeys = (
  viewer: Viewer,
  after: PageKey | undefined,
  take: number,
): PageKeys => sql`
  select s.post_id as id, s.created_at as at
  from saved_posts s
  join posts p on p.id = s.post_id
  where s.user_id = ${viewer.id}::uuid and ${postVisibleTo(viewer, postRefs('p'))}
    ${olderThan(sql`s.created_at`, sql`s.post_id`, after)}
  order by s.created_at desc, s.post_id desc
  limit ${take}`;

/**
 * One post as the statements below read it, typed loosely where the two drivers may differ (a
 * time as a Date or a string, a count as a number or a string); presentPosts makes it a Post.
 */
export interface PostRow {
  id: string;
  type: 'profilePicture' | 'coverPicture' | null;
  text: string | null;
  background: string | null;
  created_at: Date | string;
  user_id: string;
  username: string;
  picture: string;
  first_name: string;
  last_name: string;
  gender: string;
  cover: string;
  /** The group it was posted in, or null. */
  post_group: { _id: string; slug: string; name: string; privacy: GroupPrivacy } | null;
  pending: boolean;
  pinned: boolean;
  /** The images, in order: their storage keys and sizes. */
  images: ({ key: string } & ImageSize)[];
  picture_size: ImageSize | null;
  /** The count of each reaction, in the order of REACTIONS. */
  reaction_counts: (number | string)[];
  my_reaction: Reaction | null;
  saved: boolean;
  comment_count: number | string;
  /** The newest comments, newest first, built as json (so their time is a string). */
  comments: {
    id: string;
    text: string;
    createdAt: string;
    imageKey: string | null;
    imageSize: ImageSize | null;
    author: {
      id: string;
      picture: string;
      firstName: string;
      lastName: string;
      pictureSize: ImageSize | null;
    };
  }[];
}

/** A post of a page, with its page key. */
export interface PagePostRow extends PostRow {
  /** The page key's time, in microseconds (pagination.ts). */
  micros: string;
  /** How many keys the page's statement found: one more than shown means a next page. */
  listed: number | string;
}

/**
 * The reactions of post `p` by members the viewer may see, counted in one pass: each kind's
 * count, and the viewer's.
 */
const reactionsOf = (viewer: ViewerRef) => sql`
  cross join lateral (
    select array[${sql.join(
      REACTIONS.map((react) => sql`count(*) filter (where react = ${sql.raw(`'${react}'`)})`),
      sql`, `,
    )}]::int[] as counts,
      min(react) filter (where user_id = ${viewer.id}::uuid) as mine
    from reactions where post_id = p.id and ${memberVisibleTo(viewer, sql`user_id`)}
  ) r`;

/**
 * Everything a viewer sees of post `p` (with its author `u` and reactions `r`): images, reaction
 * counts and the viewer's reaction, the viewer's save, the count of the comments they may see and
 * the newest `commentsTake` of them (all of them when null). Each part is an index range per post.
 */
const postColumns = (viewer: ViewerRef, commentsTake: number | null | Placeholder) => {
  const shownComment = itemVisibleTo(viewer, 'comment', sql`id`, sql`user_id`);
  return sql`
  p.id, p.type, p.text, p.background, p.created_at,
  u.id as user_id, u.username, u.picture, u.first_name, u.last_name, u.gender, u.cover,
  ${imageSizeOfUrl(sql`u.picture`)} as picture_size,
  (select json_build_object('_id', g.id, 'slug', g.slug, 'name', g.name, 'privacy', g.privacy)
    from groups g where g.id = p.group_id) as post_group,
  p.pending, p.pinned_at is not null as pinned,
  (select coalesce(json_agg(json_build_object('key', m.key, 'width', m.width,
      'height', m.height, 'widths', m.widths) order by pi.position), '[]')
    from post_images pi join media m on m.id = pi.media_id
    where pi.post_id = p.id) as images,
  r.counts as reaction_counts, r.mine as my_reaction,
  exists (select 1 from saved_posts where user_id = ${viewer.id}::uuid and post_id = p.id) as saved,
  (select count(*)::int from comments where post_id = p.id and ${shownComment}) as comment_count,
  (select coalesce(json_agg(json_build_object('id', c.id, 'text', c.text,
      'createdAt', c.created_at, 'imageKey', cm.key,
      'imageSize', case when cm.id is not null then ${imageSizeJson('cm')} end,
      'author', json_build_object('id', cu.id, 'picture', cu.picture,
        'firstName', cu.first_name, 'lastName', cu.last_name,
        'pictureSize', ${imageSizeOfUrl(sql`cu.picture`)}))
      order by c.created_at desc, c.id desc), '[]')
    from (select id, text, created_at, user_id, media_id from comments
      where post_id = p.id and ${shownComment}
      order by created_at desc, id desc limit ${commentsTake}::int) c
    join users cu on cu.id = c.user_id
    left join media cm on cm.id = c.media_id) as comments`;
};

/**
 * Posts with everything a viewer sees of them, in one statement whatever their number (see
 * postColumns), but for those hidden from the viewer. In no particular order.
 */
export const viewOfPosts = async (
  db: Database,
  viewer: Viewer,
  ids: string[],
  commentsTake: number | null,
): Promise<PostRow[]> => {
  if (ids.length === 0) return [];
  // One array parameter, so the text (and the prepared statement) is the same for any page.
  return preparedRows<PostRow>(
    db,
    sql`
    select ${postColumns(viewer, commentsTake)}
    from posts p
    join users u on u.id = p.user_id
    ${reactionsOf(viewer)}
    where p.id = any(${sql.param(ids)}::uuid[])
      and ${postVisibleTo(viewer, postRefs('p'))}`,
  );
};

/**
 * A page of posts in one statement: the first `shown` of the keys' posts, in the keys' order
 * (newest first, or oldest first for a queue),
 * with everything the viewer sees of them, each row with its page key and the number of keys.
 */
const pageOfPostsSql = (
  viewer: ViewerRef,
  keys: PageKeys,
  shown: number | Placeholder,
  commentsTake: number | null | Placeholder,
  order: 'newest' | 'oldest' = 'newest',
) => {
  const direction = sql.raw(order === 'newest' ? 'desc' : 'asc');
  return sql`
    with page as (${keys}),
    shown as (select id, at from page order by at ${direction}, id ${direction}
      limit ${shown}::int)
    select (select count(*) from page)::int as listed, ${microsOf(sql`k.at`)} as micros,
      ${postColumns(viewer, commentsTake)}
    from shown k
    join posts p on p.id = k.id
    join users u on u.id = p.user_id
    ${reactionsOf(viewer)}
    order by k.at ${direction}, k.id ${direction}`;
};

export const pageOfPosts = (
  db: Database,
  viewer: Viewer,
  keys: PageKeys,
  shown: number,
  commentsTake: number | null,
  order: 'newest' | 'oldest' = 'newest',
): Promise<PagePostRow[]> =>
  preparedRows<PagePostRow>(db, pageOfPostsSql(viewer, keys, shown, commentsTake, order));

/**
 * The feed's page statement, built once for every member and page size: the first page's, and
 * the one of the pages after it (see feedKeys). Building it took a good part of the server's
 * work for each feed request.
 */
const feedPageStatement = (after: PageKeyRef | undefined) =>
  compileStatement(
    pageOfPostsSql(
      anyViewer,
      feedKeys(anyViewer, after, sql.placeholder('take')),
      sql.placeholder('shown'),
      sql.placeholder('commentsTake'),
    ),
  );
const feedFirstPage = feedPageStatement(undefined);
const feedNextPage = feedPageStatement(anyPageKey);

/** A page of the member's feed (pageOfPosts with feedKeys), `shown` posts and one more key. */
export const feedPage = (
  db: Database,
  viewer: Viewer,
  after: PageKey | undefined,
  shown: number,
  commentsTake: number | null,
): Promise<PagePostRow[]> =>
  compiledRows<PagePostRow>(db, after ? feedNextPage : feedFirstPage, {
    ...placeholdersOf(viewer),
    ...afterPlaceholdersOf(after),
    take: shown + 1,
    shown,
    commentsTake,
  });
