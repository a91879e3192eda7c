/**
 * Completes package-lock.json with the platform-specific optional packages (native bindings for
 * other systems) that npm leaves out when the lock is written on one platform or from a registry
 * mirror that lacks them; without them `npm ci` refuses the lock as "Missing: ... from lock file".
 * Each added entry carries the os, cpu and libc read from the package name, so npm skips it on
 * every other platform without fetching it.
 *
 * Usage, after `npm install`: node scripts/fill-lock-platforms.mjs [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockFile = path.resolve(fileURLToPath(new URL('..', import.meta.url)), 'package-lock.json');
const checkOnly = process.argv.includes('--check');

const OSES = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPUS = ['x64', 'arm64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];
const LIBCS = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };
const EXACT_VERSION = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

/** { os, cpu, libc? } from a name like @scope/binding-linux-arm-musleabihf, or null. */
const platformOf = (name) => {
  const words = name.slice(name.lastIndexOf('/') + 1).split('-');
  const os = words.find((word) => OSES.includes(word));
  const cpu = words.find((word) => CPUS.includes(word));
  if (!os || !cpu) return null;
  const libc = words.map((word) => LIBCS[word]).find(Boolean);
  return { os, cpu, ...(libc ? { libc } : {}) };
};

const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
const packages = lock.packages;
const added = [];
const skipped = [];

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[`node_modules/${name}`] || packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform || !EXACT_VERSION.test(spec)) {
      skipped.push(`${name}@${spec} (wanted by ${location || 'the root'})`);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version: spec,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added.push(`${name}@${spec}`);
  }
}

for (const item of skipped) console.warn(`not a platform package, left alone: ${item}`);
if (added.length === 0) {
  console.log('package-lock.json lists every platform package.');
  process.exit(0);
}
if (checkOnly) {
  console.error(
    `package-lock.json misses ${added.length} platform packages:\n  ${added.join('\n  ')}`,
  );
  console.error('Run: node scripts/fill-lock-platforms.mjs');
  process.exit(1);
}

// npm keeps the root and workspaces first, then the rest in name order.
const [root, ...rest] = Object.keys(packages);
const ordered = { [root]: packages[root] };
for (const key of rest.sort((a, b) => a.localeCompare(b, 'en'))) ordered[key] = packages[key];
lock.packages = ordered;
writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `Added ${added.length} platform packages to package-lock.json:\n  ${added.join('\n  ')}`,
);
