import { messages, sessionUserSchema } from '@quad/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMs, hours } from '../../infra/clock';
import { login, loginAs, makeUser, TEST_PASSWORD } from '../../../test/factories';
import { makeImage } from '../../../test/images';
import { makeMember } from '../../../test/members';
import { resetCodeOf } from '../../../test/outbox';
import { upload } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { sessionIdOf } from '../../../test/sessions';
import { answered } from '../../../test/urls';
import { signSessionToken } from './tokens';

const WRONG_LOGIN = 'The email address or password is incorrect. Please try again.';
const SESSION_ENDED = 'Your session has ended. Please log in again.';
const DOMAIN_REQUIRED = messages.emailDomainRequired('coastal.edu');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('login', () => {
  it('answers the session user', async () => {
    const user = await makeUser(t, { first_name: 'Maya', last_name: 'Chen', gender: 'female' });
    const response = await t.call('login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(sessionUserSchema.strict().parse(response.body)).toEqual({
      id: user.id,
      token: expect.any(String),
      username: 'mayachen',
      first_name: 'Maya',
      last_name: 'Chen',
      picture: answered(user.picture),
      cover: '',
      gender: 'female',
      ccu_college: user.college,
      verified: true,
      profile_finished: true,
      picture_size: null,
      language: null,
    });
  });

  it('answers the size and narrower copies of an uploaded profile picture (ext)', async () => {
    const member = await makeMember(t);
    const uploaded = await upload(
      t,
      member,
      [{ data: await makeImage('jpeg', { width: 800, height: 600 }) }],
      'profile_pictures',
    );
    const picture = uploaded.body[0]?.url ?? '';
    const set = await t.call('updateProfilePicture', {
      token: member.token,
      body: { url: picture },
    });
    expect(set.status, set.text).toBe(200);

    const session = await loginAs(t, member.email);
    expect(session).toMatchObject({
      picture,
      picture_size: { width: 800, height: 600, widths: [320, 640] },
    });
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const user = await makeUser(t, { email: 'maya.chen@coastal.edu' });
    const session = await loginAs(t, '  Maya.Chen@COASTAL.edu ');
    expect(session.id).toBe(user.id);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const user = await makeUser(t);
    const wrongPassword = await t.call('login', {
      body: { email: user.email, password: 'not-the-password' },
    });
    const unknown = await t.call('login', {
      body: { email: 'nobody@coastal.edu', password: TEST_PASSWORD },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: WRONG_LOGIN });
    expect(unknown.body).toEqual({ message: WRONG_LOGIN });
  });

  it('is case-sensitive about the password', async () => {
    const user = await makeUser(t, { password: 'Secret-Pass' });
    const response = await t.call('login', {
      body: { email: user.email, password: 'secret-pass' },
    });
    expect(response.status).toBe(401);
  });

  it.each([
    ['e-mail missing', { email: undefined }, messages.login.emailRequired],
    ['e-mail empty', { email: '' }, messages.login.emailRequired],
    ['e-mail not an address', { email: 'ana.coastal.edu' }, messages.login.emailInvalid],
    [
      'e-mail of 101 characters',
      { email: 'a'.repeat(101 - '@coastal.edu'.length) + '@coastal.edu' },
      messages.login.emailTooLong,
    ],
    ['e-mail of another domain', { email: 'ana@gmail.com' }, DOMAIN_REQUIRED],
    ['e-mail of a look-alike domain', { email: 'ana@coastal.edu.evil.com' }, DOMAIN_REQUIRED],
    ['password missing', { password: undefined }, messages.login.passwordRequired],
    ['password empty', { password: '' }, messages.login.passwordRequired],
  ])('%s: 400 with the spec message', async (_case, overrides, message) => {
    const response = await t.call('login', {
      payload: { email: 'ana@coastal.edu', password: TEST_PASSWORD, ...overrides },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('bearer tokens', () => {
  // resendVerification is a member-only call; a verified member gets 400 once past the check.
  const authenticatedCall = (headers: Record<string, string>) =>
    t.call('resendVerification', { headers, body: {} });

  const expectAccepted = async (token: string) => {
    const response = await authenticatedCall({ authorization: `Bearer ${token}` });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ message: 'Your account is already activated.' });
  };

  it('accepts the token of the login answer', async () => {
    const user = await makeUser(t);
    await expectAccepted(await login(t, user.email));
  });

  it('refuses a call without a token', async () => {
    const response = await authenticatedCall({});
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please log in to continue.' });
  });

  it.each([
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer', 'Bearer '],
    ['garbage', 'Bearer not.a.token'],
    ['random text', 'Bearer abcdef'],
  ])('refuses %s', async (_case, authorization) => {
    const response = await authenticatedCall({ authorization });
    expect(response.status).toBe(401);
    expect(response.body).toHaveProperty('message');
  });

  it('refuses a token signed with another secret', async () => {
    const user = await makeUser(t);
    const sessionId = sessionIdOf(await login(t, user.email));
    const forged = await signSessionToken(
      'another-secret-of-at-least-32-chars!!',
      { userId: user.id, sessionId },
      { issuedAt: t.clock.now(), expiresAt: addMs(t.clock.now(), hours(1)) },
    );
    const response = await authenticatedCall({ authorization: `Bearer ${forged}` });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: SESSION_ENDED });
  });

  it('refuses an unsigned token', async () => {
    const user = await makeUser(t);
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const sid = sessionIdOf(await login(t, user.email));
    const unsigned = `${encode({ alg: 'none' })}.${encode({ sub: user.id, sid, iss: 'quad', iat: now, exp: now + 3600 })}.`;
    const response = await authenticatedCall({ authorization: `Bearer ${unsigned}` });
    expect(response.status).toBe(401);
  });

  it('refuses a token of the right secret without a session', async () => {
    const user = await makeUser(t);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('quad')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(t.app.context.secret));
    const response = await authenticatedCall({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
  });

  it('expires a token after 30 days', async () => {
    const user = await makeUser(t);
    const token = await login(t, user.email);
    t.clock.advance(hours(24 * 29));
    await expectAccepted(token);
    t.clock.advance(hours(24 * 2));
    const response = await authenticatedCall({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: SESSION_ENDED });
  });

  it('refuses the token of a deleted account', async () => {
    const user = await makeUser(t);
    const token = await login(t, user.email);
    await t.reset();
    const response = await authenticatedCall({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
  });

  it('ends every older session when the password changes', async () => {
    const user = await makeUser(t);
    const before = await login(t, user.email);
    const alsoBefore = await login(t, user.email);

    await t.call('sendResetPasswordCode', { body: { email: user.email } });
    const code = resetCodeOf(await t.readOutbox(user.email));
    expect((await t.call('validateResetCode', { body: { email: user.email, code } })).status).toBe(
      200,
    );
    const changed = await t.call('changePassword', {
      body: { email: user.email, password: 'brand-new-pass' },
    });
    expect(changed.status).toBe(200);

    for (const token of [before, alsoBefore]) {
      const response = await authenticatedCall({ authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: SESSION_ENDED });
    }
    await expectAccepted(await login(t, user.email, 'brand-new-pass'));
  });
});
