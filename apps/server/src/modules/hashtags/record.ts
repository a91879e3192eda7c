/**
 * The tags of posts and comments, written inside the transaction that writes the text (issue 29):
 * posts and comments call these; deleting a post or comment takes its tags with it (cascade).
 */
import { hashtagsOf } from '@quad/contract';
import type { Queryable } from '../../db/client';
import * as queries from './queries';

/** A new post's tags. */
export const tagPost = async (
  db: Queryable,
  post: queries.TaggedPost & { text: string | null },
) => {
  const ids = await queries.hashtagIds(db, hashtagsOf(post.text), post.createdAt);
  await queries.insertPostHashtags(db, post, ids);
};

/** A group's post was approved at `at`: its tags are published with it, at that time. */
export const publishTags = (db: Queryable, postId: string, at: Date) =>
  queries.publishPostHashtags(db, postId, at);

/** An edited post's tags: those of its new text, at the post's own time. */
export const retagPost = async (db: Queryable, postId: string, text: string | null, at: Date) => {
  const post = await queries.postOf(db, postId);
  if (!post) return;
  await queries.deletePostHashtags(db, postId);
  const ids = await queries.hashtagIds(db, hashtagsOf(text), at);
  await queries.insertPostHashtags(db, post, ids);
};

/** A new comment's tags. */
export const tagComment = async (
  db: Queryable,
  comment: { id: string; postId: string; userId: string; createdAt: Date; text: string },
) => {
  const ids = await queries.hashtagIds(db, hashtagsOf(comment.text), comment.createdAt);
  await queries.insertCommentHashtags(db, comment, ids);
};
