import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COLLEGES, communitySchema } from '@quad/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client';
import { DataFolderInUseError } from './db/data-folder-lock';
import { users } from './db/schema';
import { signupForm } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';
import { copyTemplateDatabase } from '../test/test-database';

const GENERIC_500 = { message: 'Something went wrong on our side. Please try again.' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SUPPORT_EMAIL: 'help@coastal.edu' } });
  // Routes that fail, added before the app is ready, as a feature's route would.
  t.app.get('/api/v1/test/throw', async () => {
    throw new Error('secret detail at /srv/quad/src/file.ts:12:3');
  });
  t.app.get('/api/v1/test/database-error', async () => {
    await t.db.execute(sql`SELECT secret_column FROM no_such_table`);
    return { ok: true };
  });
  // What node-postgres raises when the server ends the session, as drizzle wraps it.
  t.app.get('/api/v1/test/database-gone', async () => {
    const ended = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    throw new Error('Failed query: select 1', { cause: ended });
  });
  t.app.get('/api/v1/test/connection-lost', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('errors', () => {
  it.each([
    ['GET', '/api/v1/nothing-here'],
    ['POST', '/api/v1/user/nothing'],
    ['GET', '/api/v1/user/login'],
    ['DELETE', '/api/v1/community'],
  ] as const)('answers JSON 404 for the unknown API route %s %s', async (method, url) => {
    const response = await t.inject({ method, url });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toEqual({ message: `Nothing here: ${method} ${url}` });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "ana@coastal.edu", ',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 400 for a text body and 415 for an unknown body type', async () => {
    const text = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=ana@coastal.edu',
    });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ message: 'The request is not valid.' });

    const xml = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>ana@coastal.edu</email>',
    });
    expect(xml.status).toBe(415);
    expect(xml.body).toEqual({ message: 'Send the request body as JSON.' });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const response = await t.call('register', {
      body: signupForm({ first_name: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request is too large.' });
  });

  it('answers a generic 500 without a stack trace or the error text', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/test/throw' });
    expect(response.status).toBe(500);
    expect(response.body).toEqual(GENERIC_500);
  });

  it.each(['/api/v1/test/database-gone', '/api/v1/test/connection-lost'])(
    'answers 503 with a message when the database is unreachable (%s)',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        message: "Quad can't reach its database right now. Please try again in a moment.",
      });
    },
  );

  it('answers a generic 500 for a database error, without its SQL', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/test/database-error' });
    expect(response.status).toBe(500);
    expect(response.body).toEqual(GENERIC_500);
    expect(response.text).not.toContain('no_such_table');
  });
});

describe('service routes', () => {
  it('answers the community from the configuration', async () => {
    const response = await t.call('community');
    expect(response.status).toBe(200);
    expect(communitySchema.strict().parse(response.body)).toEqual({
      communityName: 'CCU',
      productName: 'Quad',
      universityDomain: 'coastal.edu',
      supportEmail: 'help@coastal.edu',
      crisisSupport:
        'If you or someone you know is struggling, you can call or text 988 (Suicide & Crisis Lifeline), any time, or reach campus counselling through help@coastal.edu.',
      colleges: [...COLLEGES],
    });
  });

  it('sends the security headers', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-site',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
    expect(response.headers).not.toHaveProperty('x-powered-by');
  });

  it('asks browsers to keep to HTTPS only when the server is reached over HTTPS', async () => {
    const hsts = async (env: Record<string, string>, headers: Record<string, string> = {}) => {
      const app = await buildTestApp({ env, database: t.database });
      try {
        const response = await app.inject({ method: 'GET', url: '/healthz', headers });
        return response.headers['strict-transport-security'];
      } finally {
        await app.close();
      }
    };
    const plain = { PUBLIC_URL: 'http://localhost:3000' };
    const forwardedHttps = { 'x-forwarded-proto': 'https' };
    // PUBLIC_URL names an https address (TLS ends at a proxy, or here).
    expect(await hsts({ PUBLIC_URL: 'https://quad.example.edu' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hsts(plain)).toBeUndefined();
    // A trusted proxy says the client came over HTTPS; an untrusted one is not believed.
    expect(await hsts({ ...plain, TRUST_PROXY: 'true' }, forwardedHttps)).toContain('max-age=');
    expect(await hsts(plain, forwardedHttps)).toBeUndefined();
  });
});

/** The shape of apps/web/index.html: a login shell with the default names in it. */
const INDEX_HTML = `<!doctype html><title>Quad app</title><div id="root">
<!-- member-shell --><div class="member-shell"></div><!-- /member-shell -->
<!-- login-shell -->
<div class="login-shell"><span data-community="productName">Quad</span> is the social networking
site of <span data-community="communityName">CCU</span>.</div>
<!-- /login-shell -->
</div><script type="module" src="/assets/index-3f2a.js"></script>`;

describe('the web app', () => {
  it('says the web app is not built when there is no build', async () => {
    const response = await t.inject({ method: 'GET', url: '/profile/someone' });
    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.text).toContain('The web app is not built yet');
  });

  describe('with a build', () => {
    let web: TestApp;
    beforeAll(async () => {
      const dist = await mkdtemp(path.join(os.tmpdir(), 'quad-web-dist-'));
      await mkdir(path.join(dist, 'assets'));
      // As the build leaves them: each text file beside its brotli and gzip copies.
      const writeWithCopies = async (file: string, text: string) => {
        await writeFile(path.join(dist, file), text);
        await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
        await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
      };
      await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
      await writeWithCopies('assets/index-3f2a.js', 'console.log(1)');
      await writeWithCopies('default-avatar.svg', '<svg/>');
      web = await buildTestApp({
        env: { WEB_DIST_DIR: dist, PRODUCT_NAME: 'Gull', COMMUNITY_NAME: 'Shore & Dunes' },
        database: t.database,
      });
      return async () => {
        await web.close();
        await rm(dist, { recursive: true, force: true });
      };
    });

    it.each([
      '/',
      '/profile/x',
      '/friends/',
      '/friends/requests',
      '/activate/some-token',
      '/reset?step=2',
    ])('answers index.html for the deep link %s', async (url) => {
      const response = await web.inject({ method: 'GET', url });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<title>Quad app</title>');
    });

    it('serves hashed assets as immutable and other files for a short time', async () => {
      const asset = await web.inject({ method: 'GET', url: '/assets/index-3f2a.js' });
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const avatar = await web.inject({ method: 'GET', url: '/default-avatar.svg' });
      expect(avatar.status).toBe(200);
      expect(avatar.headers['cache-control']).toBe('public, max-age=300');
    });

    describe('compressed at build time', () => {
      const get = (url: string, acceptEncoding?: string) =>
        web.app.inject({
          method: 'GET',
          url,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        });

      it('sends the brotli or gzip copy of a hashed asset as the client accepts, else the file', async () => {
        const brotli = await get('/assets/index-3f2a.js', 'gzip, deflate, br');
        expect(brotli.statusCode).toBe(200);
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotli.headers['content-type']).toContain('javascript');
        expect(brotli.headers.vary).toMatch(/accept-encoding/i);
        expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');

        const gzip = await get('/assets/index-3f2a.js', 'gzip');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gzip.headers.vary).toMatch(/accept-encoding/i);
        expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');

        const plain = await get('/assets/index-3f2a.js');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toMatch(/accept-encoding/i);
        expect(plain.payload).toBe('console.log(1)');
      });

      it('sends the page compressed for a deep link, still checked every time', async () => {
        for (const [encoding, decompress] of [
          ['br', brotliDecompressSync],
          ['gzip', gunzipSync],
        ] as const) {
          const response = await get('/profile/x', encoding);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-encoding']).toBe(encoding);
          expect(response.headers['content-type']).toContain('text/html');
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(response.headers.vary).toMatch(/accept-encoding/i);
          expect(decompress(response.rawPayload).toString()).toContain('<title>Quad app</title>');
        }
        const plain = await get('/profile/x');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.payload).toContain('<title>Quad app</title>');
      });

      it('keeps the cross-origin headers of a shared file on its compressed copy', async () => {
        const response = await get('/default-avatar.svg', 'br');
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['content-type']).toContain('image/svg+xml');
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.headers['cache-control']).toBe('public, max-age=300');
      });
    });

    describe('the login shell', () => {
      it("paints the visitor's login shell with the deployment's names", async () => {
        for (const url of ['/login', '/', '/index.html']) {
          const response = await web.inject({ method: 'GET', url });
          expect(response.status).toBe(200);
          expect(response.text).toContain('class="login-shell"');
          expect(response.text).toContain(
            '<span data-community="productName">Gull</span> is the social networking',
          );
          expect(response.text).toContain(
            '<span data-community="communityName">Shore &#38; Dunes</span>',
          );
          expect(response.text).not.toContain('>Quad<');
          expect(response.text).not.toContain('member-shell');
          expect(response.headers.vary).toMatch(/cookie/i);
        }
      });

      it("gives a member with a session cookie the app's header bar instead", async () => {
        const session = encodeURIComponent(JSON.stringify({ id: 'x', token: 'y' }));
        const response = await web.inject({
          method: 'GET',
          url: '/',
          headers: { cookie: `darkTheme=false; user=${session}` },
        });
        expect(response.status).toBe(200);
        expect(response.text).toContain('<title>Quad app</title>');
        expect(response.text).toContain('<script type="module" src="/assets/index-3f2a.js">');
        expect(response.text).not.toContain('login-shell');
        expect(response.text).toContain('<div class="member-shell"></div>');
        expect(response.headers.vary).toMatch(/cookie/i);

        const other = await web.inject({
          method: 'GET',
          url: '/',
          headers: { cookie: 'darkTheme=false; username=x' },
        });
        expect(other.text).toContain('class="login-shell"');
        expect(other.text).not.toContain('member-shell');
      });
    });

    it('keeps JSON 404s for the API, media and other methods', async () => {
      for (const [method, url] of [
        ['GET', '/api/v1/nothing'],
        ['GET', '/media/nothing.jpg'],
        ['POST', '/profile/x'],
      ] as const) {
        const response = await web.inject({ method, url });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: `Nothing here: ${method} ${url}` });
      }
    });
  });
});

describe('the embedded database', () => {
  it('refuses a second opening of the same PGlite folder', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'quad-lock-'));
    const pgliteDir = path.join(root, 'db');
    // A copy of the migrated template opens fast; on a PostgreSQL run PGlite starts empty.
    if (inject('testDatabase').kind === 'pglite') await copyTemplateDatabase(pgliteDir);
    const first = await openDatabase({ pgliteDir, migrate: false });
    try {
      const second = openDatabase({ pgliteDir, migrate: false });
      await expect(second).rejects.toBeInstanceOf(DataFolderInUseError);
      await expect(second).rejects.toThrow(/already in use by another Quad server/);
    } finally {
      await first.close();
    }
    // Closing releases the folder.
    const again = await openDatabase({ pgliteDir, migrate: false });
    await again.close();
    await rm(root, { recursive: true, force: true });
    // On a PostgreSQL run, PGlite first creates its cluster, which takes a while on a busy machine.
  }, 60_000);
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing the database', async () => {
    const own = await buildTestApp({ ownDatabase: true });
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    own.app.get('/api/v1/test/slow', async () => {
      started();
      await released;
      // The database is still open while the request finishes.
      const rows = await own.db.select().from(users);
      return { finished: true, members: rows.length };
    });

    try {
      const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const inFlight = fetch(`${address}/api/v1/test/slow`);
      await handlerStarted;

      let closed = false;
      const closing = own.app.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(closed).toBe(false);

      // New requests are no longer served.
      const late = await fetch(`${address}/healthz`).then(
        (response) => response.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);

      release();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ finished: true, members: 0 });
      // Its keep-alive connection ends with it, so closing completes promptly.
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 5000))]);
      expect(closed).toBe(true);
      await expect(own.db.select().from(users)).rejects.toThrow();
    } finally {
      release();
      await own.close();
    }
  });
});
