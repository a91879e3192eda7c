/**
 * Where uploaded images live, behind one interface: a local folder (local-storage.ts) or an
 * S3-compatible bucket (s3-storage.ts), as the configuration chooses (open-storage.ts). Whatever
 * the storage, a file's stored URL is '/media/<key>', so switching storage or MEDIA_URL needs no
 * change to the data.
 */
import type { Readable } from 'node:stream';

export interface MediaStorage {
  /** Stores a file under `key` ('<userId>/<folder>/<name>.<ext>'). */
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes as a stream, or undefined when there is no such file. */
  open(key: string): Promise<Readable | undefined>;
  /** Removes files; keys already gone are ignored. */
  remove(keys: readonly string[]): Promise<void>;
  /** Removes every file of a member (their folder). */
  removeMemberFolder(userId: string): Promise<void>;
  /** The stored, origin-relative URL of the file (answers make it absolute). */
  urlOf(key: string): string;
  /** The key behind a relative URL this storage gave out, or undefined for any other URL. */
  keyOf(url: string): string | undefined;
}

export const MEDIA_URL_PREFIX = '/media/';

/** File names are ids, so a file never changes: it may be cached for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The image types we store (infra/images.ts re-encodes every upload to one), by extension. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Our keys only: member folder, known folder names, a file name with an image extension. */
const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;
const FILE_NAME = new RegExp(`^[A-Za-z0-9_-]{1,100}\\.(${Object.keys(CONTENT_TYPES).join('|')})$`);

export const isMediaKey = (key: string) => {
  const segments = key.split('/');
  const name = segments.pop();
  return (
    segments.length >= 2 &&
    segments.length <= 4 &&
    segments.every((segment) => SEGMENT.test(segment)) &&
    name !== undefined &&
    FILE_NAME.test(name)
  );
};

/** A member's folder name (their id); anything else, such as '..' or '', is refused. */
export const isMemberFolder = (userId: string) => SEGMENT.test(userId);

/** The content type of a media key, from its extension. */
export const contentTypeOf = (key: string) => {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const type = CONTENT_TYPES[extension];
  if (!isMediaKey(key) || !type) throw new Error(`Not a media key: ${key}`);
  return type;
};

/** How every storage gives out and reads back its URLs: the stored form, '/media/<key>'. */
export const storedMediaUrls: Pick<MediaStorage, 'urlOf' | 'keyOf'> = {
  urlOf: (key) => `${MEDIA_URL_PREFIX}${key}`,
  keyOf(url) {
    const key = url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : undefined;
    return key !== undefined && isMediaKey(key) ? key : undefined;
  },
};
