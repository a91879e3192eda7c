/**
 * University sign-in by SAML 2.0 against an identity provider in this process (test/saml-idp.ts)
 * that signs real responses with its own key, in the shapes Shibboleth, ADFS, Entra ID and
 * Keycloak send: a new member, a returning one, encrypted assertions, and each refusal, which
 * creates nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSamlIdp,
  encryptionCertOf,
  newKeyPair,
  readAuthnRequest,
  samlStudents,
  type AuthnRequest,
  type ResponseOptions,
  type SamlIdp,
} from '../../../test/saml-idp';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { linkedIdentities, samlAssertions, samlRequests, users } from '../../db/schema';
import { minutes } from '../../infra/clock';

const ACS = `${TEST_PUBLIC_URL}/api/v1/auth/saml/acs`;
const SP_ENTITY_ID = `${TEST_PUBLIC_URL}/api/v1/auth/saml/metadata`;
const students = samlStudents('coastal.edu');
const ada = students.ada!;
const grace = students.grace!;

let t: TestApp;
let idp: SamlIdp;
let dir: string;
/** Quad's encryption certificate, as its metadata offers it to the IdP. */
let spEncryptionCert: string;

/** The set-up runs in the background (two RSA key pairs made on a busy machine take a while). */
const waitUntilAvailable = async (app: TestApp) => {
  for (let tries = 0; tries < 300; tries += 1) {
    if ((await app.call('getSignInProviders')).body.providers?.[0]?.available) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('SAML did not become available');
};

const cookieOf = (setCookie: string | string[] | undefined, name: string) => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0];
};

/** The login button's link: Quad's signed AuthnRequest, as the IdP reads it. */
const start = async (returnTo = '/friends', app = t) => {
  const response = await app.call('startSamlSignIn', { query: { returnTo } });
  expect(response.status).toBe(302);
  const location = String(response.headers.location);
  expect(location.startsWith(idp.ssoUrl)).toBe(true);
  return readAuthnRequest(location);
};

/** The IdP's auto-posting form arriving at the assertion consumer service. */
const post = (samlResponse: string, relayState?: string, app = t) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/saml/acs',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      SAMLResponse: samlResponse,
      ...(relayState ? { RelayState: relayState } : {}),
    }).toString(),
  });

const exchange = (cookie: string | undefined, app = t) =>
  app.inject<Record<string, unknown>>({
    method: 'POST',
    url: '/api/v1/auth/session',
    headers: cookie ? { cookie } : {},
  });

/** Posts a response and exchanges the code it gave: the login answer. */
const completed = async (response: Awaited<ReturnType<typeof post>>, app = t) => {
  expect(response.status).toBe(302);
  expect(response.headers.location).toBe('/login?sso=complete');
  const code = cookieOf(response.headers['set-cookie'], 'quad_sign_in');
  expect(code).toBeDefined();
  const session = await exchange(code, app);
  expect(session.status).toBe(200);
  return session.body;
};

/** From the button to the session, with the response the IdP makes for the request. */
const signIn = async (options: Omit<ResponseOptions, 'request'>, returnTo = '/friends') => {
  const request = await start(returnTo);
  return completed(await post(idp.response({ ...options, request }), request.relayState));
};

const totals = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
  identities: (await t.db.select({ n: count() }).from(linkedIdentities))[0]!.n,
});

const expectRefused = async (response: Awaited<ReturnType<typeof post>>, before: object) => {
  expect(response.status).toBe(302);
  expect(response.headers.location).toBe('/login?sso=failed');
  expect(cookieOf(response.headers['set-cookie'], 'quad_sign_in')).toBeUndefined();
  expect(await totals()).toEqual(before);
};

/** A response to a fresh request, changed by `options`, must be refused and create nothing. */
const expectRefusedWith = async (options: (request: AuthnRequest) => ResponseOptions) => {
  const before = await totals();
  const request = await start();
  await expectRefused(await post(idp.response(options(request)), request.relayState), before);
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'quad-saml-idp-'));
  idp = await createSamlIdp();
  t = await buildTestApp({
    env: {
      SAML_IDP_METADATA_FILE: await idp.writeMetadata(dir),
      SAML_DISPLAY_NAME: 'Coastal Shibboleth',
    },
  });
  await waitUntilAvailable(t);
  const metadata = await t.call('getSamlMetadata');
  spEncryptionCert = encryptionCertOf(metadata.text)!;
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await t.reset();
});

describe('SAML sign-in', () => {
  it('shows the button with its name', async () => {
    expect((await t.call('getSignInProviders')).body).toEqual({
      providers: [{ id: 'saml', displayName: 'Coastal Shibboleth', available: true }],
      ssoOnly: false,
    });
  });

  it('sends a signed AuthnRequest to the IdP and keeps its ID in the database', async () => {
    const response = await t.call('startSamlSignIn', { query: { returnTo: '/friends' } });
    const url = new URL(String(response.headers.location));
    expect(url.searchParams.get('SigAlg')).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );
    expect(url.searchParams.get('Signature')).toBeTruthy();
    const request = readAuthnRequest(url.href);
    expect(request).toMatchObject({ issuer: SP_ENTITY_ID, acsUrl: ACS, relayState: '/friends' });
    const kept = await t.db.select().from(samlRequests);
    expect(kept.map((row) => row.id)).toEqual([request.id]);
  });

  it('publishes metadata with a signing and an encryption certificate, offering AES-GCM only', async () => {
    const metadata = await t.call('getSamlMetadata');
    expect(metadata.status).toBe(200);
    const document = new DOMParser().parseFromString(metadata.text, 'text/xml');
    const keys = Array.from(
      document.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:metadata', 'KeyDescriptor'),
    );
    expect(keys.map((key) => key.getAttribute('use')).sort()).toEqual(['encryption', 'signing']);
    const encryption = keys.find((key) => key.getAttribute('use') === 'encryption')!;
    const methods = Array.from(
      encryption.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:metadata', 'EncryptionMethod'),
    ).map((method) => method.getAttribute('Algorithm'));
    expect(methods).toEqual([
      'http://www.w3.org/2009/xmlenc11#aes256-gcm',
      'http://www.w3.org/2009/xmlenc11#aes128-gcm',
      'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
    ]);
    expect(spEncryptionCert).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(metadata.text).toContain(`Location="${ACS}"`);
    expect(metadata.text).toContain('AttributeConsumingService');
  });

  for (const sign of ['response', 'assertion', 'both'] as const) {
    it(`creates a member from a response with the ${sign === 'both' ? 'response and the assertion' : sign} signed, InResponseTo on the Response and on the SubjectConfirmationData`, async () => {
      const request = await start('/friends');
      const xml = idp.responseXml({ student: ada, request, sign });
      // The shape real IdPs send: the request's ID in both places.
      expect(xml).toContain(`<samlp:Response xmlns:samlp=`);
      expect(xml.match(new RegExp(`InResponseTo="${request.id}"`, 'g'))).toHaveLength(2);
      const session = await completed(
        await post(Buffer.from(xml).toString('base64'), request.relayState),
      );
      expect(session).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        verified: true,
        profile_finished: false,
        return_to: '/friends',
      });
      const methods = await t.call('getSignInMethods', { token: String(session.token) });
      expect(methods.body).toMatchObject({
        has_password: false,
        identities: [{ provider: 'saml', displayName: 'Coastal Shibboleth', email: ada.mail }],
        affiliation: { value: 'Student', shown: true },
      });
      const [identity] = await t.db.select().from(linkedIdentities);
      expect(identity).toMatchObject({ issuer: idp.entityId, subject: ada.persistentId });
      // The request and the assertion are spent.
      expect(await t.db.select().from(samlRequests)).toEqual([]);
      expect(await t.db.select().from(samlAssertions)).toHaveLength(1);
    });
  }

  it('signs a returning member in to the same account', async () => {
    const first = await signIn({ student: grace, sign: 'response' });
    const second = await signIn({ student: grace, sign: 'assertion' });
    expect(second.id).toBe(first.id);
    expect(second.token).not.toBe(first.token);
    expect(await totals()).toEqual({ users: 1, identities: 1 });
  });

  it('names the member by eduPersonPrincipalName when the NameID is transient', async () => {
    await signIn({ student: ada, nameIdFormat: 'transient' });
    await signIn({ student: ada, nameIdFormat: 'transient' });
    const identities = await t.db.select().from(linkedIdentities);
    expect(identities).toHaveLength(1);
    expect(identities[0]).toMatchObject({ subject: ada.eppn });
  });

  it('reads every AttributeStatement: names from the second, e-mail from the first', async () => {
    const session = await signIn({ student: grace });
    expect(session).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    const methods = await t.call('getSignInMethods', { token: String(session.token) });
    expect(methods.body.affiliation).toEqual({ value: 'Faculty', shown: true });
  });

  describe('encrypted assertions', () => {
    it('decrypts an EncryptedAssertion (RSA-OAEP, AES-256-GCM) in a signed response, as Shibboleth sends it', async () => {
      const session = await signIn({
        student: ada,
        sign: 'response',
        encryptFor: spEncryptionCert,
        contentAlgorithm: 'aes256-gcm',
      });
      expect(session).toMatchObject({ first_name: 'Ada', return_to: '/friends' });
    });

    it('decrypts a signed assertion inside AES-128-GCM, the response unsigned', async () => {
      const session = await signIn({
        student: grace,
        sign: 'assertion',
        encryptFor: spEncryptionCert,
        contentAlgorithm: 'aes128-gcm',
      });
      expect(session).toMatchObject({ first_name: 'Grace' });
    });

    it('checks the decrypted assertion like any other: another Recipient inside is refused', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        encryptFor: spEncryptionCert,
        recipient: 'https://elsewhere.example/acs',
      }));
    });

    it('checks the decrypted assertion like any other: an unsigned one in an unsigned response is refused', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        sign: 'none',
        encryptFor: spEncryptionCert,
      }));
    });

    for (const algorithm of ['aes128-cbc', 'aes256-cbc'] as const) {
      it(`refuses CBC content encryption (${algorithm}), even in a signed response`, async () => {
        await expectRefusedWith((request) => ({
          student: ada,
          request,
          encryptFor: spEncryptionCert,
          contentAlgorithm: algorithm,
        }));
      });
    }

    it('refuses two encrypted assertions', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        encryptFor: spEncryptionCert,
        twoEncryptedAssertions: true,
      }));
    });

    it('refuses an assertion encrypted for another certificate', async () => {
      const other = await newKeyPair('Someone else');
      await expectRefusedWith((request) => ({ student: ada, request, encryptFor: other.cert }));
    });
  });

  describe('refuses, creating nothing', () => {
    it('an unsigned response', async () => {
      await expectRefusedWith((request) => ({ student: ada, request, sign: 'none' }));
    });

    it('a response signed by another key', async () => {
      const other = await newKeyPair('Impostor');
      await expectRefusedWith((request) => ({ student: ada, request, signingKey: other }));
    });

    it('an expired assertion', async () => {
      await expectRefusedWith((request) => ({ student: ada, request, shiftMs: -minutes(60) }));
    });

    it('an assertion not yet valid', async () => {
      await expectRefusedWith((request) => ({ student: ada, request, shiftMs: minutes(60) }));
    });

    it('another audience', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        audience: 'https://other-sp.example/shibboleth',
      }));
    });

    it('another Destination', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        destination: 'https://other-sp.example/acs',
      }));
    });

    it('another Recipient', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        recipient: 'https://other-sp.example/acs',
      }));
    });

    it('another issuer', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        issuer: 'https://idp.elsewhere.example/idp/shibboleth',
      }));
    });

    it('an unknown InResponseTo', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        inResponseTo: '_an-id-quad-never-sent',
      }));
    });

    it('an unknown InResponseTo on the SubjectConfirmationData only', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        inResponseTo: null,
        subjectInResponseTo: '_an-id-quad-never-sent',
      }));
    });

    it('an InResponseTo of the Response that the SubjectConfirmationData contradicts', async () => {
      const other = await start();
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        subjectInResponseTo: other.id,
      }));
    });

    it('a missing InResponseTo (an unsolicited response)', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        inResponseTo: null,
        subjectInResponseTo: null,
      }));
    });

    it('an answer to a request older than 15 minutes', async () => {
      const before = await totals();
      const request = await start();
      t.clock.advance(minutes(16));
      await expectRefused(await post(idp.response({ student: ada, request })), before);
    });

    it('the same response posted twice', async () => {
      const request = await start();
      const response = idp.response({ student: ada, request });
      await completed(await post(response, request.relayState));
      const before = await totals();
      await expectRefused(await post(response, request.relayState), before);
    });

    it('the same response posted twice at the same moment: one signs in', async () => {
      const request = await start();
      const response = idp.response({ student: ada, request });
      const answers = await Promise.all([post(response), post(response)]);
      expect(answers.map((answer) => answer.headers.location).sort()).toEqual([
        '/login?sso=complete',
        '/login?sso=failed',
      ]);
      expect(await totals()).toEqual({ users: 1, identities: 1 });
    });

    it('a second response to a request already answered', async () => {
      const request = await start();
      await completed(await post(idp.response({ student: ada, request })));
      const before = await totals();
      await expectRefused(await post(idp.response({ student: grace, request })), before);
    });

    it('an unsigned assertion beside a signed one (signature wrapping)', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        sign: 'assertion',
        wrap: 'beside',
      }));
    });

    it('an unsigned assertion around a signed one (signature wrapping)', async () => {
      await expectRefusedWith((request) => ({
        student: ada,
        request,
        sign: 'assertion',
        wrap: 'around',
      }));
    });

    it('no SAMLResponse, or one that is not XML', async () => {
      const before = await totals();
      await expectRefused(
        await t.inject({
          method: 'POST',
          url: '/api/v1/auth/saml/acs',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'RelayState=%2F',
        }),
        before,
      );
      await expectRefused(await post(Buffer.from('<not-closed').toString('base64')), before);
    });

    it('a page to return to on another site gives the home page', async () => {
      const request = await start('//evil.example/phish');
      const session = await completed(
        await post(idp.response({ student: ada, request }), '//evil.example/phish'),
      );
      expect(session.return_to).toBe('/');
    });
  });
});

describe('SAML sign-in with SAML_ALLOW_IDP_INITIATED=true', () => {
  let portal: TestApp;

  beforeAll(async () => {
    portal = await buildTestApp({
      env: {
        SAML_IDP_METADATA_FILE: path.join(dir, 'idp-metadata.xml'),
        SAML_ALLOW_IDP_INITIATED: 'true',
      },
    });
    await waitUntilAvailable(portal);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('accepts a response with no InResponseTo (a sign-in from the university portal), once', async () => {
    const response = idp.response({ student: ada, inResponseTo: null });
    const session = await completed(await post(response, undefined, portal), portal);
    expect(session).toMatchObject({ first_name: 'Ada', return_to: '/' });
    const before = await totals();
    await expectRefused(await post(response, undefined, portal), before);
  });

  it('still refuses an unknown InResponseTo', async () => {
    const before = await totals();
    await expectRefused(
      await post(
        idp.response({ student: ada, inResponseTo: '_an-id-quad-never-sent' }),
        undefined,
        portal,
      ),
      before,
    );
  });

  it('still answers its own requests', async () => {
    const request = await start('/groups', portal);
    const session = await completed(
      await post(idp.response({ student: grace, request }), request.relayState, portal),
      portal,
    );
    expect(session).toMatchObject({ first_name: 'Grace', return_to: '/groups' });
  });
});
