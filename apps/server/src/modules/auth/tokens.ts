/** Signed bearer tokens: the member's id and the id of the session (sessions table) they belong to. */
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'quad';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);

export const signSessionToken = async (
  secret: string,
  claims: TokenClaims,
  times: { issuedAt: Date; expiresAt: Date },
) =>
  new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(secondsOf(times.issuedAt))
    .setExpirationTime(secondsOf(times.expiresAt))
    .sign(keyOf(secret));

interface VerifiedToken {
  secret: string;
  claims: TokenClaims;
  /** The `exp` claim, in seconds. */
  expiresAt: number;
}

/**
 * Tokens this process verified lately. A member's requests carry the same token byte for byte,
 * and checking its signature (a WebCrypto job in jose) costs more than all the rest of a signed-in
 * request, so it is checked once. The key is the whole token, signature included: any other text
 * is a miss and is verified; a hit still has to be unexpired and of the same secret.
 */
const verified = new LRUCache<string, VerifiedToken>({ max: 100_000 });

const verify = async (secret: string, now: Date, token: string): Promise<VerifiedToken | null> => {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return null;
    }
    return {
      secret,
      claims: { userId: payload.sub, sessionId: payload.sid },
      expiresAt: payload.exp,
    };
  } catch {
    return null;
  }
};

/** The claims of a valid token, or null for a forged, expired or malformed one. */
export const readSessionToken = async (
  secret: string,
  now: Date,
  token: string,
): Promise<TokenClaims | null> => {
  let entry = verified.get(token);
  if (entry?.secret !== secret) {
    entry = (await verify(secret, now, token)) ?? undefined;
    if (!entry) return null;
    verified.set(token, entry);
  }
  // As jose checks `exp`: expired from that second on.
  return entry.expiresAt > secondsOf(now) ? entry.claims : null;
};
