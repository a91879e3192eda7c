/** Comments on posts: adding, deleting, and the pages of a post's older comments. */
import type { Comment, CommentRequest, DeleteCommentRequest } from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { viewerAt, type Viewer } from '../../db/visibility';
import { badInput, forbidden, notFound } from '../../infra/errors';
import { isId, newId } from '../../infra/ids';
import { pageOf, parseCursor, type Page, type PageRequest } from '../../infra/pagination';
import { tagComment } from '../hashtags/record';
import * as notify from '../notifications/events';
import { requirePost, requireReadablePost } from '../posts/service';
import { ownImages, releaseImages, removeFiles } from '../uploads/service';
import { toComment } from './present';
import * as queries from './queries';

/** The post's whole comments list, newest first (what comment and deleteComment answer). */
const allComments = async (
  context: AppContext,
  viewer: Viewer,
  postId: string,
): Promise<Comment[]> => {
  const rows = await queries.commentsOf(context.db, viewer, postId);
  return rows.map((row) => toComment(row, context.media));
};

export const addComment = async (
  context: AppContext,
  memberId: string,
  request: Required<CommentRequest>,
) => {
  const text = request.comment.trim();
  const imageUrl = request.image.trim();
  if (!text && !imageUrl) throw badInput('A comment needs some text or an image.');
  const viewer = viewerAt(context, memberId);
  const postId = await context.db.transaction(async (db) => {
    const post = await requirePost(db, viewer, request.postId, 'share');
    const [image] = imageUrl ? await ownImages(context, db, memberId, [imageUrl]) : [];
    const comment = { id: newId(), at: context.clock.now() };
    await queries.insertComment(db, {
      id: comment.id,
      postId: post.id,
      userId: memberId,
      text,
      mediaId: image?.id ?? null,
      createdAt: comment.at,
    });
    await tagComment(db, {
      id: comment.id,
      postId: post.id,
      userId: memberId,
      createdAt: comment.at,
      text,
    });
    await notify.commented(db, {
      ...comment,
      postId: post.id,
      postAuthorId: post.userId,
      authorId: memberId,
    });
    await notify.mentioned(db, {
      authorId: memberId,
      postId: post.id,
      commentId: comment.id,
      text,
      at: comment.at,
    });
    return post.id;
  });
  return allComments(context, viewer, postId);
};

/** A comment by id, locked until the caller's transaction ends; undefined for none. */
export const findCommentForUpdate = async (db: Queryable, commentId: string) =>
  isId(commentId) ? queries.findCommentForUpdate(db, commentId) : undefined;

/**
 * Inside the caller's transaction, deletes the comment and its image row if nothing else shows
 * it; answers the keys of the files to remove once it commits.
 */
export const deleteCommentIn = async (
  context: AppContext,
  db: Queryable,
  comment: { id: string; mediaId: string | null },
) => {
  await notify.aboutToGo(db, { commentId: comment.id });
  await queries.deleteComment(db, comment.id);
  return comment.mediaId ? releaseImages(context, db, [comment.mediaId]) : [];
};

/** The comment's author or the post's author deletes it; its image goes if nothing else shows it. */
export const deleteComment = async (
  context: AppContext,
  memberId: string,
  request: DeleteCommentRequest,
) => {
  const viewer = viewerAt(context, memberId);
  const { postId, unusedFiles } = await context.db.transaction(async (db) => {
    const post = await requirePost(db, viewer, request.postId, 'share');
    const comment = isId(request.commentId)
      ? await queries.findComment(db, viewer, request.commentId)
      : undefined;
    if (!comment || comment.postId !== post.id) throw notFound('This comment does not exist.');
    if (comment.userId !== memberId && post.userId !== memberId) {
      throw forbidden('Only the comment’s author or the post’s author can delete it.');
    }
    return { postId: post.id, unusedFiles: await deleteCommentIn(context, db, comment) };
  });
  await removeFiles(context, unusedFiles);
  return allComments(context, viewer, postId);
};

/**
 * (ext) A page of a post's comments, newest first; lists carry only the newest few. A site
 * moderator reads those of a post under an open report too, as getPost shows it to them.
 */
export const commentsPage = async (
  context: AppContext,
  viewerId: string,
  postId: string,
  page: PageRequest,
): Promise<Page<Comment>> => {
  const { post, viewer } = await requireReadablePost(context, viewerAt(context, viewerId), postId);
  const rows = await queries.commentsOf(context.db, viewer, post.id, {
    after: parseCursor(page.cursor),
    take: page.limit + 1,
  });
  const { items, next } = pageOf(rows, page.limit);
  return { items: items.map((row) => toComment(row, context.media)), next };
};

/**
 * The newest comments of these posts that the viewer may see (at most `perPost` each), with
 * their post's id, newest first: search finds the comment whose words matched among them.
 */
export const newestCommentsOfPosts = async (
  context: AppContext,
  viewer: Viewer,
  postIds: string[],
  perPost: number,
): Promise<(Comment & { postId: string })[]> => {
  if (postIds.length === 0) return [];
  const rows = await queries.newestCommentsOfPosts(context.db, viewer, postIds, perPost);
  return rows.map((row) => ({ ...toComment(row, context.media), postId: row.postId }));
};
