import { defineConfig } from 'vitest/config';

/**
 * The server tests; `globalSetup` chooses the database (vitest.pg.config.ts: PostgreSQL, which
 * also runs the `*.pg-test.ts` files, tests only PostgreSQL has a reason for).
 */
export const serverTestConfig = (globalSetup: string, include = ['src/**/*.test.ts']) =>
  defineConfig({
    test: {
      include,
      globalSetup: [globalSetup],
      setupFiles: ['test/setup.ts'],
      pool: 'forks',
      // s3rver, the S3 server of the media tests, makes the continuation tokens of long listings
      // with DES, which OpenSSL 3 keeps in its legacy provider.
      execArgv: ['--openssl-legacy-provider'],
      // Two cores: two files at a time, each on its own copy of the database.
      maxWorkers: 2,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  });

export default serverTestConfig('test/global-setup-pglite.ts');
