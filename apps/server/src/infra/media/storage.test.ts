/**
 * One suite for every media storage, run on a temporary folder and on a real S3 server (s3rver,
 * in this process, with a fresh bucket); then what only the bucket does.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filesUnder } from '../../../test/media-files';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { spawnServer } from '../../../test/server-process';
import { loadConfig } from '../config';
import { freePort } from '../free-port';
import { localMediaStorage } from './local-storage';
import { openMediaStorage } from './open-storage';
import { MediaBucketError, s3MediaStorage, type S3MediaStorage } from './s3-storage';
import type { MediaStorage } from './storage';

interface StorageUnderTest {
  storage: MediaStorage;
  /** The bytes stored under a key, or undefined when there is no such file. */
  read(key: string): Promise<Buffer | undefined>;
  /** The keys of every stored file, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const ALICE = '01a20000-0000-7000-8000-00000000a11c';
const BOB = '01a20000-0000-7000-8000-0000000000b0';
const POST = '01a20000-0000-7000-8000-000000000001';

const keyOf = (member: string, name: string, folder = 'post_images') =>
  `${member}/${folder}/${name}`;

const describeMediaStorage = (kind: string, open: () => Promise<StorageUnderTest>) => {
  describe(`media storage: ${kind}`, () => {
    let t: StorageUnderTest;
    beforeEach(async () => {
      t = await open();
    });
    afterEach(() => t.close());

    it('stores a file, reads it back, and replaces it when put again', async () => {
      const key = keyOf(ALICE, 'a.jpg');
      await t.storage.put(key, Buffer.from('first'));
      expect(await t.read(key)).toEqual(Buffer.from('first'));
      await t.storage.put(key, Buffer.from('second, longer'));
      expect(await t.read(key)).toEqual(Buffer.from('second, longer'));
      expect(await t.keys()).toEqual([key]);
    });

    it('removes the files named, ignoring keys already gone and repeats', async () => {
      const [one, two, kept] = ['1.jpg', '2.png', '3.webp'].map((name) => keyOf(ALICE, name));
      for (const key of [one, two, kept]) await t.storage.put(key ?? '', Buffer.from(key ?? ''));
      const missing = keyOf(ALICE, 'never-stored.gif');

      await t.storage.remove([one ?? '', missing, two ?? '', one ?? '']);
      expect(await t.keys()).toEqual([kept]);
      await t.storage.remove([]);
      await t.storage.remove([one ?? '']);
      expect(await t.keys()).toEqual([kept]);
    });

    it("removes a member's folder, comment images included, and no one else's files", async () => {
      const bobs = [keyOf(BOB, 'b.jpg'), keyOf(BOB, 'c.jpg', 'profile_pictures')];
      for (const key of [
        keyOf(ALICE, 'a.jpg'),
        keyOf(ALICE, 'p.png', 'profile_pictures'),
        keyOf(ALICE, 'c.gif', `post_images/${POST}`),
        ...bobs,
      ]) {
        await t.storage.put(key, Buffer.from('x'));
      }
      await t.storage.removeMemberFolder(ALICE);
      expect(await t.keys()).toEqual(bobs.sort());
      // A member with no files, or already removed.
      await t.storage.removeMemberFolder(ALICE);
      expect(await t.keys()).toEqual(bobs.sort());
    });

    it('gives out /media/<key> and reads back only such URLs, with a key of ours', () => {
      const key = keyOf(ALICE, 'a.jpg', `post_images/${POST}`);
      expect(t.storage.urlOf(key)).toBe(`/media/${key}`);
      expect(t.storage.keyOf(t.storage.urlOf(key))).toBe(key);
      for (const foreign of [
        `https://elsewhere.example/media/${key}`,
        `//elsewhere.example/media/${key}`,
        `/media/${ALICE}/../${BOB}/post_images/a.jpg`,
        `/media/${ALICE}/post_images/a.svg`,
        `/media/${ALICE}/a.jpg`,
        `/uploads/${key}`,
        '/backgrounds/3.svg',
        '',
      ]) {
        expect(t.storage.keyOf(foreign), foreign).toBeUndefined();
      }
    });

    it('refuses keys that are not media keys, and folders that are not a member', async () => {
      for (const key of [
        `${ALICE}/../${BOB}/post_images/a.jpg`,
        `${ALICE}/post_images/a.html`,
        `${ALICE}/a.jpg`,
        `/${ALICE}/post_images/a.jpg`,
      ]) {
        await expect(t.storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Not a media key/);
        await expect(t.storage.remove([key]), key).rejects.toThrow(/Not a media key/);
      }
      for (const folder of ['..', '', `${ALICE}/post_images`]) {
        await expect(t.storage.removeMemberFolder(folder), folder).rejects.toThrow(
          /Not a member folder/,
        );
      }
      expect(await t.keys()).toEqual([]);
    });
  });
};

describeMediaStorage('local folder', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'quad-media-'));
  return {
    storage: localMediaStorage(root),
    read: (key) => readFile(path.join(root, key)).catch(() => undefined),
    keys: () => filesUnder(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describeMediaStorage('S3 bucket', async () => {
  const s3 = await startS3Server();
  const storage = s3MediaStorage(loadConfig(s3.env).s3!);
  return {
    storage,
    read: async (key) => {
      const keys = await s3.objectKeys();
      if (!keys.includes(`media/${key}`)) return undefined;
      const object = await s3.client.send(
        new GetObjectCommand({ Bucket: s3.bucket, Key: `media/${key}` }),
      );
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    keys: async () => (await s3.objectKeys()).map((key) => key.replace(/^media\//, '')),
    close: async () => {
      storage.close();
      await s3.close();
    },
  };
});

describe('media storage: what only the S3 bucket does', () => {
  let s3: TestS3Server;
  let storage: S3MediaStorage;
  beforeAll(async () => {
    s3 = await startS3Server();
    storage = s3MediaStorage(loadConfig(s3.env).s3!);
  });
  afterAll(async () => {
    storage.close();
    await s3.close();
  });
  beforeEach(async () => {
    await storage.removeMemberFolder(ALICE);
    s3.requests.length = 0;
  });

  /** The DeleteObjects requests answered 200 (see TestS3Server.requests for the others). */
  const deleteRequests = () =>
    s3.requests.filter(
      (request) =>
        request.method === 'POST' && /[?&]delete/.test(request.url) && request.status === 200,
    );

  it('keeps each file at media/<key> with its image type and a year of immutable caching', async () => {
    const key = keyOf(ALICE, 'a.webp');
    await storage.put(key, Buffer.from('webp bytes'));
    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `media/${key}` }),
    );
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(await s3.objectKeys()).toEqual([`media/${key}`]);
  });

  it('removes more than 1,000 files in requests of at most 1,000 keys', async () => {
    const stored = ['first.jpg', 'last.jpg'].map((name) => keyOf(ALICE, name));
    for (const key of stored) await storage.put(key, Buffer.from('x'));
    const keys = [
      stored[0] ?? '',
      ...Array.from({ length: 2_499 }, (_, index) => keyOf(ALICE, `gone-${index}.jpg`)),
      stored[1] ?? '',
    ];
    s3.requests.length = 0;

    await storage.remove(keys);
    expect(await s3.objectKeys()).toEqual([]);
    expect(deleteRequests()).toHaveLength(3);
  });

  it("removes a member's folder of more than one page of 1,000 files", async () => {
    const alices = Array.from({ length: 1_003 }, (_, index) => keyOf(ALICE, `${index}.jpg`));
    const bobs = [keyOf(BOB, 'kept.jpg')];
    // Put a few at a time: s3rver writes every object as several files.
    for (let start = 0; start < alices.length; start += 50) {
      await Promise.all(
        alices.slice(start, start + 50).map((key) => storage.put(key, Buffer.from('x'))),
      );
    }
    await storage.put(bobs[0] ?? '', Buffer.from('x'));
    s3.requests.length = 0;

    await storage.removeMemberFolder(ALICE);
    expect(await s3.objectKeys()).toEqual(bobs.map((key) => `media/${key}`));
    expect(deleteRequests()).toHaveLength(2);
  });

  it('reads a file with its ETag, answers unchanged for that ETag, and missing for other keys', async () => {
    const key = keyOf(ALICE, 'a.png');
    await storage.put(key, Buffer.from('png bytes'));
    const found = await storage.read(key);
    if (found.status !== 'found') throw new Error(`read answered ${found.status}`);
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('png bytes');
    expect(found.size).toBe(9);
    expect(found.etag).toMatch(/^"[0-9a-f]{32}"$/);

    expect(await storage.read(key, found.etag)).toEqual({ status: 'unchanged', etag: found.etag });
    expect((await storage.read(key, '"another"')).status).toBe('found');
    expect(await storage.read(keyOf(ALICE, 'missing.png'))).toEqual({ status: 'missing' });
    expect(await storage.read(`${ALICE}/../x.png`)).toEqual({ status: 'missing' });
  });
});

describe('opening the media storage', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it('opens DATA_DIR/media without S3_BUCKET, and the bucket with it', async () => {
    const local = await openMediaStorage(loadConfig({ DATA_DIR: '/tmp/quad-data' }));
    expect(local).toMatchObject({ kind: 'local', root: '/tmp/quad-data/media' });
    const bucket = await openMediaStorage(loadConfig(s3.env));
    expect(bucket.kind).toBe('s3');
    bucket.close();
  });

  it('stops with a message naming what to check when the bucket cannot be used', async () => {
    const open = (env: Record<string, string>) =>
      openMediaStorage(loadConfig({ ...s3.env, ...env }));

    const missing = open({ S3_BUCKET: 'no-such-bucket' });
    await expect(missing).rejects.toThrow(MediaBucketError);
    await expect(missing).rejects.toThrow(
      `The media bucket "no-such-bucket" does not exist at ${s3.endpoint}: create it, or correct S3_BUCKET or S3_ENDPOINT.`,
    );

    await expect(open({ S3_ACCESS_KEY_ID: 'NOT-OURS' })).rejects.toThrow(
      /refused our credentials \(HTTP 403\): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );

    const nowhere = `http://127.0.0.1:${await freePort()}`;
    await expect(open({ S3_ENDPOINT: nowhere })).rejects.toThrow(
      new RegExp(`"${s3.bucket}" at ${nowhere} could not be reached: .+ Check S3_ENDPOINT`),
    );
  });

  it('stops the server at start with that message, before the database is opened', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-media-start-'));
    try {
      const server = await spawnServer({
        ...s3.env,
        DATA_DIR: dataDir,
        S3_BUCKET: 'no-such-bucket',
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        `The media bucket "no-such-bucket" does not exist at ${s3.endpoint}`,
      );
      expect(server.output()).not.toMatch(/\n\s+at /);
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // A process of its own, started under tsx: slower than the suite's 20 s on a busy machine.
  }, 60_000);
});
