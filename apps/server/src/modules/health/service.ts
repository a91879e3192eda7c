/**
 * Readiness: the database answers and holds the newest migration this server knows, so traffic
 * sent here can be served. An unreachable database fails the query, which the error handler
 * answers with 503 like any other request's.
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { AppContext } from '../../context';
import { migrationsFolder } from '../../infra/package-root';
import { unavailable } from '../../infra/errors';
import { newestAppliedMigration } from './queries';

const NOT_MIGRATED =
  'The database is not up to date with this server yet. Please try again in a moment.';

let newestKnown: number | undefined;

/** When the newest migration of this build was made (drizzle-kit's `folderMillis`). */
const newestKnownMigration = () =>
  (newestKnown ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
  ));

export const checkReadiness = async (context: AppContext) => {
  const applied = await newestAppliedMigration(context.db);
  if (applied === undefined || applied < newestKnownMigration()) throw unavailable(NOT_MIGRATED);
};
