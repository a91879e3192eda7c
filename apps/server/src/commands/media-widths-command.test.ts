/**
 * npm run media:widths on the database and media folder the server would use: images uploaded
 * before copies were made get them once; a second run finds nothing to do.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media } from '../db/schema';
import { newId } from '../infra/ids';
import { makeImage } from '../../test/images';
import { filesUnder } from '../../test/media-files';
import { commandDataFolder } from '../../test/command-data-folder';
import { MEDIA_WIDTHS_USAGE, runMediaWidthsCommand } from './media-widths-command';

const folder = commandDataFolder('quad-media-widths-');
const { withDatabase } = folder;

const mediaRoot = () => path.join(folder.dir, 'media');

/** An image as uploads stored it before they made copies: a file and a row without widths. */
const oldImage = async (width: number, height: number, options: { file?: boolean } = {}) => {
  const id = newId();
  const key = `${folder.memberId}/post_images/${id}.jpg`;
  const data = await makeImage('jpeg', { width, height });
  if (options.file ?? true) {
    await mkdir(path.join(mediaRoot(), folder.memberId, 'post_images'), { recursive: true });
    await writeFile(path.join(mediaRoot(), key), data);
  }
  await withDatabase((db) =>
    db.insert(media).values({
      id,
      userId: folder.memberId,
      folder: 'post_images',
      key,
      contentType: 'image/jpeg',
      width,
      height,
      bytes: data.length,
    }),
  );
  return { id, key, stem: key.replace(/\.jpg$/, '') };
};

const widthsOf = (id: string) =>
  withDatabase(async (db) => {
    const [row] = await db.select({ widths: media.widths }).from(media).where(eq(media.id, id));
    return row?.widths;
  });

describe('npm run media:widths', () => {
  it('makes the copies of older images once, and a second run finds nothing to do', async () => {
    const wide = await oldImage(1200, 900);
    const narrow = await oldImage(300, 200);
    const lost = await oldImage(800, 600, { file: false });

    const lines: string[] = [];
    const first = await runMediaWidthsCommand([], folder.env, (line) => lines.push(line));
    expect(first.code, first.output).toBe(0);
    expect(first.output).toBe(
      [
        'Made the narrower copies of 1 image.',
        '1 image left as before, their file missing from the media storage:',
        `  ${lost.key}`,
      ].join('\n'),
    );
    expect(lines).toEqual(['1 image done so far…']);
    expect(await widthsOf(wide.id)).toEqual([320, 640, 1080]);
    expect(await widthsOf(narrow.id)).toEqual([]);
    expect(await widthsOf(lost.id)).toEqual([]);

    const copies = [320, 640, 1080].flatMap((width) =>
      ['jpg', 'webp'].map((extension) => `${wide.stem}-w${width}.${extension}`),
    );
    expect(await filesUnder(mediaRoot())).toEqual([wide.key, narrow.key, ...copies].sort());
    for (const key of copies) {
      const { format, width, height } = await sharp(path.join(mediaRoot(), key)).metadata();
      const expected = Number(/-w(\d+)\./.exec(key)?.[1]);
      expect([format, width, height], key).toEqual([
        key.endsWith('.webp') ? 'webp' : 'jpeg',
        expected,
        (expected * 3) / 4,
      ]);
    }

    const written = await Promise.all(
      copies.map(async (key) => (await stat(path.join(mediaRoot(), key))).mtimeMs),
    );
    const second = await runMediaWidthsCommand([], folder.env);
    expect(second.code).toBe(0);
    expect(second.output.split('\n')[0]).toBe('Every image already has its narrower copies.');
    const after = await Promise.all(
      copies.map(async (key) => (await stat(path.join(mediaRoot(), key))).mtimeMs),
    );
    expect(after).toEqual(written);
  });

  it('goes on where a stopped run was: images already recorded are not made again', async () => {
    const done = await oldImage(700, 700);
    const left = await oldImage(700, 700);
    // A run that stopped after the first image recorded it.
    await withDatabase((db) =>
      db
        .update(media)
        .set({ widths: [320, 640] })
        .where(eq(media.id, done.id)),
    );

    const result = await runMediaWidthsCommand([], folder.env);
    expect(result.output).toBe('Made the narrower copies of 1 image.');
    expect(await filesUnder(mediaRoot())).toEqual(
      [
        done.key,
        left.key,
        ...[320, 640].flatMap((width) =>
          ['jpg', 'webp'].map((extension) => `${left.stem}-w${width}.${extension}`),
        ),
      ].sort(),
    );
  });

  it('takes no arguments', async () => {
    expect(await runMediaWidthsCommand(['now'], folder.env)).toEqual({
      code: 2,
      output: MEDIA_WIDTHS_USAGE,
    });
  });
});
