/**
 * Pictures for a seeded campus, drawn here (SVG rendered by sharp), no third-party images:
 * initials on a gradient for profile pictures, soft gradients for member and group covers, and
 * simple landscapes for post photos. Each gets its narrower copies, as an upload does.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { groups, media, users } from '../db/schema';
import { newId } from '../infra/ids';
import { storeImageWidths } from '../infra/media/image-widths';
import type { MediaStorage } from '../infra/media/storage';

/** A small deterministic random generator, so a seed is the same every time. */
const randomFrom = (seed: number) => {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
};

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360}, ${saturation}%, ${lightness}%)`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export const avatarSvg = (initials: string, hue: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 70, 62)}"/>
    <stop offset="1" stop-color="${hsl(hue + 50, 65, 38)}"/>
  </linearGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <circle cx="330" cy="70" r="90" fill="#fff" opacity="0.08"/>
  <text x="200" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="150"
    font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;

export const coverSvg = (hue: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${hsl(hue, 60, 30)}"/>
    <stop offset="1" stop-color="${hsl(hue + 80, 70, 55)}"/>
  </linearGradient></defs>
  <rect width="1200" height="400" fill="url(#g)"/>
  <circle cx="950" cy="80" r="220" fill="#fff" opacity="0.07"/>
  <circle cx="180" cy="380" r="260" fill="#000" opacity="0.08"/>
</svg>`;

/**
 * A group's cover, in the shape its page's crop editor makes (16:5): a diagonal gradient with
 * bands and rings placed by `seed`, so that no two groups look alike.
 */
export const groupCoverSvg = (hue: number, seed: number) => {
  const random = randomFrom(seed);
  const rings = Array.from({ length: 3 }, () => {
    const x = Math.round(random() * 1600);
    const y = Math.round(random() * 500);
    const r = Math.round(80 + random() * 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-width="${Math.round(10 + random() * 30)}" opacity="0.1"/>`;
  }).join('');
  const tilt = Math.round(-30 + random() * 60);
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 65, 42)}"/>
    <stop offset="1" stop-color="${hsl(hue + 120, 60, 30)}"/>
  </linearGradient></defs>
  <rect width="1600" height="500" fill="url(#g)"/>
  <g transform="rotate(${tilt} 800 250)" opacity="0.12" fill="#fff">
    <rect x="-400" y="120" width="2400" height="60"/>
    <rect x="-400" y="300" width="2400" height="24"/>
  </g>
  ${rings}
</svg>`;
};

/** Sky, sun, hills and sea: a different landscape for each seed. */
export const photoSvg = (seed: number) => {
  const random = randomFrom(seed);
  const hue = 180 + random() * 60;
  const sunX = 200 + random() * 800;
  const sunY = 150 + random() * 250;
  const hill = (base: number, height: number) => {
    const points = Array.from({ length: 7 }, (_, index) => {
      const x = index * 200;
      return `${x},${Math.round(base - random() * height)}`;
    });
    return `0,900 ${points.join(' ')} 1200,900`;
  };
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 70, 45)}"/>
    <stop offset="1" stop-color="${hsl(hue - 160, 80, 78)}"/>
  </linearGradient></defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${60 + random() * 50}" fill="${hsl(45, 95, 70)}"/>
  <polygon points="${hill(620, 180)}" fill="${hsl(hue - 60, 35, 35)}"/>
  <polygon points="${hill(720, 120)}" fill="${hsl(hue - 40, 40, 25)}"/>
  <rect y="760" width="1200" height="140" fill="${hsl(hue + 10, 60, 35)}" opacity="0.85"/>
</svg>`;
};

const jpeg = (svg: string) =>
  sharp(Buffer.from(svg))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });

/** Stores a drawn picture as an upload of the member and answers its URL. */
const storePicture = async (
  db: Database,
  storage: MediaStorage,
  userId: string,
  folder: string,
  svg: string,
  at: Date,
) => {
  const { data, info } = await jpeg(svg);
  const id = newId();
  const key = `${userId}/${folder}/${id}.jpg`;
  await storage.put(key, data);
  const widths = await storeImageWidths(storage, key, data, info.width);
  await db.insert(media).values({
    id,
    userId,
    folder,
    key,
    contentType: 'image/jpeg',
    width: info.width,
    height: info.height,
    bytes: data.length,
    widths,
    createdAt: at,
  });
  return storage.urlOf(key);
};

/** Every member gets a profile picture and a cover. */
export const drawMemberPictures = async (db: Database, storage: MediaStorage, now: Date) => {
  const members = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users);
  for (const [index, member] of members.entries()) {
    const hue = (index * 47) % 360;
    const initials = `${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}`.toUpperCase();
    const picture = await storePicture(
      db,
      storage,
      member.id,
      'profile_pictures',
      avatarSvg(initials, hue),
      now,
    );
    const cover = await storePicture(db, storage, member.id, 'cover_pictures', coverSvg(hue), now);
    await db.update(users).set({ picture, cover }).where(eq(users.id, member.id));
  }
  return members.length;
};

/**
 * Every group gets a cover, as its admin would upload it from the group's page: an upload of the
 * group's first admin (its maker). A College group has no admin (the site's moderators run it,
 * and the seed makes none), so its cover is kept among the uploads of its longest member.
 */
export const drawGroupCovers = async (db: Database, storage: MediaStorage, now: Date) => {
  const owned = await selectRows<{ id: string; owner: string | null }>(
    db,
    sql`select g.id, (
          select m.user_id from group_members m where m.group_id = g.id
          order by m.role = 'admin' desc, m.joined_at, m.user_id limit 1
        ) as owner
        from groups g where g.cover = '' order by g.created_at, g.id`,
  );
  let drawn = 0;
  for (const [index, group] of owned.entries()) {
    if (!group.owner) continue;
    const hue = (index * 67 + 20) % 360;
    const cover = await storePicture(
      db,
      storage,
      group.owner,
      'cover_pictures',
      groupCoverSvg(hue, index + 1),
      now,
    );
    await db.update(groups).set({ cover }).where(eq(groups.id, group.id));
    drawn += 1;
  }
  return drawn;
};

/** Draws the file of every photo the generator recorded without one (bytes = 0). */
export const drawPostPhotos = async (db: Database, storage: MediaStorage) => {
  const photos = await db
    .select({ id: media.id, key: media.key })
    .from(media)
    .where(sql`${media.bytes} = 0`);
  for (const [index, photo] of photos.entries()) {
    const { data, info } = await jpeg(photoSvg(index + 1));
    await storage.put(photo.key, data);
    const widths = await storeImageWidths(storage, photo.key, data, info.width);
    await db
      .update(media)
      .set({ bytes: data.length, width: info.width, height: info.height, widths })
      .where(eq(media.id, photo.id));
  }
  return photos.length;
};
