import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { days } from '../../infra/clock';
import { login, makeUser, signUp } from '../../../test/factories';
import { makeMember } from '../../../test/members';
import { sessionIdOf, sessionIdsOf } from '../../../test/sessions';
import { countStatements } from '../../../test/statements';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { pruneExpiredSessions, SESSION_DAYS } from './sessions';

const SESSION_ENDED = 'Your session has ended. Please log in again.';
const NOT_VERIFIED = 'Activate your account to add friends and follow members.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** A member-only call that reads little: the caller's search history. */
const signedInCall = (app: TestApp, token: string) => app.call('getSearchHistory', { token });

const expectEnded = async (app: TestApp, token: string) => {
  const response = await signedInCall(app, token);
  expect(response.status).toBe(401);
  expect(response.body).toEqual({ message: SESSION_ENDED });
};

describe('sessions', () => {
  it('are one row per sign-in, named by the token', async () => {
    const user = await makeUser(t);
    const phone = await login(t, user.email);
    const laptop = await login(t, user.email);
    expect(sessionIdOf(phone)).not.toBe(sessionIdOf(laptop));
    expect((await sessionIdsOf(t, user.id)).sort()).toEqual(
      [sessionIdOf(phone), sessionIdOf(laptop)].sort(),
    );
  });

  it('logout ends the session of its token and no other', async () => {
    const user = await makeUser(t);
    const phone = await login(t, user.email);
    const laptop = await login(t, user.email);
    expect((await signedInCall(t, phone)).status).toBe(200);

    const response = await t.call('logout', { token: phone });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'You are logged out.' });

    await expectEnded(t, phone);
    expect(await sessionIdsOf(t, user.id)).toEqual([sessionIdOf(laptop)]);
    expect((await signedInCall(t, laptop)).status).toBe(200);
    // Logging out again with the ended token is refused like any other call.
    expect((await t.call('logout', { token: phone })).status).toBe(401);
  });

  it("a member's logout ends nobody else's session", async () => {
    const maya = await makeMember(t);
    const omar = await makeMember(t);
    await t.call('logout', { token: maya.token });
    await expectEnded(t, maya.token);
    expect((await signedInCall(t, omar.token)).status).toBe(200);
  });

  it('cost no SQL statement to check once this process has seen them', async () => {
    const member = await makeMember(t);
    t.app.context.sessions.forgetAll();
    const first = await countStatements(t, () => signedInCall(t, member.token));
    const second = await countStatements(t, () => signedInCall(t, member.token));
    expect(first.result.status).toBe(200);
    expect(second.result.status).toBe(200);
    expect(first.statements - second.statements).toBe(1);
  });

  it('ended sessions are refused even after this process remembered them', async () => {
    const member = await makeMember(t);
    expect((await signedInCall(t, member.token)).status).toBe(200);
    await t.call('logout', { token: member.token });
    await expectEnded(t, member.token);
  });

  it('expire after 30 days and are pruned then', async () => {
    const user = await makeUser(t);
    const token = await login(t, user.email);
    t.clock.advance(days(SESSION_DAYS - 1));
    await pruneExpiredSessions(t.app.context);
    expect(await sessionIdsOf(t, user.id)).toEqual([sessionIdOf(token)]);
    t.clock.advance(days(2));
    await pruneExpiredSessions(t.app.context);
    expect(await sessionIdsOf(t, user.id)).toEqual([]);
    await expectEnded(t, token);
  });
});

describe('sessions across server processes', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await buildTestApp({
      database: t.database,
      clock: t.clock,
      env: { JWT_SECRET: t.app.context.secret },
    });
  });
  afterAll(() => other.close());

  it('a logout on one process ends the session on the other', async () => {
    const member = await makeMember(t);
    // The other process checks the token and remembers the session.
    expect((await signedInCall(other, member.token)).status).toBe(200);
    expect((await signedInCall(other, member.token)).status).toBe(200);

    await t.call('logout', { token: member.token });
    await expect
      .poll(async () => (await signedInCall(other, member.token)).status, { timeout: 5_000 })
      .toBe(401);
  });

  it('a verification on one process reaches the session the other remembers', async () => {
    const member = await signUp(t);
    const stranger = await makeMember(t);
    const follow = () => other.call('follow', { token: member.token, params: { id: stranger.id } });
    const refused = await follow();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: NOT_VERIFIED });

    await t.call('activate', { token: member.token, body: { token: member.activationToken } });
    await expect.poll(async () => (await follow()).status, { timeout: 5_000 }).toBe(200);
  });
});
