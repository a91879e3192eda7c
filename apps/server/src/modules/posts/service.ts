/** Posts: creating, listing (feed, a member's, saved), editing, deleting and saving them. */
import type { CreatePostRequest, Post } from '@quad/contract';
import type { AppContext } from '../../context';
import type { Database, Queryable } from '../../db/client';
import { viewerAt, type Viewer } from '../../db/visibility';
import { badInput, forbidden, notFound } from '../../infra/errors';
import { isId, newId } from '../../infra/ids';
import {
  cursorOf,
  parseCursor,
  type Page,
  type PageKey,
  type PageRequest,
} from '../../infra/pagination';
import { attachEvents } from '../events/present';
import { groupAccess, requireMember } from '../groups/access';
import { retagPost, tagPost } from '../hashtags/record';
import { posted } from '../live/announce';
import { isModerator } from '../moderation/moderators';
import { aboutToGo, groupPostPublished, mentioned } from '../notifications/events';
import { ownImages, releaseImages, removeFiles } from '../uploads/service';
import { presentPosts, toPost } from './present';
import * as queries from './queries';

const UNKNOWN_POST = 'This post does not exist.';
const NO_CONTENT = 'A post needs some text or at least one photo.';

/**
 * Looks a post up by an id from the client; malformed and unknown ids are both 404, and so is a
 * post hidden from the viewer (blocked, suspended or reported).
 */
export const requirePost = async (
  db: Queryable,
  viewer: Viewer,
  postId: string,
  lock?: 'share' | 'update',
) => {
  const post = isId(postId) ? await queries.findPost(db, viewer, postId, lock) : undefined;
  if (!post) throw notFound(UNKNOWN_POST);
  return post;
};

const blankToNull = (text: string | null | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Whether the member saved the post (a post's reactions summary tells). */
export const isSaved = (db: Queryable, memberId: string, postId: string) =>
  queries.isSaved(db, memberId, postId);

/**
 * groupAccess inside a transaction: its read (the site moderators' with the group's) goes through
 * the transaction, which on PGlite holds the only connection.
 */
export const groupAccessIn = (
  context: AppContext,
  db: Queryable,
  viewerId: string,
  key: string,
  options: { by?: 'slug' | 'id'; lock?: boolean } = {},
) => groupAccess({ config: context.config, db: db as Database }, viewerId, key, { ...options, db });

export const createPost = async (
  context: AppContext,
  memberId: string,
  request: CreatePostRequest,
): Promise<Post> => {
  const type = request.type ?? null;
  const text = blankToNull(request.text);
  const background = blankToNull(request.background);
  const urls = (request.images ?? []).map((image) => image.url);
  if (!text && urls.length === 0) throw badInput(NO_CONTENT);
  if (background && urls.length > 0) {
    throw badInput('A post has photos or a background, not both.');
  }
  if (type !== null && urls.length !== 1) {
    throw badInput('A profile picture or cover post has exactly one photo.');
  }
  const id = newId();
  await context.db.transaction(async (db) => {
    // A group post: the author must be a member; with post approval on, a member's post waits.
    const access = request.group
      ? requireMember(await groupAccessIn(context, db, memberId, request.group, { by: 'id' }))
      : undefined;
    const pending = access !== undefined && access.group.post_approval && access.role === 'member';
    const images = await ownImages(context, db, memberId, urls);
    const at = context.clock.now();
    await queries.insertPost(db, {
      id,
      userId: memberId,
      type,
      text,
      background: images.length > 0 ? null : background,
      createdAt: at,
      groupId: access?.group.id ?? null,
      pending,
    });
    await queries.insertPostImages(
      db,
      id,
      images.map((image) => image.id),
    );
    await tagPost(db, {
      id,
      userId: memberId,
      createdAt: at,
      groupId: access?.group.id ?? null,
      pending,
      text,
    });
    await mentioned(db, { authorId: memberId, postId: id, commentId: null, text, at });
    if (!access) {
      await posted(db, memberId, id);
    } else if (!pending) {
      await publishedInGroup(db, {
        postId: id,
        authorId: memberId,
        groupId: access.group.id,
        byAdmin: access.role === 'admin',
        at,
      });
    }
  });
  const [post] = await postsById(context, memberId, [id]);
  if (!post) throw notFound(UNKNOWN_POST);
  return post;
};

/**
 * Posts by id as the viewer sees them, in that order, each event post with its event (the events
 * module's one statement per page).
 */
export const postsById = (
  context: AppContext,
  viewerId: string,
  ids: string[],
  comments?: number,
) => postsSeenBy(context, viewerAt(context, viewerId), ids, comments);

/** postsById as a viewer already made (a site moderator reviewing reports, onePost). */
const postsSeenBy = async (context: AppContext, viewer: Viewer, ids: string[], comments?: number) =>
  attachEvents(context, viewer, await presentPosts(context, viewer, ids, comments));

/**
 * A group post is published (on creation, or approved): the group's last post time, its members'
 * notifications as each chose (all posts, or highlights: admins' posts), and its members' live
 * "New posts".
 */
export const publishedInGroup = async (
  db: Queryable,
  post: { postId: string; authorId: string; groupId: string; byAdmin: boolean; at: Date },
) => {
  await queries.touchGroup(db, post.groupId, post.at);
  await groupPostPublished(db, { ...post, highlight: post.byAdmin });
  await posted(db, post.authorId, post.postId, post.groupId);
};

export type PageKeysOf = (after: PageKey | undefined, take: number) => queries.PageKeys;

/** A page of posts; `comments` is how many of each post's newest comments it carries (all when unset). */
export interface PostPageRequest extends PageRequest {
  comments?: number | undefined;
}

/** A page's rows as the database answers them, in page order, and the next page's cursor. */
export interface PostRowsPage {
  rows: queries.PostRow[];
  next: string | undefined;
}

/** A page's rows, read with one more key than shown: the next page's cursor when there is one. */
const rowsPage = (rows: queries.PagePostRow[], shown: number): PostRowsPage => {
  const last = rows.at(-1);
  const more = last !== undefined && Number(last.listed) > shown;
  return { rows, next: more ? cursorOf({ micros: String(last.micros), id: last.id }) : undefined };
};

/**
 * One statement: the page's keys, one more than shown to tell whether a next page exists, and its
 * posts, newest first (or oldest first for a queue, whose keys then start after the cursor).
 */
const readPage = async (
  db: Database,
  viewer: Viewer,
  page: PostPageRequest,
  keysOf: PageKeysOf,
  order: 'newest' | 'oldest' = 'newest',
): Promise<PostRowsPage> => {
  const keys = keysOf(parseCursor(page.cursor), page.limit + 1);
  const rows = await queries.pageOfPosts(
    db,
    viewer,
    keys,
    page.limit,
    page.comments ?? null,
    order,
  );
  return rowsPage(rows, page.limit);
};

const presentPage = async (
  context: AppContext,
  viewerId: string,
  page: PostRowsPage,
): Promise<Page<Post>> => ({
  items: await attachEvents(
    context,
    viewerAt(context, viewerId),
    page.rows.map((row) => toPost(row, context.media)),
  ),
  next: page.next,
});

/**
 * A page of posts whose keys another module reads (a group's posts, its pinned posts, its
 * approval queue), as `viewerId` sees them. The keys decide who may see them.
 */
export const postsPage = async (
  context: AppContext,
  viewerId: string,
  page: PostPageRequest,
  keysOf: PageKeysOf,
  order: 'newest' | 'oldest' = 'newest',
) =>
  presentPage(
    context,
    viewerId,
    await readPage(context.db, viewerAt(context, viewerId), page, keysOf, order),
  );

/**
 * The SQL of one page of the member's feed, as the feed endpoint sends it; the feed benchmark
 * runs it without HTTP to measure the database's own limit.
 */
export const readFeedPage = async (db: Database, viewer: Viewer, page: PostPageRequest) =>
  rowsPage(
    await queries.feedPage(db, viewer, parseCursor(page.cursor), page.limit, page.comments ?? null),
    page.limit,
  );

/** The member's own posts and those of their friends and of members they follow. */
export const feed = async (context: AppContext, memberId: string, page: PostPageRequest) =>
  presentPage(context, memberId, await readFeedPage(context.db, viewerAt(context, memberId), page));

export const savedPosts = async (context: AppContext, memberId: string, page: PostPageRequest) => {
  const viewer = viewerAt(context, memberId);
  return presentPage(
    context,
    memberId,
    await readPage(context.db, viewer, page, (after, take) =>
      queries.savedPostKeys(viewer, after, take),
    ),
  );
};

/** One member's posts, as `viewerId` sees them (their reactions and saves). */
export const memberPosts = async (
  context: AppContext,
  viewerId: string,
  authorId: string,
  page: PostPageRequest,
) => {
  const viewer = viewerAt(context, viewerId);
  if (!isId(authorId) || !(await queries.memberExists(context.db, viewer, authorId))) {
    throw notFound('This member does not exist.');
  }
  return presentPage(
    context,
    viewerId,
    await readPage(context.db, viewer, page, (after, take) =>
      queries.memberPostKeys(viewer, authorId, after, take),
    ),
  );
};

/**
 * The viewer as a site moderator reviewing reports, who may read a post under an open report
 * wherever it was posted (db/visibility.ts postVisibleTo); undefined for anyone else. Asked only
 * when a post is not found otherwise, so members' reads cost nothing more.
 */
const reviewerOf = async (context: AppContext, viewer: Viewer): Promise<Viewer | undefined> =>
  (await isModerator(context, viewer.id)) ? { ...viewer, reviewing: true } : undefined;

/**
 * One post as `viewerId` sees it, in the shape of the feed's posts (where a notification leads,
 * and the site's report queue). `comments`: how many of its newest comments it carries (all
 * when unset). A site moderator also reads a post under an open report that a group's privacy,
 * an approval queue or an event's audience keeps from them: what they are asked to judge, and
 * nothing else of those (feeds and group pages are unchanged), marked `readOnly`.
 */
export const onePost = async (
  context: AppContext,
  viewerId: string,
  postId: string,
  comments?: number,
): Promise<Post> => {
  if (!isId(postId)) throw notFound(UNKNOWN_POST);
  const viewer = viewerAt(context, viewerId);
  const [post] = await postsSeenBy(context, viewer, [postId], comments);
  if (post) return post;
  const reviewer = await reviewerOf(context, viewer);
  const [reported] = reviewer ? await postsSeenBy(context, reviewer, [postId], comments) : [];
  if (!reported) throw notFound(UNKNOWN_POST);
  // Reacting, commenting and the rest look the post up as a member would, and would not find it.
  return { ...reported, readOnly: true };
};

/**
 * The post as requirePost finds it, for reading only (its comments): a site moderator also finds
 * a post under an open report, as onePost shows it. Answers the post and the viewer to read it as.
 */
export const requireReadablePost = async (context: AppContext, viewer: Viewer, postId: string) => {
  if (!isId(postId)) throw notFound(UNKNOWN_POST);
  const post = await queries.findPost(context.db, viewer, postId);
  if (post) return { post, viewer };
  const reviewer = await reviewerOf(context, viewer);
  const reported = reviewer ? await queries.findPost(context.db, reviewer, postId) : undefined;
  if (!reviewer || !reported) throw notFound(UNKNOWN_POST);
  return { post: reported, viewer: reviewer };
};

export const updateText = async (
  context: AppContext,
  memberId: string,
  postId: string,
  rawText: string,
): Promise<Post> => {
  const text = blankToNull(rawText);
  const id = await context.db.transaction(async (db) => {
    const post = await requirePost(db, viewerAt(context, memberId), postId, 'update');
    if (post.userId !== memberId) throw forbidden('You can only edit your own posts.');
    if (!text && !(await queries.hasImages(db, post.id))) throw badInput(NO_CONTENT);
    await queries.updatePostText(db, post.id, text);
    const at = context.clock.now();
    await retagPost(db, post.id, text, at);
    // Only members the post did not mention before hear of it.
    await mentioned(db, { authorId: memberId, postId: post.id, commentId: null, text, at });
    return post.id;
  });
  const [post] = await postsById(context, memberId, [id]);
  if (!post) throw notFound(UNKNOWN_POST);
  return post;
};

/** A post by id, whoever may see it, locked until the caller's transaction ends; or undefined. */
export const findPostForRemoval = async (db: Queryable, postId: string) =>
  isId(postId) ? queries.findPostForUpdate(db, postId) : undefined;

/**
 * Inside the caller's transaction, deletes the post (locked by requirePost) with its comments,
 * reactions and saves, and the image rows nothing else shows; answers the keys of the files to
 * remove once it commits.
 */
export const deletePostIn = async (context: AppContext, db: Queryable, postId: string) => {
  const mediaIds = await queries.mediaOfPost(db, postId);
  await aboutToGo(db, { postId });
  await queries.deletePost(db, postId);
  return releaseImages(context, db, mediaIds);
};

/** Deletes the post with its comments, reactions and saves, and the images nothing else shows. */
export const deletePost = async (context: AppContext, memberId: string, postId: string) => {
  const unusedFiles = await context.db.transaction(async (db) => {
    const post = await requirePost(db, viewerAt(context, memberId), postId, 'update');
    if (post.userId !== memberId) throw forbidden('You can only delete your own posts.');
    return deletePostIn(context, db, post.id);
  });
  await removeFiles(context, unusedFiles);
};

/** Saves the post, or unsaves it when it is saved; answers whether it is saved now. */
export const toggleSave = async (context: AppContext, memberId: string, postId: string) =>
  context.db.transaction(async (db) => {
    const post = await requirePost(db, viewerAt(context, memberId), postId, 'share');
    const removed = await queries.deleteSave(db, memberId, post.id);
    if (removed.length > 0) return false;
    await queries.insertSave(db, memberId, post.id, context.clock.now());
    return true;
  });
