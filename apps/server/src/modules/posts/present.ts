/** Posts in the shape of API.md, for one viewer, from one statement however many there are. */
import type { Post } from '@quad/contract';
import type { AppContext } from '../../context';
import { summaryOf } from '../reactions/summary';
import * as queries from './queries';

/** `commentsShown`: how many of each post's newest comments it carries; undefined for all. */
export const presentPosts = async (
  context: AppContext,
  viewerId: string,
  ids: string[],
  commentsShown?: number,
): Promise<Post[]> => {
  const { media } = context;
  const rows = await queries.viewOfPosts(context.db, viewerId, ids, commentsShown ?? null);
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
        images:
          row.imageKeys.length > 0 ? row.imageKeys.map((key) => ({ url: media.urlOf(key) })) : null,
        comments: row.comments.map((comment) => ({
          _id: comment.id,
          comment: comment.text,
          image: comment.imageKey ? media.urlOf(comment.imageKey) : '',
          commentAt: comment.createdAt.toISOString(),
          commentBy: {
            _id: comment.author.id,
            picture: comment.author.picture,
            first_name: comment.author.firstName,
            last_name: comment.author.lastName,
          },
        })),
        createdAt: row.createdAt.toISOString(),
        reactions: summaryOf(row.reactionCounts, row.myReaction, row.saved),
        commentCount: row.commentCount,
      },
    ];
  });
};
