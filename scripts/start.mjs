/**
 * `npm start`: builds what is missing, then runs the server in the foreground. Signals are passed
 * on to the server and its exit code becomes ours.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const serverBundle = path.join(root, 'apps/server/dist/server.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const fail = (message) => {
  console.error(`npm start: ${message}`);
  process.exit(1);
};

if (!existsSync(path.join(root, 'node_modules')))
  fail('dependencies are missing: run npm install first.');

const builds = [
  { workspace: '@quad/server', output: serverBundle },
  { workspace: '@quad/web', output: webIndex },
];
for (const { workspace, output } of builds) {
  if (existsSync(output)) continue;
  console.log(`npm start: ${path.relative(root, output)} is missing, building ${workspace}...`);
  const build = spawnSync(npm, ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0 || !existsSync(output)) fail(`building ${workspace} failed.`);
}

// Its own process group, so a Ctrl+C reaches the server once (from us) and not twice.
const server = spawn(process.execPath, [serverBundle, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  detached: process.platform !== 'win32',
});

// npm passes a terminal's Ctrl+C on to us as well: one signal within a second is sent once.
const lastSent = new Map();
const forward = (signal) => {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const now = Date.now();
  if (now - (lastSent.get(signal) ?? 0) < 1000) return;
  lastSent.set(signal, now);
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
// Never leave the server behind if this process ends some other way.
process.on('exit', () => forward('SIGTERM'));

server.on('error', (error) => fail(`could not start the server: ${error.message}`));
server.on('exit', (code, signal) => {
  process.exitCode = code ?? 128 + (constants.signals[signal] ?? 1);
});
