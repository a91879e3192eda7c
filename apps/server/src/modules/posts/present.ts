/**
 * Posts in the shape of API.md, for one viewer. However many posts, the same five statements:
 * posts with authors, images, newest comments with counts, reaction counts, saves.
 */
import { POST_LIST_COMMENTS, type Comment, type Post } from '@quad/contract';
import type { AppContext } from '../../context';
import { toComment } from '../comments/present';
import { newestCommentsOf } from '../comments/queries';
import { reactionCounts } from '../reactions/queries';
import { summariesOf } from '../reactions/summary';
import * as queries from './queries';

export const presentPosts = async (
  context: AppContext,
  viewerId: string,
  ids: string[],
): Promise<Post[]> => {
  const { db, media } = context;
  if (ids.length === 0) return [];
  const [rows, images, comments, counts, saved] = await Promise.all([
    queries.postsByIds(db, ids),
    queries.imagesOf(db, ids),
    newestCommentsOf(db, ids, POST_LIST_COMMENTS),
    reactionCounts(db, viewerId, ids),
    queries.savedAmong(db, viewerId, ids),
  ]);

  const imagesByPost = new Map<string, { url: string }[]>();
  for (const image of images) {
    const list = imagesByPost.get(image.postId) ?? [];
    list.push({ url: media.urlOf(image.key) });
    imagesByPost.set(image.postId, list);
  }
  const commentsByPost = new Map<string, Comment[]>();
  for (const row of comments.newest) {
    const list = commentsByPost.get(row.postId) ?? [];
    list.push(toComment(row, media));
    commentsByPost.set(row.postId, list);
  }
  const summaries = summariesOf(ids, counts, saved);
  const byId = new Map(rows.map((row) => [row.id, row]));

  // In the order asked for; a post deleted since its id was read is left out.
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        _id: row.id,
        user: {
          _id: row.author.id,
          username: row.author.username,
          picture: row.author.picture,
          first_name: row.author.firstName,
          last_name: row.author.lastName,
          gender: row.author.gender,
          cover: row.author.cover,
        },
        type: row.type ?? null,
        text: row.text,
        background: row.background,
        images: imagesByPost.get(id) ?? null,
        comments: commentsByPost.get(id) ?? [],
        createdAt: row.createdAt.toISOString(),
        reactions: summaries.get(id),
        commentCount: comments.counts.get(id) ?? 0,
      },
    ];
  });
};
