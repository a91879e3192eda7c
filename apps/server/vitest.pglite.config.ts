import { serverTestConfig } from './vitest.config';

/**
 * The PGlite smoke set: when the full suite runs on PostgreSQL (CI), these files keep what is
 * particular to the embedded database checked (its folder lock, the command that opens it, the
 * data folder at start-up, its extensions) along with the SQL that leans most on PostgreSQL's
 * features (the visibility fragments, trigram and accent-free search, time zones, the seed's
 * generate_series). The browser journeys, which run on PGlite, cover the rest.
 */
export default serverTestConfig('test/global-setup-pglite.ts', [
  'src/app.test.ts',
  'src/db/*.test.ts',
  'src/commands/moderator-command.test.ts',
  'src/modules/search/search.test.ts',
  'src/modules/events/events.test.ts',
  'src/modules/group-posts/group-privacy-walk.test.ts',
  'src/seed/seed.test.ts',
]);
