/** Media in a local folder (DATA_DIR/media), served by the server itself (plugins/media.ts). */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey, isMemberFolder, storedMediaUrls, type MediaStorage } from './storage';

export interface LocalMediaStorage extends MediaStorage {
  kind: 'local';
  /** The folder the files are in, served at MEDIA_URL_PREFIX. */
  root: string;
  close(): void;
}

export const localMediaStorage = (root: string): LocalMediaStorage => {
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'local',
    root,
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, data, { flag: 'wx' });
      await rename(partial, file);
    },
    async open(key) {
      if (!isMediaKey(key)) return undefined;
      try {
        return (await open(fileOf(key))).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async removeMemberFolder(userId) {
      if (!isMemberFolder(userId)) throw new Error(`Not a member folder: ${userId}`);
      await rm(path.join(root, userId), { recursive: true, force: true });
    },
    ...storedMediaUrls,
    close() {},
  };
};
