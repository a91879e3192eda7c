import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema';
import { login, makeUser, signUp, signupForm, TEST_PASSWORD } from '../../../test/factories';
import { expectLimited } from '../../../test/limits';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { accountLimits } from './rate-limits';

const TOO_MANY_WRONG_PASSWORDS =
  'Too many wrong passwords for this account. Wait 15 minutes, or reset your password.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const wrongLogin = (app: TestApp, ip: string, index: number) =>
  app.call('login', {
    ip,
    body: { email: `nobody${index}@coastal.edu`, password: 'whatever1' },
  });

describe('login per address', () => {
  const { max, windowMs } = accountLimits.loginPerAddress;

  it(`allows ${max} logins in ${windowMs / 60_000} minutes from one address, then answers 429`, async () => {
    const ip = '203.0.113.7';
    // All at once, a few over the limit: the database store counts concurrent requests exactly.
    const answers = await Promise.all(
      Array.from({ length: max + 3 }, (_, index) => wrongLogin(t, ip, index)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const refused = await wrongLogin(t, ip, max);
    expectLimited(refused);
    expect((refused.body as { message: string }).message).toContain('5 minute(s)');

    // Other addresses are not affected; the window ends.
    expect((await wrongLogin(t, '203.0.113.8', 0)).status).toBe(401);
    t.clock.advance(windowMs);
    expect((await wrongLogin(t, ip, 0)).status).toBe(401);
  });
});

describe('wrong passwords per account', () => {
  const { max, windowMs } = accountLimits.failedLoginsPerEmail;

  it(`refuses the account after ${max} wrong passwords, from any address, even the right one`, async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    for (let index = 0; index < max; index += 1) {
      const response = await t.call('login', {
        ip: `192.0.2.${index + 1}`,
        // The same account, whatever the case of the address.
        body: { email: index % 2 ? user.email.toUpperCase() : user.email, password: 'wrong-one' },
      });
      expect(response.status).toBe(401);
    }
    const refused = await t.call('login', {
      ip: '192.0.2.200',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_WRONG_PASSWORDS });

    // Other accounts log in; the account opens again after the window.
    await login(t, other.email);
    t.clock.advance(windowMs);
    await login(t, user.email);
  });

  it('does not count successful logins', async () => {
    const user = await makeUser(t);
    for (let index = 0; index < max + 2; index += 1) await login(t, user.email);
  });
});

describe('password reset per e-mail', () => {
  const { max, windowMs } = accountLimits.resetPerEmail;

  it(`allows ${max} reset calls per e-mail in ${windowMs / 60_000} minutes, from any address`, async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    for (let index = 0; index < max; index += 1) {
      const response = await t.call('changePassword', {
        ip: `192.0.2.${index + 1}`,
        body: { email: index % 2 ? user.email.toUpperCase() : user.email, password: 'new-pass-1' },
      });
      // No validated code: refused by the rule, but counted.
      expect(response.status).toBe(403);
    }
    expectLimited(
      await t.call('sendResetPasswordCode', { ip: '192.0.2.99', body: { email: user.email } }),
    );
    expectLimited(
      await t.call('changePassword', { body: { email: user.email, password: 'new-pass-1' } }),
    );

    expect((await t.call('sendResetPasswordCode', { body: { email: other.email } })).status).toBe(
      200,
    );
    t.clock.advance(windowMs);
    expect((await t.call('sendResetPasswordCode', { body: { email: user.email } })).status).toBe(
      200,
    );
  });
});

describe('counters', () => {
  it('are shared by every server process through the database', async () => {
    const second = await buildTestApp({ rateLimit: true, database: t.database });
    try {
      const { max } = accountLimits.findUserPerAddress;
      const ip = '198.51.100.20';
      const findUser = (app: TestApp) =>
        app.call('findUser', { ip, body: { email: 'who@coastal.edu' } });
      for (let index = 0; index < max; index += 1) {
        expect((await findUser(index % 2 === 0 ? t : second)).status).toBe(404);
      }
      expectLimited(await findUser(t));
      expectLimited(await findUser(second));
      const [counter] = await t.db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `find-user-ip:${ip}`));
      expect(counter?.count).toBe(max + 2);
    } finally {
      await second.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;

// Runs where a Redis server is named (CI sets REDIS_URL for the PostgreSQL run).
describe.runIf(redisUrl)('counters in Redis', () => {
  it('are shared by every server process through Redis, and not written to the database', async () => {
    const env = { REDIS_URL: redisUrl ?? '' };
    const first = await buildTestApp({ rateLimit: true, env, database: t.database });
    const second = await buildTestApp({ rateLimit: true, env, database: t.database });
    try {
      const { max } = accountLimits.findUserPerAddress;
      // Redis outlives a test run: a fresh address keeps runs apart.
      const ip = `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}`;
      const findUser = (app: TestApp) =>
        app.call('findUser', { ip, body: { email: 'who@coastal.edu' } });
      for (let index = 0; index < max; index += 1) {
        expect((await findUser(index % 2 === 0 ? first : second)).status).toBe(404);
      }
      expectLimited(await findUser(second));
      expect(await t.db.select().from(rateLimitCounters)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('other per-address limits', () => {
  it(`findUser: ${accountLimits.findUserPerAddress.max} per address`, async () => {
    const { max } = accountLimits.findUserPerAddress;
    for (let index = 0; index < max; index += 1) {
      const response = await t.call('findUser', { body: { email: `who${index}@coastal.edu` } });
      expect(response.status).toBe(404);
    }
    expectLimited(await t.call('findUser', { body: { email: 'who@coastal.edu' } }));
    const elsewhere = await t.call('findUser', {
      ip: '198.51.100.1',
      body: { email: 'who@coastal.edu' },
    });
    expect(elsewhere.status).toBe(404);
  });

  it(`reset calls: ${accountLimits.resetPerAddress.max} per address`, async () => {
    const { max } = accountLimits.resetPerAddress;
    for (let index = 0; index < max; index += 1) {
      const response = await t.call('validateResetCode', {
        body: { email: `who${index}@coastal.edu`, code: 'ABCDE' },
      });
      expect(response.status).toBe(404);
    }
    expectLimited(
      await t.call('validateResetCode', { body: { email: 'who@coastal.edu', code: 'ABCDE' } }),
    );
    expectLimited(await t.call('sendResetPasswordCode', { body: { email: 'who@coastal.edu' } }));
  });

  it(`register: ${accountLimits.registerPerAddress.max} per address an hour`, async () => {
    const { max } = accountLimits.registerPerAddress;
    for (let index = 0; index < max; index += 1) {
      expect((await t.call('register', { body: signupForm() })).status).toBe(201);
    }
    expectLimited(await t.call('register', { body: signupForm() }));
  });

  it(`resendVerification: ${accountLimits.resendPerMember.max} per member an hour`, async () => {
    const { max } = accountLimits.resendPerMember;
    const member = await signUp(t);
    for (let index = 0; index < max; index += 1) {
      const response = await t.call('resendVerification', {
        ip: `192.0.2.${index + 1}`,
        token: member.token,
        body: {},
      });
      expect(response.status).toBe(200);
    }
    expectLimited(await t.call('resendVerification', { token: member.token, body: {} }));
  });
});
