/**
 * The folder paths clients send (SPEC.md §7): `{userId}/post_images`,
 * `{userId}/post_images/{postId}` (comment images), `{userId}/cover_pictures`,
 * `{userId}/profile_pictures`, (ext) `{userId}/message_images`; listImages also takes `{userId}/*`. Only the caller's own.
 */
import { messages, UPLOAD_FOLDERS } from '@quad/contract';
import { badInput, forbidden } from '../../infra/errors';
import { isId } from '../../infra/ids';

const INVALID_PATH = 'The folder path is not valid.';
const NOT_YOURS = 'You can only use your own folder.';

/** Which of the spec's message sets a folder's files are judged with. */
export type UploadKind = 'post' | 'comment' | 'picture';

export interface UploadFolder {
  /** Below the member's folder: post_images, post_images/<postId>, cover_pictures… */
  folder: string;
  kind: UploadKind;
}

const segmentsOf = (memberId: string, path: string) => {
  const segments = path
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw badInput(INVALID_PATH);
  }
  const [owner, ...rest] = segments;
  if (!owner || !isId(owner)) throw badInput(INVALID_PATH);
  if (owner.toLowerCase() !== memberId.toLowerCase()) throw forbidden(NOT_YOURS);
  return rest;
};

/** Message photos are judged like comment images. */
const KIND_OF_FOLDER = {
  post_images: 'post',
  cover_pictures: 'picture',
  profile_pictures: 'picture',
  message_images: 'comment',
} satisfies Record<(typeof UPLOAD_FOLDERS)[number], UploadKind>;

const isFolderName = (name: string | undefined) =>
  (UPLOAD_FOLDERS as readonly string[]).includes(name ?? '');

/** Where an upload goes; refuses another member's folder (403) and any other shape (400). */
export const uploadFolderOf = (memberId: string, path: string): UploadFolder => {
  const [name, postId, ...extra] = segmentsOf(memberId, path);
  if (!name || !isFolderName(name) || extra.length > 0) throw badInput(INVALID_PATH);
  if (postId !== undefined) {
    if (name !== 'post_images' || !isId(postId)) throw badInput(INVALID_PATH);
    return { folder: `${name}/${postId.toLowerCase()}`, kind: 'comment' };
  }
  return { folder: name, kind: KIND_OF_FOLDER[name as (typeof UPLOAD_FOLDERS)[number]] };
};

/**
 * What listImages lists: every folder of the member (`{userId}` or `{userId}/*`), one folder
 * (`{userId}/cover_pictures`), or a folder and those below it (`{userId}/post_images/*`).
 */
export type ListScope = { folder?: undefined } | { folder: string; below: boolean };

export const listScopeOf = (memberId: string, path: string): ListScope => {
  const rest = segmentsOf(memberId, path.trim().replace(/\/\*$/, '/'));
  const below = path.trim().endsWith('/*');
  if (rest.length === 0) return {};
  const folder = uploadFolderOf(memberId, [memberId, ...rest].join('/')).folder;
  return { folder, below };
};

export const FILE_MESSAGES = {
  post: {
    format: messages.posts.postFormatUnsupported,
    size: messages.posts.postTooLarge,
  },
  comment: {
    format: messages.posts.commentFormatUnsupported,
    size: messages.posts.commentTooLarge,
  },
  picture: {
    format: messages.posts.pictureFormatUnsupported,
    size: messages.posts.pictureTooLarge,
  },
} satisfies Record<UploadKind, Record<string, (file: string) => string>>;
