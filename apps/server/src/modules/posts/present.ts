/** Posts in the shape of API.md, for one viewer, from one statement however many there are. */
import { REACTIONS, type Post } from '@quad/contract';
import type { AppContext } from '../../context';
import type { Viewer } from '../../db/visibility';
import type { MediaStorage } from '../../infra/media/storage';
import { toComment } from '../comments/present';
import { summaryOf } from '../reactions/summary';
import * as queries from './queries';

/** The reaction counts of a row (in the order of REACTIONS) by reaction. */
const countsOf = (counts: queries.PostRow['reaction_counts']) =>
  Object.fromEntries(REACTIONS.map((react, index) => [react, Number(counts[index] ?? 0)]));

export const toPost = (row: queries.PostRow, media: MediaStorage): Post => ({
  _id: row.id,
  user: {
    _id: row.user_id,
    username: row.username,
    picture: row.picture,
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender,
    cover: row.cover,
    pictureSize: row.picture_size,
  },
  type: row.type ?? null,
  text: row.text,
  background: row.background,
  images:
    row.images.length > 0
      ? row.images.map(({ key, ...size }) => ({ url: media.urlOf(key), ...size }))
      : null,
  comments: row.comments.map((comment) => toComment(comment, media)),
  createdAt: new Date(row.created_at).toISOString(),
  reactions: summaryOf(countsOf(row.reaction_counts), row.my_reaction, row.saved),
  commentCount: Number(row.comment_count),
  group: row.post_group,
  pending: row.pending,
  pinned: row.pinned,
});

/** `commentsShown`: how many of each post's newest comments it carries; undefined for all. */
export const presentPosts = async (
  context: AppContext,
  viewer: Viewer,
  ids: string[],
  commentsShown?: number,
): Promise<Post[]> => {
  const rows = await queries.viewOfPosts(context.db, viewer, ids, commentsShown ?? null);
  return inOrder(ids, rows).map((row) => toPost(row, context.media));
};

/** The rows in the order of `ids`; a post deleted since its id was read is left out. */
export const inOrder = (ids: string[], rows: queries.PostRow[]) => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
};
