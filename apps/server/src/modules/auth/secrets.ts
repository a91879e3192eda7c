/** Random verification tokens and reset codes, and how they are stored (hashed, never plain). */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_LENGTH } from '@quad/contract';

export const newVerificationToken = () => randomBytes(32).toString('base64url');

export const hashVerificationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** Crockford base32: no I, L, O or U, so a code read aloud or retyped is unambiguous. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const newResetCode = () =>
  Array.from({ length: RESET_CODE_LENGTH }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('');

/** Reads a typed code the Crockford way: any case, O as 0, I and L as 1, dashes ignored. */
export const normalizeResetCode = (typed: string) =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

/** Keyed, because five characters are too few to stand up to guessing against a plain hash. */
export const hashResetCode = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret)
    .update(`${userId}:${normalizeResetCode(code)}`)
    .digest('hex');

export const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};
