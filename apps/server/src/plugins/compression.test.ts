import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API_PREFIX, endpoints } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeMember, type TestMember } from '../../test/members';
import { makePost, uploadImage } from '../../test/posts';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { storedOf } from '../../test/urls';
import { COMPRESSION_THRESHOLD } from './compression';

const FEED = `${API_PREFIX}${endpoints.getAllPosts.path}`;
const COMMUNITY = `${API_PREFIX}${endpoints.community.path}`;

let t: TestApp;
let me: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  me = await makeMember(t);
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${me.token}`,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

/** A feed page well above the threshold. */
const fillFeed = async () => {
  for (let index = 0; index < 8; index++) {
    await makePost(t, me, { text: `Post number ${index} about the library's opening hours` });
  }
};

describe('JSON answers', () => {
  it('compresses a large answer with brotli or gzip, as the client accepts', async () => {
    await fillFeed();
    const plain = await get(FEED);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD * 2);

    const brotli = await get(FEED, 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(
      JSON.parse(plain.payload),
    );

    const gzip = await get(FEED, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(plain.payload));
  });

  it('sends a small answer as it is', async () => {
    const plain = await get(COMMUNITY);
    expect(plain.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);

    const response = await get(COMMUNITY, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(plain.json());
  });

  it('never compresses uploaded media, which are compressed images already', async () => {
    const url = storedOf(await uploadImage(t, me, 'post_images', 'png'));
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(0);

    const response = await get(url, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(plain.rawPayload);
  });
});
