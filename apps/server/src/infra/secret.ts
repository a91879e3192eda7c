import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The token signing key: JWT_SECRET, or one generated on first start and kept in DATA_DIR. */
export const loadSigningSecret = (configured: string | undefined, dataDir: string) => {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
};

export interface VapidKeys {
  /** base64url: the uncompressed P-256 point browsers take as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

/**
 * The Web Push (VAPID) key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or one generated on
 * first start and kept in DATA_DIR. Every process of a deployment must sign with the same pair,
 * since browsers' subscriptions are bound to its public key.
 */
export const loadVapidKeys = (
  configured: { publicKey: string | undefined; privateKey: string | undefined },
  dataDir: string,
  generate: () => VapidKeys,
): VapidKeys => {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generate();
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  }
};
