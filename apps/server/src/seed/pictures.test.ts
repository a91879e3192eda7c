import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { media } from '../db/schema';
import { makeMember } from '../../test/members';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { drawMemberPictures } from './pictures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('seeded pictures', () => {
  it('get their narrower copies, as uploads do', async () => {
    const member = await makeMember(t);
    await drawMemberPictures(t.db, t.app.context.media, t.clock.now());
    const rows = await t.db
      .select({ key: media.key, width: media.width, widths: media.widths })
      .from(media)
      .where(eq(media.userId, member.id))
      .orderBy(media.folder);
    expect(rows.map(({ width, widths }) => ({ width, widths }))).toEqual([
      { width: 1200, widths: [320, 640, 1080] },
      { width: 400, widths: [320] },
    ]);
    const stems = rows.map((row) => row.key.replace(/\.jpg$/, ''));
    expect(await t.mediaKeys()).toEqual(
      [
        ...rows.map((row) => row.key),
        ...[320, 640, 1080].flatMap((width) =>
          ['jpg', 'webp'].map((extension) => `${stems[0]}-w${width}.${extension}`),
        ),
        `${stems[1]}-w320.jpg`,
        `${stems[1]}-w320.webp`,
      ].sort(),
    );
  });
});
