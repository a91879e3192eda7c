/**
 * A real S3 server in the test process (s3rver, keeping its objects in a temporary folder) with
 * one fresh bucket: for the media storage tests, an app built with S3 media, or a server process
 * given `env`.
 */
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectsCommand, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's own key pair: it refuses requests signed with any other. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  /** The status it was answered with. */
  status: number;
}

export interface TestS3Server {
  /** http://127.0.0.1:port */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_ENDPOINT, S3_BUCKET, S3_REGION and the keys, for loadConfig or a server process. */
  env: Record<string, string>;
  /** A client of the test's own, to look into the bucket behind the storage's back. */
  client: S3Client;
  /**
   * Every request the server answered, in order. s3rver sometimes answers a DeleteObjects of
   * several keys of one folder with 500 (it races itself removing the emptied folder) after
   * deleting them all; the SDK then sends it again, and the retry succeeds.
   */
  requests: ReceivedRequest[];
  /** The keys of every object in the bucket (under `prefix`), sorted. */
  objectKeys(prefix?: string): Promise<string[]>;
  /** Deletes every object of the bucket. */
  empty(): Promise<void>;
  close(): Promise<void>;
}

let buckets = 0;

/** Starts the server on a free port of 127.0.0.1 with an empty bucket (`quad-test-<n>` by default). */
export const startS3Server = async (options: { bucket?: string } = {}): Promise<TestS3Server> => {
  buckets += 1;
  const bucket = options.bucket ?? `quad-test-${process.pid}-${buckets}`;
  const directory = await mkdtemp(path.join(os.tmpdir(), 'quad-s3-'));
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();

  const requests: ReceivedRequest[] = [];
  const handle = s3rver.callback();
  const server = createServer((request: IncomingMessage, response) => {
    response.on('finish', () =>
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        status: response.statusCode,
      }),
    );
    handle(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;

  const client = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const objectKeys = async (prefix?: string) => {
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2(
      { client },
      { Bucket: bucket, ...(prefix ? { Prefix: prefix } : {}) },
    )) {
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    }
    return keys.sort();
  };

  return {
    endpoint,
    bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    client,
    requests,
    objectKeys,
    async empty() {
      const keys = await objectKeys();
      for (let start = 0; start < keys.length; start += 1000) {
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })) },
          }),
        );
      }
    },
    async close() {
      client.destroy();
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
      await rm(directory, { recursive: true, force: true });
    },
  };
};
