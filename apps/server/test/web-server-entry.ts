/**
 * A web app's build for the server-rendering tests: the real server entry, built from
 * apps/web/src with `vite build --ssr` once per test file, beside the app's page (its source
 * index.html, which holds the same root and shells as the built one).
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serverPackageRoot } from '../src/infra/package-root';

const webRoot = path.resolve(serverPackageRoot, '../web');
const viteBin = path.join(
  path.dirname(createRequire(path.join(webRoot, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

export const buildWebWithServerEntry = async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'quad-web-ssr-'));
  await copyFile(path.join(webRoot, 'index.html'), path.join(dist, 'index.html'));
  await promisify(execFile)(
    process.execPath,
    [viteBin, 'build', '--ssr', '--outDir', path.join(dist, 'ssr'), '--logLevel', 'error'],
    // As `npm run build` does: the test runner's NODE_ENV=test would pick React's development JSX.
    { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return dist;
};
