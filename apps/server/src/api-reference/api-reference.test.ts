/** The published API: a valid OpenAPI 3.1 document with every endpoint, and its reference page. */
import { Validator } from '@seriousme/openapi-schema-validator';
import { endpoints, servedPathOf, type EndpointDefinition } from '@quad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { routePatternOf } from '../http/route';

interface Operation {
  operationId: string;
  security: unknown[];
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let response: TestResponse<Document>;
let document: Document;
beforeAll(async () => {
  t = await buildTestApp();
  response = await t.inject<Document>({ method: 'GET', url: '/api/openapi.json' });
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(() => t.close());

const entries = Object.entries(endpoints) as [string, EndpointDefinition][];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(response.text) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it.each(entries)('describes %s with its method, path, bearer and statuses', (name, entry) => {
    const path = servedPathOf(entry).replace(/:([A-Za-z]+)/g, '{$1}');
    const operation = document.paths[path]?.[entry.method.toLowerCase()];
    expect(operation?.operationId).toBe(name);
    const scheme = entry.auth ? 'bearer' : entry.metricsToken ? 'metricsToken' : undefined;
    expect(operation?.security).toEqual(scheme ? [{ [scheme]: [] }] : []);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(
      Object.keys(entry.responses).sort(),
    );
  });

  it('has no operation the contract does not declare', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(entries.length);
  });
});

describe('every contract endpoint', () => {
  it.each(entries)('%s is a route of the server', (_name, entry) => {
    const url = routePatternOf(servedPathOf(entry), entry.restParam);
    expect(t.app.hasRoute({ method: entry.method, url })).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('is a readable page of every call, with no script for the policy to block', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.text).toContain('<title>Quad API reference</title>');
    expect(page.text).not.toContain('<script');
    for (const [name, entry] of entries) {
      expect(page.text).toContain(`id="call-${name}"`);
      expect(page.text).toContain(servedPathOf(entry).replace(/:([A-Za-z]+)/g, '{$1}'));
    }
    // Its own styles, inline and unescaped; nothing fetched from elsewhere.
    expect(page.text).toMatch(/<style>[^<]*section > h2[^<]*<\/style>/);
    expect(page.text).not.toMatch(/<link[^>]+stylesheet/);
  });

  it('escapes what it shows', async () => {
    const other = await buildTestApp({ env: { PRODUCT_NAME: '<b>Quad</b>' } });
    try {
      const page = await other.inject({ method: 'GET', url: '/api/docs' });
      expect(page.text).toContain('<title>&lt;b&gt;Quad&lt;/b&gt; API reference</title>');
      expect(page.text).not.toContain('<b>Quad</b>');
    } finally {
      await other.close();
    }
  });
});
