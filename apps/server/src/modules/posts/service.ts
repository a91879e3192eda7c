/** Posts: creating, listing (feed, a member's, saved), editing, deleting and saving them. */
import type { CreatePostRequest, Post } from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { badInput, forbidden, notFound } from '../../infra/errors';
import { isId, newId } from '../../infra/ids';
import {
  pageOf,
  parseCursor,
  type Page,
  type PageKey,
  type PageRequest,
} from '../../infra/pagination';
import { ownImages, releaseImages, removeFiles } from '../uploads/service';
import { presentPosts } from './present';
import * as queries from './queries';

const UNKNOWN_POST = 'This post does not exist.';
const NO_CONTENT = 'A post needs some text or at least one photo.';

/** Looks a post up by an id from the client; malformed and unknown ids are both 404. */
export const requirePost = async (db: Queryable, postId: string, lock?: 'share' | 'update') => {
  const post = isId(postId) ? await queries.findPost(db, postId, lock) : undefined;
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
    const images = await ownImages(context, db, memberId, urls);
    await queries.insertPost(db, {
      id,
      userId: memberId,
      type,
      text,
      background: images.length > 0 ? null : background,
      createdAt: context.clock.now(),
    });
    await queries.insertPostImages(
      db,
      id,
      images.map((image) => image.id),
    );
  });
  const [post] = await presentPosts(context, memberId, [id]);
  if (!post) throw notFound(UNKNOWN_POST);
  return post;
};

type KeysReader = (after: PageKey | undefined, take: number) => Promise<PageKey[]>;

/** A page of posts; `comments` is how many of each post's newest comments it carries (all when unset). */
export interface PostPageRequest extends PageRequest {
  comments?: number | undefined;
}

const listPage = async (
  context: AppContext,
  viewerId: string,
  page: PostPageRequest,
  readKeys: KeysReader,
): Promise<Page<Post>> => {
  const keys = pageOf(await readKeys(parseCursor(page.cursor), page.limit + 1), page.limit);
  const items = await presentPosts(
    context,
    viewerId,
    keys.items.map((key) => key.id),
    page.comments,
  );
  return { items, next: keys.next };
};

/** The member's own posts and those of their friends and of members they follow. */
export const feed = (context: AppContext, memberId: string, page: PostPageRequest) =>
  listPage(context, memberId, page, (after, take) =>
    queries.feedKeys(context.db, memberId, after, take),
  );

export const savedPosts = (context: AppContext, memberId: string, page: PostPageRequest) =>
  listPage(context, memberId, page, (after, take) =>
    queries.savedPostKeys(context.db, memberId, after, take),
  );

/** One member's posts, as `viewerId` sees them (their reactions and saves). */
export const memberPosts = async (
  context: AppContext,
  viewerId: string,
  authorId: string,
  page: PostPageRequest,
) => {
  if (!isId(authorId) || !(await queries.memberExists(context.db, authorId))) {
    throw notFound('This member does not exist.');
  }
  return listPage(context, viewerId, page, (after, take) =>
    queries.memberPostKeys(context.db, authorId, after, take),
  );
};

export const updateText = async (
  context: AppContext,
  memberId: string,
  postId: string,
  rawText: string,
): Promise<Post> => {
  const text = blankToNull(rawText);
  const id = await context.db.transaction(async (db) => {
    const post = await requirePost(db, postId, 'update');
    if (post.userId !== memberId) throw forbidden('You can only edit your own posts.');
    if (!text && !(await queries.hasImages(db, post.id))) throw badInput(NO_CONTENT);
    await queries.updatePostText(db, post.id, text);
    return post.id;
  });
  const [post] = await presentPosts(context, memberId, [id]);
  if (!post) throw notFound(UNKNOWN_POST);
  return post;
};

/** Deletes the post with its comments, reactions and saves, and the images nothing else shows. */
export const deletePost = async (context: AppContext, memberId: string, postId: string) => {
  const unusedFiles = await context.db.transaction(async (db) => {
    const post = await requirePost(db, postId, 'update');
    if (post.userId !== memberId) throw forbidden('You can only delete your own posts.');
    const mediaIds = await queries.mediaOfPost(db, post.id);
    await queries.deletePost(db, post.id);
    return releaseImages(context, db, mediaIds);
  });
  await removeFiles(context, unusedFiles);
};

/** Saves the post, or unsaves it when it is saved; answers whether it is saved now. */
export const toggleSave = async (context: AppContext, memberId: string, postId: string) =>
  context.db.transaction(async (db) => {
    const post = await requirePost(db, postId, 'share');
    const removed = await queries.deleteSave(db, memberId, post.id);
    if (removed.length > 0) return false;
    await queries.insertSave(db, memberId, post.id, context.clock.now());
    return true;
  });
