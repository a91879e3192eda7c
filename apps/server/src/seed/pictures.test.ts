import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groups, media } from '../db/schema';
import { ensureCollegeGroups, joinCollegeGroup } from '../modules/groups/service';
import { makeGroup } from '../../test/groups';
import { makeMember } from '../../test/members';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { drawGroupCovers, drawMemberPictures } from './pictures';

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

  it('give every group a cover, which its card and its page show with their copies', async () => {
    const admin = await makeMember(t);
    const club = await makeGroup(t, admin, { name: 'Robotics Club' });
    // A College group has no admin: its cover is an upload of its longest member.
    await ensureCollegeGroups(t.app.context);
    const first = await makeMember(t, { college: 'Gupta College of Science' });
    await joinCollegeGroup(t.app.context, t.db, first.id);
    t.clock.advance(60_000);
    const second = await makeMember(t, { college: 'Gupta College of Science' });
    await joinCollegeGroup(t.app.context, t.db, second.id);
    const [college] = await t.db
      .select({ slug: groups.slug })
      .from(groups)
      .where(eq(groups.college, 'Gupta College of Science'));
    if (!college) throw new Error('no Gupta College of Science group');

    await drawGroupCovers(t.db, t.app.context.media, t.clock.now());

    const owners = await t.db
      .select({ userId: media.userId, folder: media.folder, width: media.width })
      .from(media)
      .where(eq(media.folder, 'cover_pictures'));
    expect(owners).toHaveLength(2);
    expect(owners.map(({ userId }) => userId).sort()).toEqual([admin.id, first.id].sort());
    expect(owners.every(({ width }) => width === 1600)).toBe(true);

    for (const slug of [club.slug, college.slug]) {
      const page = await t.call('getGroup', { token: second.token, params: { slug } });
      expect(page.status).toBe(200);
      expect(page.body.cover).toMatch(/\/media\/[^/]+\/cover_pictures\/[^/]+\.jpg$/);
      expect(page.body.coverSize).toEqual({ width: 1600, height: 500, widths: [320, 640, 1080] });
    }
    const cards = await t.call('searchGroups', { token: second.token, query: {} });
    expect(cards.status).toBe(200);
    const covered = cards.body.filter((card) => card.cover !== '').map((card) => card.name);
    expect(covered.sort()).toEqual(['Gupta College of Science', 'Robotics Club']);

    // A College group nobody is in has nobody to own a cover: it stays without one.
    const empty = cards.body.filter((card) => card.cover === '');
    expect(empty.length).toBeGreaterThan(0);
    expect(empty.every((card) => card.kind === 'college' && card.memberCount === 0)).toBe(true);

    // Drawing again leaves the covers there are.
    await drawGroupCovers(t.db, t.app.context.media, t.clock.now());
    expect(
      await t.db.select({ id: media.id }).from(media).where(eq(media.folder, 'cover_pictures')),
    ).toHaveLength(2);
  });
});
