/** The Comment shape of API.md, for comment lists and for the newest comments of a post. */
import type { Comment, ImageSize } from '@quad/contract';
import type { MediaStorage } from '../../infra/media/storage';

/** What a comment is read as: by Drizzle (a Date) or built as json in a post's row (a string). */
export interface CommentView {
  id: string;
  text: string;
  /** Storage key of the comment's image. */
  imageKey: string | null;
  /** Left out where a list does not read it. */
  imageSize?: ImageSize | null;
  createdAt: Date | string;
  author: {
    id: string;
    picture: string;
    firstName: string;
    lastName: string;
    pictureSize?: ImageSize | null;
  };
}

export const toComment = (row: CommentView, media: MediaStorage): Comment => ({
  _id: row.id,
  comment: row.text,
  image: row.imageKey ? media.urlOf(row.imageKey) : '',
  imageSize: row.imageSize ?? null,
  commentAt: new Date(row.createdAt).toISOString(),
  commentBy: {
    _id: row.author.id,
    picture: row.author.picture,
    first_name: row.author.firstName,
    last_name: row.author.lastName,
    pictureSize: row.author.pictureSize ?? null,
  },
});
