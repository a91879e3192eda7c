/**
 * Bearer tokens: what a token remembered as verified may still be refused for (expiry, another
 * secret), and that a token altered by one character is checked anew.
 */
import { describe, expect, it } from 'vitest';
import { addMs, hours } from '../../infra/clock';
import { readSessionToken, signSessionToken } from './tokens';

const SECRET = 'the-secret-of-these-token-tests-0123456789';
const OTHER_SECRET = 'another-secret-of-these-token-tests-98765';
const NOW = new Date('2026-01-01T00:00:00Z');
const CLAIMS = {
  userId: '0199a464-5b65-7c1e-a67a-c00a3e528ed3',
  sessionId: '019a5771-c302-7251-9a32-4877f7a2bd7c',
};

const tokenFor = (secret: string) =>
  signSessionToken(secret, CLAIMS, { issuedAt: NOW, expiresAt: addMs(NOW, hours(1)) });

describe('readSessionToken', () => {
  it('reads its claims again and again, until the token expires', async () => {
    const token = await tokenFor(SECRET);
    expect(await readSessionToken(SECRET, NOW, token)).toEqual(CLAIMS);
    expect(await readSessionToken(SECRET, addMs(NOW, hours(1) - 1000), token)).toEqual(CLAIMS);
    expect(await readSessionToken(SECRET, addMs(NOW, hours(1)), token)).toBeNull();
  });

  it('refuses a token it verified before when the secret is another', async () => {
    const token = await tokenFor(SECRET);
    expect(await readSessionToken(SECRET, NOW, token)).toEqual(CLAIMS);
    expect(await readSessionToken(OTHER_SECRET, NOW, token)).toBeNull();
    expect(await readSessionToken(SECRET, NOW, token)).toEqual(CLAIMS);
  });

  it('refuses a verified token with one character of its signature changed', async () => {
    const token = await tokenFor(SECRET);
    expect(await readSessionToken(SECRET, NOW, token)).toEqual(CLAIMS);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, -2)}${last}${token.at(-1) ?? ''}`;
    expect(await readSessionToken(SECRET, NOW, altered)).toBeNull();
  });

  it('refuses a token signed with another secret, verified or not', async () => {
    const forged = await tokenFor(OTHER_SECRET);
    expect(await readSessionToken(SECRET, NOW, forged)).toBeNull();
    expect(await readSessionToken(OTHER_SECRET, NOW, forged)).toEqual(CLAIMS);
    expect(await readSessionToken(SECRET, NOW, forged)).toBeNull();
  });
});
