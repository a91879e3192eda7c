import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema';
import { freePort } from '../../infra/free-port';
import { redisKeyOf } from '../../plugins/rate-limit';
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

describe('wrong passwords', () => {
  const perAddressAndAccount = accountLimits.failedLoginsPerAddressAndAccount;
  const perAccount = accountLimits.failedLoginsPerAccount;
  const perAddress = accountLimits.failedLoginsPerAddress;
  const loginPerAddress = accountLimits.loginPerAddress;

  const signIn = (ip: string, email: string, password = TEST_PASSWORD) =>
    t.call('login', { ip, body: { email, password } });

  const expectWrongPasswordsRefused = (response: Awaited<ReturnType<typeof signIn>>) => {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ message: TOO_MANY_WRONG_PASSWORDS });
    expect(response.headers).toHaveProperty('retry-after');
  };

  it(`stop a stranger after ${perAddressAndAccount.max} at one account, while the owner still signs in from elsewhere`, async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const stranger = '198.51.100.66';
    for (let index = 0; index < perAddressAndAccount.max; index += 1) {
      // The same account, whatever the case of the address.
      const email = index % 2 ? owner.email.toUpperCase() : owner.email;
      expect((await signIn(stranger, email, 'wrong-one')).status).toBe(401);
    }
    // The stranger's address is refused for that account, even with the right password…
    expectWrongPasswordsRefused(await signIn(stranger, owner.email));
    // …while the owner signs in from anywhere else, and others from the same (campus) address.
    expect((await signIn('192.0.2.10', owner.email)).status).toBe(200);
    expect((await signIn(stranger, other.email)).status).toBe(200);

    t.clock.advance(perAddressAndAccount.windowMs);
    expect((await signIn(stranger, owner.email)).status).toBe(200);
  });

  it(`refuse an account after ${perAccount.max} from any addresses, even the right password`, async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    const addresses = perAccount.max / perAddressAndAccount.max;
    for (let address = 1; address <= addresses; address += 1) {
      const answers = await Promise.all(
        Array.from({ length: perAddressAndAccount.max }, () =>
          signIn(`192.0.2.${address}`, user.email, 'wrong-one'),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(
        Array(perAddressAndAccount.max).fill(401),
      );
    }
    expectWrongPasswordsRefused(await signIn('192.0.2.200', user.email));

    // Other accounts sign in; the account opens again after the window.
    expect((await signIn('192.0.2.200', other.email)).status).toBe(200);
    t.clock.advance(perAccount.windowMs);
    expect((await signIn('192.0.2.200', user.email)).status).toBe(200);
  }, 60_000);

  it(`limit one address to ${perAddress.max} in ${perAddress.windowMs / 60_000} minutes, whatever the accounts`, async () => {
    const member = await makeUser(t);
    const ip = '203.0.113.50';
    // Within the limit of all logins per address, one window after the other.
    for (let sent = 0; sent < perAddress.max; sent += loginPerAddress.max) {
      const answers = await Promise.all(
        Array.from({ length: loginPerAddress.max }, (_, index) => wrongLogin(t, ip, sent + index)),
      );
      expect(answers.every((answer) => answer.status === 401)).toBe(true);
      t.clock.advance(loginPerAddress.windowMs);
    }
    expectLimited(await signIn(ip, member.email));
    expect((await signIn('203.0.113.51', member.email)).status).toBe(200);
  }, 60_000);

  it('do not count successful logins', async () => {
    const user = await makeUser(t);
    for (let index = 0; index < perAddressAndAccount.max + 2; index += 1) {
      await login(t, user.email);
    }
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
      const redis = new Redis(redisUrl ?? '');
      try {
        const key = redisKeyOf(`find-user-ip:${ip}`);
        expect(Number(await redis.get(key))).toBe(max + 1);
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(accountLimits.findUserPerAddress.windowMs);
      } finally {
        redis.disconnect();
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('while the counters cannot be reached', () => {
  it('requests are let through uncounted, not refused', async () => {
    const nobody = `redis://127.0.0.1:${await freePort()}`;
    const app = await buildTestApp({
      rateLimit: true,
      env: { REDIS_URL: nobody },
      database: t.database,
    });
    try {
      const user = await makeUser(t);
      const signedIn = await app.call('login', {
        body: { email: user.email, password: TEST_PASSWORD },
      });
      expect(signedIn.status).toBe(200);
      const wrong = await app.call('login', { body: { email: user.email, password: 'not-it-1' } });
      expect(wrong.status).toBe(401);
    } finally {
      await app.close();
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
