/** Signed bearer tokens: the member's id and token version, so a password change ends them all. */
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../infra/clock';

const SESSION_DAYS = 30;
const ISSUER = 'quad';

export interface TokenClaims {
  userId: string;
  version: number;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export const signSessionToken = async (secret: string, clock: Clock, claims: TokenClaims) => {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ ver: claims.version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_DAYS * 86_400)
    .sign(keyOf(secret));
};

/** The claims of a valid token, or null for a forged, expired or malformed one. */
export const readSessionToken = async (
  secret: string,
  clock: Clock,
  token: string,
): Promise<TokenClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: clock.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { userId: payload.sub, version: payload.ver };
  } catch {
    return null;
  }
};
