/**
 * npm run seed: fills an empty database (the embedded one in DATA_DIR, or DATABASE_URL) with a
 * small living campus, then prints how to sign in as one of its members. The app is built on
 * the database (never listening) so that the parts acted out through the services run as they
 * do for a request.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { selectRows } from '../db/rows';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { ConfigError, loadConfig } from '../infra/config';
import { MediaBucketError } from '../infra/media/s3-storage';
import { hashPassword } from '../modules/auth/passwords';
import { SEED_CAMPUS } from './campus';
import { fillCampus } from './fill';
import { firstMember } from './first-member';
import { spanishMember } from './languages';
import { drawGroupCovers, drawMemberPictures, drawPostPhotos } from './pictures';

/** Every seeded member's password. */
export const SEED_PASSWORD = 'quad-campus';

class NotEmptyError extends Error {}

const main = async () => {
  const config = loadConfig();
  const where = config.databaseUrl ? 'the DATABASE_URL database' : path.join(config.dataDir, 'db');
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    const { db } = handle;
    const [counted] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from users`,
    );
    const existing = Number(counted?.count ?? 0);
    if (existing > 0) {
      throw new NotEmptyError(
        `${where} already has ${existing} member(s); npm run seed only fills an empty database.\n` +
          'To start over, stop the server and remove that database (for the embedded one, ' +
          'delete DATA_DIR/db and DATA_DIR/media), or run with another DATA_DIR.',
      );
    }
    const started = Date.now();
    const now = new Date();
    console.log(`Seeding ${where} with a campus of ${SEED_CAMPUS.members} members…`);
    const app = await buildApp(config, { database: handle, logger: false });
    let members: number;
    let photos: number;
    try {
      await fillCampus(app.context, SEED_CAMPUS, {
        now,
        domain: config.universityDomain,
        passwordHash: await hashPassword(SEED_PASSWORD),
      });
      members = await drawMemberPictures(db, app.context.media, now);
      await drawGroupCovers(db, app.context.media, now);
      photos = await drawPostPhotos(db, app.context.media);
    } finally {
      await app.close();
    }
    const first = await firstMember({ db });
    const spanish = await spanishMember(db);
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${members} members, ` +
        `${SEED_CAMPUS.posts} posts, ${photos} photos.`,
    );
    if (first) {
      console.log(
        `\nStart the server (npm start) and sign in at ${config.publicUrl}/login as ` +
          `${first.firstName} ${first.lastName}:\n  e-mail:   ${first.email}\n  password: ${SEED_PASSWORD}\n` +
          'Every seeded member has that password.',
      );
    }
    if (spanish) {
      console.log(
        `${spanish.firstName} ${spanish.lastName} uses Quad in Spanish: sign in as ${spanish.email} to see it in Español.`,
      );
    }
  } finally {
    await handle.close();
  }
};

main().catch((error: unknown) => {
  if (
    error instanceof NotEmptyError ||
    error instanceof ConfigError ||
    error instanceof MediaBucketError ||
    error instanceof DataFolderInUseError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
