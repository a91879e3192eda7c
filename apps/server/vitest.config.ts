import { defineConfig } from 'vitest/config';

/**
 * The server tests. With DATABASE_URL they run on that PostgreSQL server, with the `*.pg-test.ts`
 * files (tests only PostgreSQL has a reason for: the database fault tests, concurrent migrations);
 * without it, on the embedded PGlite. vitest.pglite.config.ts is the PGlite smoke set that CI
 * runs beside the PostgreSQL run.
 */
export const serverTestConfig = (globalSetup: string, include: string[]) =>
  defineConfig({
    test: {
      include,
      globalSetup: [globalSetup],
      setupFiles: ['test/setup.ts'],
      pool: 'forks',
      // A worker's files share its modules (each file still opens its own database, and a test
      // app is built per file): importing the server once per file cost more than the tests.
      isolate: false,
      // s3rver, the S3 server of the media tests, makes the continuation tokens of long listings
      // with DES, which OpenSSL 3 keeps in its legacy provider.
      execArgv: ['--openssl-legacy-provider'],
      // Two cores: two files at a time, each on its own copy of the database.
      maxWorkers: 2,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  });

export default process.env.DATABASE_URL
  ? serverTestConfig('test/global-setup-postgres.ts', ['src/**/*.test.ts', 'src/**/*.pg-test.ts'])
  : serverTestConfig('test/global-setup-pglite.ts', ['src/**/*.test.ts']);
