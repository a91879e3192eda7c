/**
 * The journeys of uploaded images through the HTTP API on either storage: upload, serve at
 * /media/…, and the files removed with a post, a comment or an account left unverified. The same
 * tests run on DATA_DIR/media and on a bucket of a real S3 server.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeImage, SVG } from '../../../test/images';
import { makeMember } from '../../../test/members';
import { comment, makePost, upload, uploadImage } from '../../../test/posts';
import { startS3Server } from '../../../test/s3-server';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { storedOf } from '../../../test/urls';
import { hours } from '../../infra/clock';
import { deleteUnverifiedAccounts } from '../../jobs/delete-unverified-accounts';

/** The key of an answered media URL. */
const keyOf = (url: string) => storedOf(url).replace(/^\/media\//, '');

describe.each(['local', 's3'] as const)('uploaded images on %s storage', (media) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ media });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
  });

  const fetchMedia = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });

  it('stores the uploads and serves them at /media/… with their type and a year of caching', async () => {
    const me = await makeMember(t);
    const response = await upload(t, me, [
      { data: await makeImage('jpeg') },
      { data: await makeImage('png'), type: 'image/png' },
    ]);
    expect(response.status, response.text).toBe(200);
    const urls = response.body.map((answer) => answer.url);
    for (const url of urls) expect(url.startsWith(`${TEST_PUBLIC_URL}/media/${me.id}/`)).toBe(true);
    expect(await t.mediaKeys()).toEqual(urls.map(keyOf).sort());

    for (const [index, url] of urls.entries()) {
      const served = await fetchMedia(storedOf(url));
      expect(served.statusCode).toBe(200);
      const format = index === 0 ? 'jpeg' : 'png';
      expect(served.headers).toMatchObject({
        'content-type': `image/${format}`,
        'cache-control': 'public, max-age=31536000, immutable',
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
        'x-content-type-options': 'nosniff',
      });
      const decoded = await sharp(served.rawPayload).metadata();
      expect([decoded.format, decoded.width, decoded.height]).toEqual([format, 64, 48]);

      const head = await t.app.inject({ method: 'HEAD', url: storedOf(url) });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(`image/${format}`);
      expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
      expect(head.rawPayload).toHaveLength(0);

      const etag = String(served.headers.etag);
      expect(etag).toMatch(/^(W\/)?".+"$/);
      const again = await fetchMedia(storedOf(url), { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
    }
  });

  it('keeps copies of each width narrower than the image, in its format and WebP, served like it', async () => {
    const me = await makeMember(t);
    const response = await upload(t, me, [
      { data: await makeImage('jpeg', { width: 2000, height: 1000 }) },
      { data: await makeImage('png', { width: 700, height: 1400 }), type: 'image/png' },
      { data: await makeImage('webp', { width: 300, height: 200 }), type: 'image/webp' },
    ]);
    expect(response.status, response.text).toBe(200);
    const [wide, tall, small] = response.body.map((answer) => answer.url);
    const copiesOf = (url: string | undefined, widths: number[], extension: string) =>
      widths.flatMap((width) =>
        [extension, 'webp'].map((kind) =>
          keyOf(url ?? '').replace(/\.[a-z]+$/, `-w${width}.${kind}`),
        ),
      );
    expect(await t.mediaKeys()).toEqual(
      [
        ...[wide, tall, small].map((url) => keyOf(url ?? '')),
        ...copiesOf(wide, [320, 640, 1080, 1600], 'jpg'),
        ...copiesOf(tall, [320, 640], 'png'),
      ].sort(),
    );

    for (const [url, widths, format, ratio] of [
      [wide, [320, 640, 1080, 1600], 'jpeg', 0.5],
      [tall, [320, 640], 'png', 2],
    ] as const) {
      for (const width of widths) {
        for (const [kind, type] of [
          [format === 'jpeg' ? 'jpg' : format, format],
          ['webp', 'webp'],
        ]) {
          const copy = storedOf(url ?? '').replace(/\.[a-z]+$/, `-w${width}.${kind}`);
          const served = await fetchMedia(copy);
          expect(served.statusCode, copy).toBe(200);
          expect(served.headers).toMatchObject({
            'content-type': `image/${type}`,
            'cache-control': 'public, max-age=31536000, immutable',
          });
          const decoded = await sharp(served.rawPayload).metadata();
          expect([decoded.format, decoded.width, decoded.height], copy).toEqual([
            type,
            width,
            Math.round(width * ratio),
          ]);
        }
      }
    }

    const post = await makePost(t, me, {
      images: [wide, tall, small].map((url) => ({ url: url ?? '' })),
    });
    expect(post.images).toEqual([
      { url: wide, width: 2000, height: 1000, widths: [320, 640, 1080, 1600] },
      { url: tall, width: 700, height: 1400, widths: [320, 640] },
      { url: small, width: 300, height: 200, widths: [] },
    ]);
    const removed = await t.call('deletePost', { token: me.token, params: { postId: post._id } });
    expect(removed.status).toBe(200);
    expect(await t.mediaKeys()).toEqual([]);
  });

  it('answers 404 in JSON for a missing file, a folder or a path that is no media key', async () => {
    const me = await makeMember(t);
    const url = await uploadImage(t, me);
    for (const missing of [
      `/media/${me.id}/post_images/01a20000-0000-7000-8000-000000000000.jpg`,
      `/media/${me.id}/post_images/`,
      `/media/${me.id}/`,
      `${storedOf(url)}.1a2b3c.part`,
      `/media/${me.id}/post_images/x.svg`,
    ]) {
      const response = await fetchMedia(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
    for (const escape of ['/media/..%2f..%2fpackage.json', '/media/%2e%2e%2fdb']) {
      const response = await fetchMedia(escape);
      expect([403, 404], escape).toContain(response.statusCode);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('keeps none of the files of an upload that is refused', async () => {
    const me = await makeMember(t);
    const response = await upload(t, me, [
      { data: await makeImage('jpeg') },
      { data: SVG, type: 'image/png' },
    ]);
    expect(response.status).toBe(415);
    expect(await t.mediaKeys()).toEqual([]);
  });

  it("removes a deleted post's photos and comment images, and keeps images still shown", async () => {
    const me = await makeMember(t);
    const friend = await makeMember(t);
    const photos = [await uploadImage(t, me), await uploadImage(t, me)];
    const shared = await uploadImage(t, me);
    const post = await makePost(t, me, { images: [...photos, shared].map((url) => ({ url })) });
    await makePost(t, me, { images: [{ url: shared }] });
    const commentImage = await uploadImage(t, friend, `post_images/${post._id}`);
    await comment(t, friend, post._id, 'Look', commentImage);
    expect(await t.mediaKeys()).toHaveLength(4);

    const removed = await t.call('deletePost', { token: me.token, params: { postId: post._id } });
    expect(removed.status).toBe(200);
    expect(await t.mediaKeys()).toEqual([keyOf(shared)]);
    for (const url of [...photos, commentImage]) {
      expect((await fetchMedia(storedOf(url))).statusCode).toBe(404);
    }
    expect((await fetchMedia(storedOf(shared))).statusCode).toBe(200);
  });

  it("removes a deleted comment's image", async () => {
    const author = await makeMember(t);
    const me = await makeMember(t);
    const post = await makePost(t, author);
    const image = await uploadImage(t, me, `post_images/${post._id}`);
    const [added] = (await comment(t, me, post._id, 'pic', image)).body;
    expect(await t.mediaKeys()).toEqual([keyOf(image)]);

    const removed = await t.call('deleteComment', {
      token: me.token,
      body: { postId: post._id, commentId: added?._id ?? '' },
    });
    expect(removed.status).toBe(200);
    expect(await t.mediaKeys()).toEqual([]);
  });

  it("removes the folder of an account left unverified, and no one else's files", async () => {
    const unverified = await makeMember(t, { verified: false });
    const verified = await makeMember(t);
    await uploadImage(t, unverified);
    await uploadImage(t, unverified, 'profile_pictures');
    const kept = await uploadImage(t, verified);
    expect(await t.mediaKeys()).toHaveLength(3);

    t.clock.advance(hours(25));
    expect(await deleteUnverifiedAccounts(t.app.context)).toBe(1);
    expect(await t.mediaKeys()).toEqual([keyOf(kept)]);
  });
});

describe('uploaded images in a bucket that serves them at MEDIA_URL', () => {
  it('answers URLs on MEDIA_URL that the bucket itself serves', async () => {
    const s3 = await startS3Server();
    // s3rver serves a bucket's objects at <endpoint>/<bucket>/<key>, as a public bucket would.
    const mediaUrl = `${s3.endpoint}/${s3.bucket}`;
    const t = await buildTestApp({ env: { ...s3.env, MEDIA_URL: mediaUrl } });
    try {
      const me = await makeMember(t);
      const url = await uploadImage(t, me, 'post_images', 'webp');
      expect(url).toMatch(
        new RegExp(`^${mediaUrl}/media/${me.id}/post_images/[0-9a-f-]{36}\\.webp$`),
      );

      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const decoded = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(decoded.format).toBe('webp');

      // The server still serves the same file at its own /media/… (a CDN may pull from it).
      const own = await t.app.inject({ method: 'GET', url: url.slice(mediaUrl.length) });
      expect(own.statusCode).toBe(200);
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
