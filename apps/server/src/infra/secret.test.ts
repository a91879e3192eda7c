/** The keys a server keeps in DATA_DIR when none are configured: made once, then reused. */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadVapidKeys } from './secret';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-secret-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const none = { publicKey: undefined, privateKey: undefined };

describe('the Web Push (VAPID) key pair', () => {
  it('is generated once into DATA_DIR, readable by its owner only, and the same on every start', async () => {
    let generated = 0;
    const generate = () => {
      generated += 1;
      return webpush.generateVAPIDKeys();
    };
    const first = loadVapidKeys(none, dataDir, generate);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const file = path.join(dataDir, 'vapid-keys.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    // The next start (or another process) reads the same pair instead of making one.
    expect(loadVapidKeys(none, dataDir, generate)).toEqual(first);
    expect(generated).toBe(1);
  });

  it('is VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set, and nothing is written', async () => {
    const configured = webpush.generateVAPIDKeys();
    const keys = loadVapidKeys(configured, dataDir, () => {
      throw new Error('no key pair is generated when one is configured');
    });
    expect(keys).toEqual(configured);
    await expect(stat(path.join(dataDir, 'vapid-keys.json'))).rejects.toThrow(/ENOENT/);
  });
});
