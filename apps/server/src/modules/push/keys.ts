/** The checks of a browser's push subscription keys (RFC 8291), with node:crypto. */
import { createPublicKey } from 'node:crypto';

const decode = (value: string) => Buffer.from(value.replace(/=+$/, ''), 'base64url');

/** An uncompressed P-256 point: 65 bytes, 0x04, x and y on the curve. */
export const isP256PublicKey = (value: string) => {
  const bytes = decode(value);
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
};

/** The authentication secret: 16 bytes. */
export const isAuthSecret = (value: string) => decode(value).length === 16;
