import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  media,
  passwordResetCodes,
  posts,
  rateLimitCounters,
  users,
  verificationTokens,
} from '../db/schema';
import { hours, minutes } from '../infra/clock';
import { makeUser, signUp } from '../../test/factories';
import { makeMember } from '../../test/members';
import { makePost, uploadImage } from '../../test/posts';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { storedOf } from '../../test/urls';
import { deleteExpiredCounters, deleteUnverifiedAccounts } from './delete-unverified-accounts';
import { startJobs } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const exists = async (id: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

const rowsOf = async (userId: string) => ({
  tokens: await t.db.select().from(verificationTokens).where(eq(verificationTokens.userId, userId)),
  codes: await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId)),
});

describe('deleteUnverifiedAccounts', () => {
  it('deletes accounts unverified 24 hours after sign-up, with their tokens and codes', async () => {
    const old = await signUp(t, { first_name: 'Olga' });
    const oldEmail = String(old.form.email);
    expect((await t.call('sendResetPasswordCode', { body: { email: oldEmail } })).status).toBe(200);
    const verified = await makeUser(t, { verified: true });
    expect((await rowsOf(old.user.id)).tokens).toHaveLength(1);
    expect((await rowsOf(old.user.id)).codes).toHaveLength(1);

    t.clock.advance(hours(2));
    const recent = await signUp(t, { first_name: 'Rita' });

    // 23 hours after the first sign-up: nothing is old enough.
    t.clock.advance(hours(21));
    expect(await deleteUnverifiedAccounts(t.app.context)).toBe(0);
    expect(await exists(old.user.id)).toBe(true);

    // 25 hours after it: the first account goes, the one 23 hours old stays.
    t.clock.advance(hours(2));
    expect(await deleteUnverifiedAccounts(t.app.context)).toBe(1);
    expect(await exists(old.user.id)).toBe(false);
    expect(await rowsOf(old.user.id)).toEqual({ tokens: [], codes: [] });
    expect(await exists(recent.user.id)).toBe(true);
    expect((await rowsOf(recent.user.id)).tokens).toHaveLength(1);
    expect(await exists(verified.id)).toBe(true);

    // Its session and its e-mail are free again.
    const session = await t.call('resendVerification', { token: old.token, body: {} });
    expect(session.status).toBe(401);
    await signUp(t, { email: oldEmail });
  });

  it('deletes their posts and their media folder, and keeps other members’ files', async () => {
    const unverified = await makeMember(t, { verified: false });
    const verified = await makeMember(t);
    const photo = await uploadImage(t, unverified);
    await uploadImage(t, unverified, 'profile_pictures');
    await makePost(t, unverified, { images: [{ url: photo }] });
    const kept = await uploadImage(t, verified);
    const folderOf = (id: string) => path.join(t.dataDir, 'media', id);
    expect(existsSync(folderOf(unverified.id))).toBe(true);

    t.clock.advance(hours(25));
    expect(await deleteUnverifiedAccounts(t.app.context)).toBe(1);
    expect(existsSync(folderOf(unverified.id))).toBe(false);
    expect(existsSync(path.join(t.dataDir, storedOf(kept)))).toBe(true);
    expect(await t.db.select().from(posts)).toEqual([]);
    expect(await t.db.select({ id: media.id }).from(media)).toHaveLength(1);
  });

  it('keeps verified accounts of any age', async () => {
    const verified = await makeUser(t, { verified: true });
    const activated = await signUp(t);
    await t.call('activate', {
      token: activated.token,
      body: { token: activated.activationToken },
    });
    t.clock.advance(hours(24 * 400));
    expect(await deleteUnverifiedAccounts(t.app.context)).toBe(0);
    expect(await exists(verified.id)).toBe(true);
    expect(await exists(activated.user.id)).toBe(true);
  });
});

describe('deleteExpiredCounters', () => {
  it('removes the rate-limit counters whose window has passed', async () => {
    const now = t.clock.now();
    await t.db.insert(rateLimitCounters).values([
      { key: 'past', count: 3, windowEndsAt: new Date(now.getTime() - 1000) },
      { key: 'current', count: 3, windowEndsAt: new Date(now.getTime() + minutes(5)) },
    ]);
    await deleteExpiredCounters(t.app.context);
    const keys = (await t.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toEqual(['current']);
  });
});

describe('startJobs', () => {
  it('runs the cleanup when the server starts', async () => {
    const unverified = await makeUser(t, { verified: false });
    t.clock.advance(hours(25));
    const stop = startJobs(t.app.context, t.app.log);
    try {
      await vi.waitFor(async () => expect(await exists(unverified.id)).toBe(false));
    } finally {
      stop();
    }
  });
});
