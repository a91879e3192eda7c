/** The installable web app's files: the service worker, the manifest, and the build's paths. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SIGN_IN_PROVIDERS_DATA_ID } from '@quad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';
const MANIFEST = JSON.stringify({ name: 'Quad', start_url: '/', display: 'standalone' });

const makeDist = async (files: Record<string, string>) => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'quad-web-dist-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), content);
  }
  return dist;
};

describe('a build with a service worker', () => {
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = await makeDist({
      'index.html': '<!doctype html><title>Quad app</title>',
      'sw.js': SERVICE_WORKER,
      'registerSW.js': "navigator.serviceWorker.register('/sw.js')",
      'manifest.webmanifest': MANIFEST,
      'assets/index-3f2a.js': 'console.log(1)',
      'icons/icon-192.png': 'png',
    });
    web = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await web.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends the service worker to be checked on every visit, so a new version is found', async () => {
    const response = await web.inject({ method: 'GET', url: '/sw.js' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(SERVICE_WORKER);
  });

  it('serves the manifest as application/manifest+json', async () => {
    const response = await web.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(JSON.parse(response.text)).toEqual(JSON.parse(MANIFEST));
  });

  it('serves the icons and the registration script as the other unhashed files', async () => {
    for (const url of ['/icons/icon-192.png', '/registerSW.js']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.status, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=300');
    }
  });

  it("answers 404, not the page, for a chunk of an older build the worker's cache may ask for", async () => {
    for (const url of ['/assets/index-0ld0.js', '/assets/index-0ld0.css']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.status, url).toBe(404);
      expect(response.body, url).toEqual({ message: `Nothing here: GET ${url}` });
    }
  });
});

describe('a build without a service worker', () => {
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = await makeDist({ 'index.html': '<!doctype html><title>Quad app</title>' });
    web = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await web.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers 404 for the worker, its registration and the manifest, not the page', async () => {
    for (const url of ['/sw.js', '/registerSW.js', '/manifest.webmanifest', '/sw.js?v=2']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.status, url).toBe(404);
      expect(response.body, url).toEqual({ message: `Nothing here: GET ${url.split('?')[0]}` });
    }
  });

  it('still answers the page for the app’s own paths', async () => {
    const response = await web.inject({ method: 'GET', url: '/profile/sw.js' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('the page of a deployment with university sign-in', () => {
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = await makeDist({
      'index.html':
        '<!doctype html><html><head><title>Quad app</title></head><body><div id="root"></div></body></html>',
    });
    web = await buildTestApp({
      env: {
        WEB_DIST_DIR: dist,
        // Not reachable: the page names what is configured, whatever the provider's state.
        OIDC_ISSUER: 'http://127.0.0.1:9/realms/campus',
        OIDC_CLIENT_ID: 'quad',
        OIDC_CLIENT_SECRET: 'secret',
        OIDC_DISPLAY_NAME: 'Coastal <Login>',
        SSO_ONLY: 'true',
      },
    });
  });
  afterAll(async () => {
    await web.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('names its providers in the visitor’s page, so the login screen is drawn with their buttons', async () => {
    const response = await web.inject({ method: 'GET', url: '/login' });
    expect(response.status).toBe(200);
    const data = new RegExp(
      `<script type="application/json" id="${SIGN_IN_PROVIDERS_DATA_ID}">([^<]*)</script></head>`,
    ).exec(response.text)?.[1];
    expect(data).toContain('\\u003cLogin>');
    expect(JSON.parse(data ?? 'null')).toEqual({
      providers: [{ id: 'oidc', displayName: 'Coastal <Login>', available: true }],
      ssoOnly: true,
    });
  });
});
