import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { loginAs, makeUser, signUp } from '../../../test/factories';
import { activationTokenOf } from '../../../test/outbox';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const isVerified = async (id: string) => {
  const [row] = await t.db.select({ verified: users.verified }).from(users).where(eq(users.id, id));
  return row?.verified;
};

const activate = (token: string, activationToken: string) =>
  t.call('activate', { token, body: { token: activationToken } });

describe('activate', () => {
  it('verifies the account of the link', async () => {
    const member = await signUp(t);
    const response = await activate(member.token, member.activationToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Your account has been activated.' });
    const session = await loginAs(t, String(member.form.email));
    expect(session.verified).toBe(true);
  });

  it('says the account is already activated when the link is used again', async () => {
    const member = await signUp(t);
    await activate(member.token, member.activationToken);
    const again = await activate(member.token, member.activationToken);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'Your account is already activated.' });
    expect(await isVerified(member.user.id)).toBe(true);
  });

  it('refuses an unknown token', async () => {
    const member = await signUp(t);
    const response = await activate(member.token, 'this-is-not-a-token');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'This verification link is not valid. Ask for a new one from the home page.',
    });
    expect(await isVerified(member.user.id)).toBe(false);
  });

  it("refuses another member's link and verifies neither account", async () => {
    const alice = await signUp(t, { first_name: 'Alice' });
    const bob = await signUp(t, { first_name: 'Bob' });
    const response = await activate(bob.token, alice.activationToken);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message:
        'This verification link belongs to another account. Log in with the account it was sent to.',
    });
    expect(await isVerified(alice.user.id)).toBe(false);
    expect(await isVerified(bob.user.id)).toBe(false);
    // The link still works for its owner.
    expect((await activate(alice.token, alice.activationToken)).status).toBe(200);
  });

  it('needs a bearer token', async () => {
    const member = await signUp(t);
    const response = await t.call('activate', { body: { token: member.activationToken } });
    expect(response.status).toBe(401);
    expect(await isVerified(member.user.id)).toBe(false);
  });

  it.each([
    ['missing', {}, 'The verification link is incomplete.'],
    ['empty', { token: '' }, 'The verification link is incomplete.'],
    ['too long', { token: 'x'.repeat(201) }, 'The verification link is not valid.'],
  ])('refuses a %s token with a message', async (_case, body, message) => {
    const member = await signUp(t);
    const response = await t.call('activate', { token: member.token, payload: body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('resendVerification', () => {
  it('sends a fresh link that activates the account', async () => {
    const member = await signUp(t);
    const email = String(member.form.email);
    const response = await t.call('resendVerification', { token: member.token, body: {} });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'A new verification link has been sent to your email.',
    });

    const mail = await t.readOutbox(email);
    const fresh = activationTokenOf(mail, t.config.publicUrl);
    expect(fresh).not.toBe(member.activationToken);
    expect((await activate(member.token, fresh)).status).toBe(200);
    expect(await isVerified(member.user.id)).toBe(true);
  });

  it('refuses a member who is already verified', async () => {
    const user = await makeUser(t, { verified: true });
    const session = await loginAs(t, user.email);
    const response = await t.call('resendVerification', { token: session.token, body: {} });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Your account is already activated.' });
  });

  it('needs a bearer token', async () => {
    const response = await t.call('resendVerification', { body: {} });
    expect(response.status).toBe(401);
  });
});
