/** The Comment shape of API.md. */
import type { Comment } from '@quad/contract';
import type { MediaStorage } from '../../infra/media-storage';
import type { CommentRow } from './queries';

export const toComment = (row: CommentRow, media: MediaStorage): Comment => ({
  _id: row.id,
  comment: row.text,
  image: row.imageKey ? media.urlOf(row.imageKey) : '',
  commentAt: row.createdAt.toISOString(),
  commentBy: {
    _id: row.author.id,
    picture: row.author.picture,
    first_name: row.author.firstName,
    last_name: row.author.lastName,
  },
});
