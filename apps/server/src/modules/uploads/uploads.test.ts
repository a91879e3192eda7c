import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES, UPLOAD_FILES_MAX } from '@quad/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { minutes } from '../../infra/clock';
import {
  animatedGif,
  HTML,
  jpegWithExif,
  makeImage,
  pngClaimingHugeSize,
  pngOverFiveMegabytes,
  SVG,
} from '../../../test/images';
import { makeMember, type TestMember } from '../../../test/members';
import { upload, uploadForm, uploadImage } from '../../../test/posts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { answered, storedOf } from '../../../test/urls';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const POST_FORMAT = (file: string) =>
  `${file} format is unsupported. Only jpeg, png, webp, gif are allowed.`;

/** GETs a media path, or the path of an answered media URL. */
const fetchMedia = (url: string) =>
  t.app.inject({ method: 'GET', url: url.startsWith('/') ? url : storedOf(url) });

const filesOf = async (member: TestMember) => {
  const folder = path.join(t.dataDir, 'media', member.id);
  if (!existsSync(folder)) return [];
  return (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
};

const mediaRowsOf = (member: TestMember) =>
  t.db.select().from(media).where(eq(media.userId, member.id));

describe('uploadImages', () => {
  it('re-encodes jpeg, png, webp and gif, answers their URLs in order and serves them', async () => {
    const me = await makeMember(t);
    const files = await Promise.all(
      (['jpeg', 'png', 'webp', 'gif'] as const).map(async (format) => ({
        data: await makeImage(format),
        type: `image/${format}`,
      })),
    );
    const response = await upload(t, me, files);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toHaveLength(4);
    const extensions = ['jpg', 'png', 'webp', 'gif'];
    response.body.forEach((answer, index) => {
      expect(answer.url).toMatch(
        new RegExp(
          `^${TEST_PUBLIC_URL}/media/${me.id}/post_images/[0-9a-f-]{36}\\.${extensions[index]}$`,
        ),
      );
    });

    for (const [index, { url }] of response.body.entries()) {
      const served = await fetchMedia(url);
      expect(served.statusCode).toBe(200);
      const format = (['jpeg', 'png', 'webp', 'gif'] as const)[index];
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['access-control-allow-origin']).toBe('*');
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const decoded = await sharp(served.rawPayload).metadata();
      expect(decoded.format).toBe(format);
      expect([decoded.width, decoded.height]).toEqual([64, 48]);
    }
    expect(await filesOf(me)).toHaveLength(4);
    expect(await mediaRowsOf(me)).toHaveLength(4);
  });

  it('drops EXIF and GPS data and applies the orientation to the pixels', async () => {
    const me = await makeMember(t);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes('SecretCam')).toBe(true);

    const response = await upload(t, me, [{ data: original, name: 'holiday.jpg' }]);
    expect(response.status, response.text).toBe(200);
    const stored = (await fetchMedia(response.body[0]?.url ?? '')).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes('SecretCam')).toBe(false);
    expect(stored.includes('Private Person')).toBe(false);
    // Turned by the 90° of the EXIF orientation before it was dropped.
    expect([metadata.width, metadata.height]).toEqual([48, 64]);
  });

  it('scales large images down to 2048 pixels on the longest side and keeps GIFs animated', async () => {
    const me = await makeMember(t);
    const response = await upload(t, me, [
      { data: await makeImage('jpeg', { width: 3000, height: 1500 }) },
      { data: await animatedGif(), type: 'image/gif' },
    ]);
    expect(response.status, response.text).toBe(200);
    const [wide, gif] = response.body;
    const wideMeta = await sharp((await fetchMedia(wide?.url ?? '')).rawPayload).metadata();
    expect([wideMeta.width, wideMeta.height]).toEqual([2048, 1024]);
    const gifMeta = await sharp((await fetchMedia(gif?.url ?? '')).rawPayload).metadata();
    expect(gifMeta.pages).toBe(2);
  });

  it('accepts a file of exactly 5 MB and refuses one byte more with the spec’s message', async () => {
    const me = await makeMember(t);
    const jpeg = await makeImage('jpeg');
    // Bytes after the end of a JPEG are ignored by decoders: an image of any size.
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    const exact = await upload(t, me, [{ data: padded(IMAGE_MAX_BYTES) }]);
    expect(exact.status, exact.text).toBe(200);
    const over = await upload(t, me, [{ data: padded(IMAGE_MAX_BYTES + 1), name: 'scan.jpg' }]);
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: 'scan.jpg exceeds max size: 5MB allowed.' });
  });

  it.each([
    ['post_images', 'big.png exceeds max size: 5MB allowed.'],
    ['post_images/01a20000-0000-7000-8000-000000000000', 'big.png is too large max 5mb allowed.'],
    ['profile_pictures', 'big.png is too large. Max size 5MB.'],
    ['cover_pictures', 'big.png is too large. Max size 5MB.'],
  ])('refuses a real image over 5 MB in %s with 413', async (folder, message) => {
    const me = await makeMember(t);
    const big = await pngOverFiveMegabytes();
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const response = await upload(
      t,
      me,
      [{ data: big, name: 'big.png', type: 'image/png' }],
      folder,
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message });
    expect(await filesOf(me)).toEqual([]);
  });

  it.each([
    ['an SVG renamed .png', { data: SVG, name: 'photo.png', type: 'image/png' }, 'photo.png'],
    ['an HTML file sent as image/png', { data: HTML, type: 'image/png' }, 'This image'],
    ['random bytes', { data: Buffer.from('not an image at all'), name: 'x.gif' }, 'x.gif'],
    ['an empty file', { data: Buffer.alloc(0), name: 'empty.jpg' }, 'empty.jpg'],
  ])('refuses %s with 415 and the spec’s message', async (_, file, name) => {
    const me = await makeMember(t);
    const response = await upload(t, me, [file]);
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: POST_FORMAT(name) });
  });

  it('refuses images sharp reads but the spec does not allow (TIFF), and damaged images', async () => {
    const me = await makeMember(t);
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    const tiffAnswer = await upload(t, me, [{ data: tiff, name: 'scan.tiff', type: 'image/png' }]);
    expect(tiffAnswer.status).toBe(415);
    const jpeg = await makeImage('jpeg', { width: 400, height: 300 });
    const cut = await upload(t, me, [{ data: jpeg.subarray(0, 300), name: 'cut.jpg' }]);
    expect(cut.status).toBe(415);
    expect(cut.body).toEqual({ message: POST_FORMAT('cut.jpg') });
  });

  it('uses the comment and picture messages in those folders', async () => {
    const me = await makeMember(t);
    const svg = { data: SVG, name: 'a.svg', type: 'image/svg+xml' };
    const comment = await upload(t, me, [svg], 'post_images/01a20000-0000-7000-8000-000000000000');
    expect(comment.body).toEqual({ message: 'a.svg format is not supported.' });
    const cover = await upload(t, me, [svg], 'cover_pictures');
    expect(cover.body).toEqual({ message: 'a.svg format is not supported.' });
  });

  it.each([10_000, 30_000, 65_535])(
    'refuses an image of %i pixels a side before decoding it',
    async (side) => {
      const me = await makeMember(t);
      const response = await upload(t, me, [
        { data: await pngClaimingHugeSize(side), name: 'bomb.png', type: 'image/png' },
      ]);
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        message: 'bomb.png has too many pixels: at most 50 megapixels.',
      });
    },
  );

  it('stores all the files of a request or none', async () => {
    const me = await makeMember(t);
    const response = await upload(t, me, [
      { data: await makeImage('jpeg') },
      { data: await makeImage('png'), type: 'image/png' },
      { data: SVG, type: 'image/png' },
    ]);
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: POST_FORMAT('Image 3') });
    expect(await filesOf(me)).toEqual([]);
    expect(await mediaRowsOf(me)).toEqual([]);
  });

  it(`takes at most ${UPLOAD_FILES_MAX} files at a time`, async () => {
    const me = await makeMember(t);
    const data = await makeImage('jpeg', { width: 4, height: 4 });
    const response = await upload(
      t,
      me,
      Array.from({ length: UPLOAD_FILES_MAX + 1 }, () => ({ data })),
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      message: `Send at most ${UPLOAD_FILES_MAX} images at a time.`,
    });
    expect(await filesOf(me)).toEqual([]);
  });

  it('accepts the path after the files', async () => {
    const me = await makeMember(t);
    const form = uploadForm(undefined, [{ data: await makeImage('jpeg') }]);
    form.append('path', `${me.id}/profile_pictures`);
    const response = await t.call('uploadImages', {
      token: me.token,
      body: form,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body[0]?.url).toContain(answered(`/media/${me.id}/profile_pictures/`));
  });

  it('refuses another member’s folder with 403 and malformed paths with 400', async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const data = await makeImage('jpeg');
    const send = (pathValue: string | undefined) =>
      t.call('uploadImages', {
        token: me.token,
        body: uploadForm(pathValue, [{ data }]),
      });

    const theirs = await send(`${other.id}/post_images`);
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({ message: 'You can only use your own folder.' });

    for (const bad of [
      `${me.id}/../${other.id}/post_images`,
      `../${me.id}/post_images`,
      `${me.id}/post_images/..`,
      `${me.id}/./post_images`,
      `${me.id}/post_images/not-a-post`,
      `${me.id}/post_images/01a20000-0000-7000-8000-000000000000/more`,
      `${me.id}/cover_pictures/01a20000-0000-7000-8000-000000000000`,
      `${me.id}/secrets`,
      `${me.id}`,
      'post_images',
      '',
    ]) {
      const response = await send(bad);
      expect(response.status, bad).toBe(400);
      expect(response.body).toEqual({ message: 'The folder path is not valid.' });
    }

    const noPath = await send(undefined);
    expect(noPath.status).toBe(400);
    expect(noPath.body).toEqual({ message: 'Send the folder path with the images.' });
    const noFiles = await t.call('uploadImages', {
      token: me.token,
      body: uploadForm(`${me.id}/post_images`, []),
    });
    expect(noFiles.status).toBe(400);
    expect(noFiles.body).toEqual({ message: 'Choose at least one image to upload.' });
    expect(await filesOf(me)).toEqual([]);
    expect(await filesOf(other)).toEqual([]);
  });

  it('needs a session and a multipart body', async () => {
    const me = await makeMember(t);
    const anonymous = await t.call('uploadImages', {
      body: uploadForm(`${me.id}/post_images`, [{ data: await makeImage('jpeg') }]),
    });
    expect(anonymous.status).toBe(401);
    const json = await t.call('uploadImages', { token: me.token, payload: { path: me.id } });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({
      message: 'Send the images as multipart/form-data: a path field and file fields.',
    });
    expect(await filesOf(me)).toEqual([]);
  });

  it('answers 400 for a multipart body it cannot read: no boundary, an empty one, an unfinished part', async () => {
    const me = await makeMember(t);
    const image = await makeImage('jpeg');
    const part = (boundary: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${me.id}/post_images\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        image,
      ]);
    const finished = (boundary: string) =>
      Buffer.concat([part(boundary), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const noBoundary = 'The multipart form is malformed: its Content-Type names no boundary.';
    const cutShort = 'The multipart form is malformed or ends early.';
    for (const [contentType, payload, message] of [
      ['multipart/form-data', finished('b0undary'), noBoundary],
      ['multipart/form-data; boundary=', finished(''), noBoundary],
      ['multipart/form-data; boundary=""', finished(''), noBoundary],
      ['multipart/form-data; boundary=b0undary', part('b0undary'), cutShort],
      [
        'multipart/form-data; boundary=b0undary',
        Buffer.from('--b0undary\r\nContent-Disp'),
        cutShort,
      ],
      ['multipart/form-data; boundary=other', finished('b0undary'), cutShort],
    ] as const) {
      const response = await t.call('uploadImages', {
        token: me.token,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.status, `${contentType}: ${response.text}`).toBe(400);
      expect(response.body).toEqual({ message });
    }
    expect(await filesOf(me)).toEqual([]);
    expect(await mediaRowsOf(me)).toEqual([]);
  });
});

describe('media files', () => {
  it('answers 404 in JSON for unknown files, folders and unfinished files; refuses escapes', async () => {
    const me = await makeMember(t);
    const url = await uploadImage(t, me);
    for (const missing of [
      `/media/${me.id}/post_images/01a20000-0000-7000-8000-000000000000.jpg`,
      `/media/${me.id}/post_images/`,
      `/media/${me.id}/`,
      `${storedOf(url)}.1a2b3c.part`,
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
});

describe('listImages', () => {
  const list = (member: TestMember, body: Record<string, unknown>) =>
    t.call('listImages', {
      token: member.token,
      payload: body,
    });

  it('lists the caller’s images newest first, at most max, in the resources shape', async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const urls: string[] = [];
    for (const folder of ['post_images', 'profile_pictures', 'cover_pictures', 'post_images']) {
      urls.push(await uploadImage(t, me, folder));
      t.clock.advance(minutes(1));
    }
    await uploadImage(t, other);

    const response = await list(me, { path: `${me.id}/*`, sort: 'desc', max: 30 });
    expect(response.status, response.text).toBe(200);
    expect(response.body.resources.map((entry) => entry.secure_url)).toEqual([...urls].reverse());
    const [newest] = response.body.resources;
    expect(newest).toEqual({
      folder: `${me.id}/post_images`,
      secure_url: urls[3],
      public_id: storedOf(urls[3] ?? '')
        .replace('/media/', '')
        .replace(/\.jpg$/, ''),
    });

    const two = await list(me, { path: `${me.id}/*`, sort: 'desc', max: 2 });
    expect(two.body.resources.map((entry) => entry.secure_url)).toEqual([urls[3], urls[2]]);
    const oldest = await list(me, { path: `${me.id}/*`, sort: 'asc', max: 1 });
    expect(oldest.body.resources.map((entry) => entry.secure_url)).toEqual([urls[0]]);
    const defaults = await list(me, { path: me.id });
    expect(defaults.body.resources).toHaveLength(4);
  });

  it('lists one folder, or a folder with those below it', async () => {
    const me = await makeMember(t);
    const picture = await uploadImage(t, me, 'profile_pictures');
    const post = await uploadImage(t, me, 'post_images');
    const commentImage = await uploadImage(
      t,
      me,
      'post_images/01a20000-0000-7000-8000-000000000000',
    );
    const urlsOf = async (pathValue: string) =>
      (await list(me, { path: pathValue })).body.resources.map((entry) => entry.secure_url).sort();
    expect(await urlsOf(`${me.id}/profile_pictures`)).toEqual([picture]);
    expect(await urlsOf(`${me.id}/post_images`)).toEqual([post]);
    expect(await urlsOf(`${me.id}/post_images/*`)).toEqual([commentImage, post].sort());
  });

  it('refuses another member’s folder and a max over 30', async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const theirs = await list(me, { path: `${other.id}/*`, sort: 'desc', max: 30 });
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({ message: 'You can only use your own folder.' });
    expect((await list(me, { path: `${me.id}/*`, max: 31 })).status).toBe(400);
    expect((await list(me, { path: `${me.id}/../x` })).status).toBe(400);
    expect((await t.call('listImages', { body: { path: `${me.id}/*` } })).status).toBe(401);
  });
});
