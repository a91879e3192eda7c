/**
 * University sign-in by OpenID Connect against a real provider (oidc-provider) in this process:
 * a new member, a returning one, linking by e-mail, and each refusal, which creates nothing.
 */
import { count } from 'drizzle-orm';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/factories';
import { makeMember } from '../../../test/members';
import { readOutboxTo } from '../../../test/outbox';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { linkedIdentities, suspensions, users } from '../../db/schema';
import { newId } from '../../infra/ids';
import { localStudents, newSigningKey, startLocalIdp } from '../../commands/local-idp';

let t: TestApp;
let idp: Awaited<ReturnType<typeof startLocalIdp>>;
/** Rewrites the ID token the token endpoint answers, for the refusal tests. */
let tamper: ((claims: Record<string, unknown>) => Promise<string>) | undefined;

const CALLBACK = `${TEST_PUBLIC_URL}/api/v1/auth/oidc/callback`;
const students = localStudents('coastal.edu');

const signWith = async (key: JWK, claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid! })
    .sign(await importJWK(key, 'RS256'));

const oidcFetch = async (url: string, options: RequestInit) => {
  const response = await fetch(url, options);
  if (!tamper || !url.endsWith('/token') || response.status !== 200) return response;
  const body = (await response.json()) as { id_token: string };
  const id_token = await tamper(decodeJwt(body.id_token));
  return new Response(JSON.stringify({ ...body, id_token }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
};

/** A browser at the provider: its own cookies, following redirects by hand. */
const signInAtProvider = async (authorizationUrl: string, login: string) => {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
    return response;
  };
  let response = await go(authorizationUrl);
  for (let step = 0; step < 10; step += 1) {
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`the provider stopped: ${response.status} ${await response.text()}`);
    const next = new URL(location, authorizationUrl);
    if (next.href.startsWith(CALLBACK)) return next;
    if (/\/interaction\/[^/]+$/.test(next.pathname)) {
      response = await go(next.href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      });
    } else {
      response = await go(next.href);
    }
  }
  throw new Error('too many redirects at the provider');
};

const cookieOf = (setCookie: string | string[] | undefined, name: string) => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith(`${name}=`));
  return found?.split(';')[0];
};

/** Starts the flow; answers the provider's URL and the browser's flow cookie. */
const start = async (returnTo = '/friends') => {
  const response = await t.call('startOidcSignIn', { query: { returnTo } });
  expect(response.status).toBe(302);
  const flowCookie = cookieOf(response.headers['set-cookie'], 'quad_oidc_flow');
  expect(flowCookie).toBeDefined();
  return { location: String(response.headers.location), flowCookie: flowCookie! };
};

const callback = (url: URL, cookie: string | undefined) =>
  t.inject({
    method: 'GET',
    url: `/api/v1/auth/oidc/callback${url.search}`,
    headers: cookie ? { cookie } : {},
  });

const exchange = (cookie: string | undefined) =>
  t.inject<Record<string, unknown>>({
    method: 'POST',
    url: '/api/v1/auth/session',
    headers: cookie ? { cookie } : {},
  });

/** The whole flow for one student; answers the callback's answer. */
const signIn = async (login: string) => {
  const { location, flowCookie } = await start();
  const back = await signInAtProvider(location, login);
  return callback(back, flowCookie);
};

const completed = async (login: string) => {
  const response = await signIn(login);
  expect(response.headers.location).toBe('/login?sso=complete');
  const code = cookieOf(response.headers['set-cookie'], 'quad_sign_in');
  expect(code).toBeDefined();
  return exchange(code);
};

const totals = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
  identities: (await t.db.select({ n: count() }).from(linkedIdentities))[0]!.n,
});

const expectRefused = async (response: Awaited<ReturnType<typeof callback>>, before: object) => {
  expect(response.status).toBe(302);
  expect(response.headers.location).toBe('/login?sso=failed');
  expect(cookieOf(response.headers['set-cookie'], 'quad_sign_in')).toBeUndefined();
  expect(await totals()).toEqual(before);
};

beforeAll(async () => {
  idp = await startLocalIdp({
    redirectUris: [CALLBACK],
    clientSecret: 'a-secret-of-the-test-client',
    clientId: 'quad',
    students,
  });
  t = await buildTestApp({
    env: {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'quad',
      OIDC_CLIENT_SECRET: 'a-secret-of-the-test-client',
      OIDC_DISPLAY_NAME: 'Coastal SSO',
      OIDC_SCOPES: 'openid email profile eduperson_affiliation',
    },
    oidcFetch: oidcFetch as never,
  });
  // Discovery runs in the background: the button is available once it answered.
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await t.call('getSignInProviders')).body.providers?.[0]?.available) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the provider was not discovered');
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

beforeEach(async () => {
  tamper = undefined;
  await t.reset();
});

describe('OpenID Connect sign-in', () => {
  it('shows the button with its name, and the password forms stay', async () => {
    const response = await t.call('getSignInProviders');
    expect(response.body).toEqual({
      providers: [{ id: 'oidc', displayName: 'Coastal SSO', available: true }],
      ssoOnly: false,
    });
  });

  it('sends the browser to the provider with PKCE S256, state and nonce, in a HttpOnly Lax cookie', async () => {
    const response = await t.call('startOidcSignIn', { query: { returnTo: '/friends' } });
    const url = new URL(String(response.headers.location));
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('response_mode')).toBe('query');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth/);
  });

  it('creates a verified member with no password, who finishes their profile', async () => {
    const session = await completed('ada');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      verified: true,
      profile_finished: false,
      picture_size: null,
      return_to: '/friends',
    });
    expect(await readOutboxTo(t.dataDir, 'ada@coastal.edu')).toHaveLength(0);
    const token = String(session.body.token);
    const methods = await t.call('getSignInMethods', { token });
    expect(methods.body).toMatchObject({
      has_password: false,
      identities: [{ provider: 'oidc', displayName: 'Coastal SSO', email: 'ada@coastal.edu' }],
      affiliation: { value: 'Student', shown: true },
    });
    const refused = await t.call('finishProfile', {
      token,
      body: { ccu_college: '', birth_year: 2020, birth_month: 1, birth_day: 1, gender: 'female' },
    });
    expect(refused.status).toBe(400);
    const finished = await t.call('finishProfile', {
      token,
      body: {
        ccu_college: 'Wall College of Business',
        birth_year: 2003,
        birth_month: 5,
        birth_day: 12,
        gender: 'female',
      },
    });
    expect(finished.status).toBe(200);
    expect(finished.body.ccu_college).toBe('Wall College of Business');
    // The code works once.
    expect((await t.call('completeUniversitySignIn')).status).toBe(400);
  });

  it('says in every log-in answer whether the profile is finished, as any browser signs in', async () => {
    const session = await completed('ada');
    const token = String(session.body.token);
    const password = 'A-first-password-2024!';
    expect((await t.call('setPassword', { token, body: { new_password: password } })).status).toBe(
      200,
    );
    const elsewhere = await t.call('login', { body: { email: 'ada@coastal.edu', password } });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.profile_finished).toBe(false);
    await t.call('finishProfile', {
      token,
      body: {
        ccu_college: 'Wall College of Business',
        birth_year: 2003,
        birth_month: 5,
        birth_day: 12,
        gender: 'female',
      },
    });
    const after = await t.call('login', { body: { email: 'ada@coastal.edu', password } });
    expect(after.body).toMatchObject({
      profile_finished: true,
      ccu_college: 'Wall College of Business',
    });
    // A member who signed up with a password has nothing to finish.
    const member = await makeMember(t);
    const login = await t.call('login', { body: { email: member.email, password: TEST_PASSWORD } });
    expect(login.body.profile_finished).toBe(true);
  });

  it('shows the affiliation badge on the profile unless its member hides it', async () => {
    const session = await completed('grace');
    const token = String(session.body.token);
    const username = String(session.body.username);
    const viewer = await makeMember(t);
    const profile = async () =>
      (await t.call('getProfile', { token: viewer.token, params: { username } })).body;
    expect(await profile()).toMatchObject({ success: true, affiliation: 'Faculty' });
    await t.call('setAffiliationBadge', { token, body: { shown: false } });
    expect(await profile()).not.toHaveProperty('affiliation');
    await t.call('setAffiliationBadge', { token, body: { shown: true } });
    // A password member with no university account has no badge.
    const plain = await t.call('getProfile', {
      token,
      params: { username: viewer.username },
    });
    expect(plain.body).toMatchObject({ success: true });
    expect(plain.body).not.toHaveProperty('affiliation');
    expect(await profile()).toMatchObject({ affiliation: 'Faculty' });
  });

  it('signs a returning member in to the same account', async () => {
    const first = await completed('grace');
    const second = await completed('grace');
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.token).not.toBe(first.body.token);
    expect(await totals()).toEqual({ users: 1, identities: 1 });
  });

  it('links the first sign-in to the member with the same e-mail, and tells them', async () => {
    const member = await makeMember(t, { email: 'alan@coastal.edu' });
    const session = await completed('alan');
    expect(session.body).toMatchObject({ id: member.id, profile_finished: true });
    const mail = await t.readOutbox('alan@coastal.edu');
    expect(mail.subject).toMatch(/university sign-in was added/);
    // Their password still works, and the university account can be unlinked.
    const methods = await t.call('getSignInMethods', { token: member.token });
    expect(methods.body.has_password).toBe(true);
    const unlinked = await t.call('unlinkSignInMethod', {
      token: member.token,
      params: { identityId: methods.body.identities[0]!.id },
    });
    expect(unlinked.body.identities).toEqual([]);
  });

  it('never unlinks the last way in, until a password is set', async () => {
    const session = await completed('ada');
    const token = String(session.body.token);
    const [identity] = (await t.call('getSignInMethods', { token })).body.identities;
    const refused = await t.call('unlinkSignInMethod', {
      token,
      params: { identityId: identity!.id },
    });
    expect(refused.status).toBe(400);
    const set = await t.call('setPassword', { token, body: { new_password: 'a-long-password' } });
    expect(set.body.has_password).toBe(true);
    expect(
      (await t.call('login', { body: { email: 'ada@coastal.edu', password: 'a-long-password' } }))
        .status,
    ).toBe(200);
    const unlinked = await t.call('unlinkSignInMethod', {
      token,
      params: { identityId: identity!.id },
    });
    expect(unlinked.status).toBe(200);
  });

  it('refuses a suspended member with the log-in message', async () => {
    const member = await makeMember(t, { email: 'grace@coastal.edu' });
    await t.db.insert(suspensions).values({ id: newId(), userId: member.id, reason: 'Spam' });
    const session = await completed('grace');
    expect(session.status).toBe(403);
    expect(session.body.message).toMatch(/suspended permanently: Spam/);
    expect(await totals()).toEqual({ users: 1, identities: 0 });
  });

  describe('refuses, creating nothing', () => {
    it('a callback opened in another browser (no flow cookie)', async () => {
      const before = await totals();
      const { location } = await start();
      await expectRefused(
        await callback(await signInAtProvider(location, 'ada'), undefined),
        before,
      );
    });

    it('a wrong state', async () => {
      const before = await totals();
      const { location, flowCookie } = await start();
      const back = await signInAtProvider(location, 'ada');
      back.searchParams.set('state', 'another-state');
      await expectRefused(await callback(back, flowCookie), before);
    });

    it('a replayed code', async () => {
      const { location, flowCookie } = await start();
      const back = await signInAtProvider(location, 'ada');
      expect((await callback(back, flowCookie)).headers.location).toBe('/login?sso=complete');
      const before = await totals();
      await expectRefused(await callback(back, flowCookie), before);
    });

    it('a cancelled sign-in at the provider', async () => {
      const before = await totals();
      const { flowCookie } = await start();
      const back = new URL(`${CALLBACK}?error=access_denied&state=x`);
      await expectRefused(await callback(back, flowCookie), before);
    });

    const tampered: [string, (claims: Record<string, unknown>) => Promise<string>][] = [
      ['a wrong nonce', (claims) => signWith(idp.signingKey, { ...claims, nonce: 'other' })],
      [
        'an expired ID token',
        (claims) =>
          signWith(idp.signingKey, {
            ...claims,
            iat: Math.floor(Date.now() / 1000) - 7200,
            exp: Math.floor(Date.now() / 1000) - 3600,
          }),
      ],
      [
        'an ID token signed by another key',
        async (claims) => signWith(await newSigningKey(String(idp.signingKey.kid)), claims),
      ],
      [
        'a wrong audience',
        (claims) => signWith(idp.signingKey, { ...claims, aud: 'someone-else' }),
      ],
    ];
    for (const [name, change] of tampered) {
      it(name, async () => {
        const before = await totals();
        tamper = change;
        await expectRefused(await signIn('ada'), before);
      });
    }

    it('an e-mail outside the university domain', async () => {
      const before = await totals();
      await expectRefused(await signIn('outsider'), before);
    });

    it('an unverified e-mail', async () => {
      const before = await totals();
      await expectRefused(await signIn('unverified'), before);
    });

    it('a page to return to on another site', async () => {
      const { location, flowCookie } = await start('//evil.example/phish');
      const response = await callback(await signInAtProvider(location, 'ada'), flowCookie);
      const session = await exchange(cookieOf(response.headers['set-cookie'], 'quad_sign_in'));
      expect(session.body.return_to).toBe('/');
    });
  });
});
