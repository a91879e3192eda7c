/**
 * Two real server processes on one PostgreSQL database, both running the reminders job every
 * second: each reminder reaches each member once (one e-mail in one of the two outboxes, one
 * notification), whichever process found it first.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signupForm } from '../../../test/factories';
import { callOver } from '../../../test/http-client';
import { activationTokenOf, readOutbox, readOutboxTo } from '../../../test/outbox';
import { spawnServer, type ServerProcess } from '../../../test/server-process';
import { copyTemplateDatabase, type DatabaseCopy } from '../../../test/test-database';

const PUBLIC_URL = 'https://quad.test';

interface QuadProcess extends ServerProcess {
  dataDir: string;
}

let database: DatabaseCopy;
const processes: QuadProcess[] = [];

const startProcess = async (): Promise<QuadProcess> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-reminders-'));
  const server = await spawnServer({
    DATABASE_URL: String(database.databaseUrl),
    DATA_DIR: dataDir,
    JWT_SECRET: 'one-signing-key-for-every-process-of-the-campus',
    PUBLIC_URL,
    EVENT_REMINDERS_EVERY_SECONDS: '0.2',
  });
  await server.ready();
  return { ...server, dataDir };
};

beforeAll(async () => {
  database = await copyTemplateDatabase();
  processes.push(...(await Promise.all([startProcess(), startProcess()])));
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((server) => server.kill()));
  await database?.drop();
  for (const server of processes) await rm(server.dataDir, { recursive: true, force: true });
});

const verifiedMember = async (first: QuadProcess) => {
  const form = signupForm();
  const registered = await callOver(first.origin, 'register', { body: form });
  expect(registered.status, registered.text).toBe(201);
  const mail = await readOutbox(first.dataDir, String(form.email));
  const activated = await callOver(first.origin, 'activate', {
    token: registered.body.token,
    body: { token: activationTokenOf(mail, PUBLIC_URL) },
  });
  expect(activated.status, activated.text).toBe(200);
  return { email: String(form.email), token: registered.body.token };
};

const remindersTo = async (email: string) =>
  (await Promise.all(processes.map((server) => readOutboxTo(server.dataDir, email))))
    .flat()
    .filter((mail) => mail.subject.startsWith('Reminder:'));

it('sends each reminder once across two processes', async () => {
  const [first, second] = processes;
  if (!first || !second) throw new Error('the servers did not start');
  const host = await verifiedMember(first);
  const guests = [await verifiedMember(first), await verifiedMember(first)];
  const created = await callOver(first.origin, 'createEvent', {
    token: host.token,
    body: {
      title: 'Robotics night',
      starts_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    },
  });
  expect(created.status, created.text).toBe(201);
  for (const [index, guest] of guests.entries()) {
    const answered = await callOver((index === 0 ? first : second).origin, 'answerEvent', {
      token: guest.token,
      params: { postId: created.body._id },
      body: { answer: 'going' },
    });
    expect(answered.status, answered.text).toBe(200);
  }

  for (const guest of guests) {
    await expect
      .poll(async () => (await remindersTo(guest.email)).length, { timeout: 15_000 })
      .toBe(1);
  }
  // Both processes looked many times more: still one each.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const guest of guests) {
    const mails = await remindersTo(guest.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Reminder: Robotics night starts in an hour',
    ]);
    const notifications = await callOver(second.origin, 'getNotifications', {
      token: guest.token,
    });
    expect(notifications.body.filter((each) => each.kind === 'event_reminder')).toHaveLength(1);
  }
  expect(await remindersTo(host.email)).toEqual([]);
});
