/**
 * Two real server processes on one PostgreSQL database (and Redis when REDIS_URL names one),
 * their media in one bucket of a real S3 server, each with a data folder of its own: what one
 * process does, the other must see.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupForm, TEST_PASSWORD } from '../test/factories';
import { callOver } from '../test/http-client';
import { makeImage } from '../test/images';
import { activationTokenOf, readOutbox, resetCodeOf } from '../test/outbox';
import { uploadForm } from '../test/posts';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { spawnServer, type ServerProcess } from '../test/server-process';
import { copyTemplateDatabase, type DatabaseCopy } from '../test/test-database';
import { accountLimits } from './modules/auth/rate-limits';

const PUBLIC_URL = 'https://quad.test';
const SESSION_ENDED = 'Your session has ended. Please log in again.';

interface QuadProcess extends ServerProcess {
  /** Its own DATA_DIR, where its outbox is. */
  dataDir: string;
}

let database: DatabaseCopy;
let s3: TestS3Server;
let first: QuadProcess;
let second: QuadProcess;

const startProcess = async (): Promise<QuadProcess> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-two-processes-'));
  const server = await spawnServer({
    ...s3.env,
    DATABASE_URL: String(database.databaseUrl),
    REDIS_URL: process.env.REDIS_URL ?? '',
    DATA_DIR: dataDir,
    JWT_SECRET: 'one-signing-key-for-every-process-of-the-campus',
    PUBLIC_URL,
    RATE_LIMIT: 'on',
    // The test names its client in X-Forwarded-For, as a proxy in front of both would.
    TRUST_PROXY: 'loopback',
  });
  await server.ready();
  return { ...server, dataDir };
};

beforeAll(async () => {
  database = await copyTemplateDatabase();
  s3 = await startS3Server();
  [first, second] = await Promise.all([startProcess(), startProcess()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.kill(), second?.kill()]);
  await s3?.close();
  await database?.drop();
  for (const server of [first, second]) {
    if (server) await rm(server.dataDir, { recursive: true, force: true });
  }
});

/** The client address of a test: limits in Redis outlive the run, so each run is a new client. */
const clientAddress = () =>
  `2001:db8:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;

/** A verified member: signed up on the first process, activated on the second. */
const verifiedMember = async (address: string) => {
  const form = signupForm();
  const headers = { 'x-forwarded-for': address };
  const registered = await callOver(first.origin, 'register', { body: form, headers });
  expect(registered.status, registered.text).toBe(201);
  const mail = await readOutbox(first.dataDir, String(form.email));
  const activated = await callOver(second.origin, 'activate', {
    token: registered.body.token,
    body: { token: activationTokenOf(mail, PUBLIC_URL) },
    headers,
  });
  expect(activated.status, activated.text).toBe(200);
  return { email: String(form.email), id: registered.body.id, headers };
};

const signIn = async (origin: string, email: string, headers: Record<string, string>) => {
  const response = await callOver(origin, 'login', {
    body: { email, password: TEST_PASSWORD },
    headers,
  });
  expect(response.status, response.text).toBe(200);
  return response.body.token;
};

/** A member-only call that reads little. */
const history = (origin: string, token: string) => callOver(origin, 'getSearchHistory', { token });

describe('two server processes on one database, one Redis and one bucket', () => {
  it('a token signed in on one is good on the other, and a logout on either ends it on both', async () => {
    const member = await verifiedMember(clientAddress());
    const token = await signIn(first.origin, member.email, member.headers);
    expect((await history(second.origin, token)).status).toBe(200);
    expect((await history(first.origin, token)).status).toBe(200);

    expect((await callOver(second.origin, 'logout', { token })).status).toBe(200);
    for (const server of [first, second]) {
      await expect
        .poll(async () => (await history(server.origin, token)).body, { timeout: 5_000 })
        .toEqual({ message: SESSION_ENDED });
    }
  });

  it('an image uploaded on one is served by the other, from the bucket', async () => {
    const member = await verifiedMember(clientAddress());
    const token = await signIn(first.origin, member.email, member.headers);
    const image = await makeImage('png', { width: 80, height: 60 });
    const uploaded = await callOver(first.origin, 'uploadImages', {
      token,
      body: uploadForm(`${member.id}/post_images`, [{ data: image, type: 'image/png' }]),
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    const [answer] = uploaded.body;
    const mediaPath = new URL(String(answer?.url)).pathname;
    expect(await s3.objectKeys(`media/${member.id}/`)).toEqual([mediaPath.slice(1)]);

    const served = await fetch(`${second.origin}${mediaPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const decoded = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(['png', 80, 60]);
  });

  it('a request limit is counted across both', async () => {
    const { max } = accountLimits.failedLoginsPerAddressAndAccount;
    const headers = { 'x-forwarded-for': clientAddress() };
    const email = `nobody.${randomBytes(4).toString('hex')}@coastal.edu`;
    const wrongLogin = (origin: string) =>
      callOver(origin, 'login', { body: { email, password: 'not-the-password' }, headers });
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await wrongLogin(attempt % 2 === 0 ? first.origin : second.origin)).status).toBe(401);
    }
    for (const server of [first, second])
      expect((await wrongLogin(server.origin)).status).toBe(429);
  });

  it('a new password ends the sessions both processes remember', async () => {
    const member = await verifiedMember(clientAddress());
    const onFirst = await signIn(first.origin, member.email, member.headers);
    const onSecond = await signIn(second.origin, member.email, member.headers);
    for (const server of [first, second]) {
      for (const token of [onFirst, onSecond]) {
        expect((await history(server.origin, token)).status).toBe(200);
      }
    }

    const body = { email: member.email };
    const sent = await callOver(second.origin, 'sendResetPasswordCode', {
      body,
      headers: member.headers,
    });
    expect(sent.status, sent.text).toBe(200);
    // The second process wrote the e-mail into its own data folder.
    const code = resetCodeOf(await readOutbox(second.dataDir, member.email));
    const validated = await callOver(first.origin, 'validateResetCode', {
      body: { ...body, code },
      headers: member.headers,
    });
    expect(validated.status, validated.text).toBe(200);
    const changed = await callOver(first.origin, 'changePassword', {
      body: { ...body, password: 'a-brand-new-pass' },
      headers: member.headers,
    });
    expect(changed.status, changed.text).toBe(200);

    for (const server of [first, second]) {
      for (const token of [onFirst, onSecond]) {
        await expect
          .poll(async () => (await history(server.origin, token)).body, { timeout: 5_000 })
          .toEqual({ message: SESSION_ENDED });
      }
    }
  });
});
