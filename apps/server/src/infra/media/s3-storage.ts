/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …). Each file is the object
 * 'media/<key>': the bucket's paths are the paths of the stored URLs, so a public bucket, or a CDN
 * in front of it, serves MEDIA_URL + '/media/<key>' as it is. Without MEDIA_URL the server reads
 * the objects and serves them itself (plugins/media.ts).
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import {
  contentTypeOf,
  isMediaKey,
  isMemberFolder,
  MEDIA_CACHE_CONTROL,
  MEDIA_URL_PREFIX,
  storedMediaUrls,
  type MediaStorage,
} from './storage';

/** The most keys one DeleteObjects request may name. */
export const DELETE_BATCH_SIZE = 1000;

/** The object of a media key: its stored URL's path without the leading slash. */
export const objectKeyOf = (key: string) => `${MEDIA_URL_PREFIX.slice(1)}${key}`;

export type MediaObject =
  | { status: 'missing' }
  /** The object still has the ETag the client sent in If-None-Match. */
  | { status: 'unchanged'; etag: string | undefined }
  | { status: 'found'; body: Readable; etag: string | undefined; size: number | undefined };

export interface S3MediaStorage extends MediaStorage {
  kind: 's3';
  /** Reads a file to serve it; `ifNoneMatch` is the client's If-None-Match header. */
  read(key: string, ifNoneMatch?: string): Promise<MediaObject>;
  /** Answers once the bucket is reachable with these credentials, or throws MediaBucketError. */
  checkBucket(): Promise<void>;
  close(): void;
}

const ONE_ETAG = /^(W\/)?"[^"]*"$/;

/** The bucket cannot be used: its message says what to check. */
export class MediaBucketError extends Error {}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const bucketErrorOf = (settings: S3Config, error: unknown) => {
  const bucket = `The media bucket "${settings.bucket}"`;
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  const status = statusOf(error);
  if (status === 404) {
    return new MediaBucketError(
      `${bucket} does not exist at ${where}: create it, or correct S3_BUCKET${settings.endpoint ? ' or S3_ENDPOINT' : ' or S3_REGION'}.`,
    );
  }
  if (status === 301) {
    return new MediaBucketError(`${bucket} is in another region than ${where}: correct S3_REGION.`);
  }
  if (status === 401 || status === 403) {
    return new MediaBucketError(
      `${bucket} at ${where} refused our credentials (HTTP ${status}): check S3_ACCESS_KEY_ID and ` +
        'S3_SECRET_ACCESS_KEY (or, when they are unset, the credentials the AWS SDK found), and ' +
        'that they may use this bucket.',
    );
  }
  const reason = error instanceof Error ? error.message || error.name : String(error);
  const credentials =
    error instanceof Error && error.name === 'CredentialsProviderError'
      ? ' Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or give the AWS SDK credentials of its own.'
      : '';
  return new MediaBucketError(
    `${bucket} at ${where} could not be reached: ${reason}.${credentials} Check S3_ENDPOINT, ` +
      'S3_REGION and the network.',
  );
};

export const s3MediaStorage = (settings: S3Config): S3MediaStorage => {
  const { bucket, endpoint } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(endpoint
      ? {
          endpoint,
          // Servers other than AWS (MinIO, s3rver, …) are reached at <endpoint>/<bucket>, and
          // not all of them know the checksums the SDK adds to every request by default.
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // A store that stops answering fails the request instead of holding it for ever.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });

  const objectOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return objectKeyOf(key);
  };

  /** Deletes objects, DELETE_BATCH_SIZE at a time; S3 counts a missing key as deleted. */
  const deleteObjects = async (objectKeys: readonly string[]) => {
    for (let start = 0; start < objectKeys.length; start += DELETE_BATCH_SIZE) {
      const batch = objectKeys.slice(start, start + DELETE_BATCH_SIZE);
      const { Errors: errors = [] } = await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const [first] = errors;
      if (first) {
        throw new Error(
          `Could not delete ${errors.length} media object(s), ${first.Key ?? ''} first: ` +
            `${first.Code ?? 'error'} ${first.Message ?? ''}`.trim(),
        );
      }
    }
  };

  const storage: S3MediaStorage = {
    kind: 's3',
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectOf(key),
          Body: data,
          ContentType: contentTypeOf(key),
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async open(key) {
      const object = await storage.read(key);
      return object.status === 'found' ? object.body : undefined;
    },
    async remove(keys) {
      await deleteObjects([...new Set(keys.map(objectOf))]);
    },
    async removeMemberFolder(userId) {
      if (!isMemberFolder(userId)) throw new Error(`Not a member folder: ${userId}`);
      const pages = paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: objectKeyOf(`${userId}/`) },
      );
      // Each page is at most 1,000 keys, one DeleteObjects request.
      for await (const page of pages) {
        await deleteObjects((page.Contents ?? []).flatMap(({ Key }) => (Key ? [Key] : [])));
      }
    },
    ...storedMediaUrls,
    async read(key, ifNoneMatch) {
      if (!isMediaKey(key)) return { status: 'missing' };
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKeyOf(key), IfNoneMatch: ifNoneMatch }),
        );
        return {
          status: 'found',
          body: object.Body as Readable,
          etag: object.ETag,
          size: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return { status: 'missing' };
        if (statusOf(error) === 304) {
          // The 304 names the ETag when the client sent just one.
          const etag = ifNoneMatch && ONE_ETAG.test(ifNoneMatch) ? ifNoneMatch : undefined;
          return { status: 'unchanged', etag };
        }
        throw error;
      }
    },
    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw bucketErrorOf(settings, error);
      }
    },
    close() {
      client.destroy();
    },
  };
  return storage;
};
