/**
 * The media storage the configuration chooses: the bucket when S3_BUCKET is set (checked before
 * anything else starts, so a wrong setting stops the server with a message), DATA_DIR/media
 * otherwise. The server, the seed and the benchmark's server all open it here.
 */
import path from 'node:path';
import type { Config } from '../config';
import { localMediaStorage, type LocalMediaStorage } from './local-storage';
import { s3MediaStorage, type S3MediaStorage } from './s3-storage';

export type ServedMediaStorage = LocalMediaStorage | S3MediaStorage;

export const openMediaStorage = async (config: Config): Promise<ServedMediaStorage> => {
  if (!config.s3) return localMediaStorage(path.join(config.dataDir, 'media'));
  const storage = s3MediaStorage(config.s3);
  try {
    await storage.checkBucket();
  } catch (error) {
    storage.close();
    throw error;
  }
  return storage;
};
