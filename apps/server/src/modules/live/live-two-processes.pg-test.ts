/**
 * Two real server processes on one PostgreSQL database: what a member does on one reaches a
 * stream open on the other, through LISTEN/NOTIFY.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupForm, TEST_PASSWORD } from '../../../test/factories';
import { callOver } from '../../../test/http-client';
import { openLiveStream } from '../../../test/live-stream';
import { activationTokenOf, readOutbox } from '../../../test/outbox';
import { spawnServer, type ServerProcess } from '../../../test/server-process';
import { copyTemplateDatabase, type DatabaseCopy } from '../../../test/test-database';

const PUBLIC_URL = 'https://quad.test';

interface QuadProcess extends ServerProcess {
  dataDir: string;
}

let database: DatabaseCopy;
let first: QuadProcess;
let second: QuadProcess;

const startProcess = async (): Promise<QuadProcess> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-live-two-processes-'));
  const server = await spawnServer({
    DATABASE_URL: String(database.databaseUrl),
    DATA_DIR: dataDir,
    JWT_SECRET: 'one-signing-key-for-every-process-of-the-campus',
    PUBLIC_URL,
  });
  await server.ready();
  return { ...server, dataDir };
};

beforeAll(async () => {
  database = await copyTemplateDatabase();
  [first, second] = await Promise.all([startProcess(), startProcess()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.kill(), second?.kill()]);
  await database?.drop();
  for (const server of [first, second]) {
    if (server) await rm(server.dataDir, { recursive: true, force: true });
  }
});

/** A verified, signed-in member, signed up and activated on the first process. */
const signedInMember = async () => {
  const form = signupForm();
  const registered = await callOver(first.origin, 'register', { body: form });
  expect(registered.status, registered.text).toBe(201);
  const mail = await readOutbox(first.dataDir, String(form.email));
  const activated = await callOver(first.origin, 'activate', {
    token: registered.body.token,
    body: { token: activationTokenOf(mail, PUBLIC_URL) },
  });
  expect(activated.status, activated.text).toBe(200);
  const login = await callOver(first.origin, 'login', {
    body: { email: String(form.email), password: TEST_PASSWORD },
  });
  expect(login.status, login.text).toBe(200);
  return { id: registered.body.id, token: login.body.token };
};

describe('live updates across two server processes', () => {
  it('a post and a comment made on one reach a stream open on the other', async () => {
    const [maya, omar] = [await signedInMember(), await signedInMember()];
    const request = await callOver(first.origin, 'addFriend', {
      token: maya.token,
      params: { id: omar.id },
    });
    expect(request.status, request.text).toBe(200);
    const accepted = await callOver(second.origin, 'acceptRequest', {
      token: omar.token,
      params: { id: maya.id },
    });
    expect(accepted.status, accepted.text).toBe(200);

    // The ticket is asked for on the first process and redeemed on the second.
    const stream = await openLiveStream(first.origin, maya.token, second.origin);
    await stream.waitFor('counts');
    const mayaPost = await callOver(first.origin, 'createPost', {
      token: maya.token,
      body: { text: 'Who is at the library?' },
    });
    expect(mayaPost.status, mayaPost.text).toBe(201);

    try {
      const omarPost = await callOver(first.origin, 'createPost', {
        token: omar.token,
        body: { text: 'Study group at six' },
      });
      expect(omarPost.status, omarPost.text).toBe(201);
      const told = await stream.waitFor('new_posts');
      expect(told.data).toEqual({ postId: omarPost.body.data._id, authorId: omar.id });

      const commented = await callOver(first.origin, 'comment', {
        token: omar.token,
        body: { postId: mayaPost.body.data._id, comment: 'Me!', image: '' },
      });
      expect(commented.status, commented.text).toBe(200);
      await stream.waitFor('notification', (data) => data.kind === 'comment');
      await stream.waitFor('counts', (data) => data.unread === 1);
    } finally {
      stream.close();
    }
  });
});
