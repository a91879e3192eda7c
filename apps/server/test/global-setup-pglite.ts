/** Migrates one PGlite data folder once; every test file opens a copy of it (~0.3 s, not ~2 s). */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import './test-database';

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'quad-server-tests-'));
  const templateDir = path.join(root, 'template');
  const template = await openDatabase({ pgliteDir: templateDir, lock: false });
  await template.close();
  project.provide('testDatabase', {
    kind: 'pglite',
    templateDir,
    workDir: path.join(root, 'files'),
  });
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
