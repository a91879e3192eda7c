/**
 * Where uploaded images live. One machine keeps them in DATA_DIR/media and serves them at
 * /media/…; an object store can take its place by implementing the same interface.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaStorage {
  /** Stores a file under `key` ('<userId>/<folder>/<name>.<ext>'). */
  put(key: string, data: Buffer): Promise<void>;
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

/** Our keys only: member folder, known folder names, a file name with an image extension. */
const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;
const FILE_NAME = /^[A-Za-z0-9_-]{1,100}\.(jpg|png|webp|gif)$/;

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

export interface LocalMediaStorage extends MediaStorage {
  /** The folder the files are in, served at MEDIA_URL_PREFIX. */
  root: string;
}

/** Files in a local folder. */
export const localMediaStorage = (root: string): LocalMediaStorage => {
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return path.join(root, ...key.split('/'));
  };

  return {
    root,
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, data, { flag: 'wx' });
      await rename(partial, file);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async removeMemberFolder(userId) {
      if (!SEGMENT.test(userId)) throw new Error(`Not a member folder: ${userId}`);
      await rm(path.join(root, userId), { recursive: true, force: true });
    },
    urlOf: (key) => `${MEDIA_URL_PREFIX}${key}`,
    keyOf(url) {
      const key = url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : undefined;
      return key !== undefined && isMediaKey(key) ? key : undefined;
    },
  };
};
