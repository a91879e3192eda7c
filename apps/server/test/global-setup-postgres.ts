/**
 * Creates a migrated template database on the DATABASE_URL server once; every test file gets
 * its own database made from it with CREATE DATABASE … TEMPLATE. Everything it creates carries
 * this run's prefix and is dropped at the end; the DATABASE_URL database itself is only used
 * to issue those statements.
 */
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { databaseUrlFor, quoteIdentifier, withAdminClient } from './test-database';

const STALE_AFTER_SECONDS = 6 * 3600;

/** Databases of runs that started hours ago (no run lasts that long) and never cleaned up. */
const dropStaleDatabases = (adminUrl: string) =>
  withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname ~ '^quad_test_[0-9]+_'`,
    );
    const now = Date.now() / 1000;
    for (const { datname } of rows) {
      const started = Number(datname.split('_')[2]);
      if (now - started > STALE_AFTER_SECONDS) {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
      }
    }
  });

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'npm run test:pg needs DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  // The start time in the names lets a later run drop what a killed run left behind.
  const prefix = `quad_test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  await dropStaleDatabases(adminUrl);

  const dropAll = () =>
    withAdminClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
        [prefix],
      );
      for (const { datname } of rows) {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
      }
    });

  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${quoteIdentifier(template)}`),
  );
  try {
    // The migrations create the pg_trgm and unaccent extensions; copies inherit them.
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, template) });
    await handle.close();
  } catch (error) {
    await dropAll();
    throw error;
  }

  project.provide('testDatabase', { kind: 'postgres', adminUrl, template, prefix });
  return dropAll;
}
