/**
 * The token of an e-mail's unsubscribe link: it names one member and one kind of e-mail (or the
 * digest), signed with a key derived from the server's secret, and does nothing else. It does not
 * expire: the e-mail it came in stays in the mailbox.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOPICS, type UnsubscribeTopic } from '@quad/contract';
import { isId } from '../../infra/ids';

const VERSION = 'u1';
/** 24 bytes of HMAC-SHA256: far beyond guessing, and a short link. */
const SIGNATURE_BYTES = 24;

export interface UnsubscribeClaim {
  memberId: string;
  topic: UnsubscribeTopic;
}

// A key of its own, so that no other signature of the server's secret can pass for this one.
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('quad unsubscribe links').digest();

const signatureOf = (secret: string, memberId: string, topic: string) =>
  createHmac('sha256', keyOf(secret))
    .update(`${VERSION}:${memberId.toLowerCase()}:${topic}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);

export const unsubscribeToken = (secret: string, claim: UnsubscribeClaim) =>
  [
    VERSION,
    claim.memberId.toLowerCase(),
    claim.topic,
    signatureOf(secret, claim.memberId, claim.topic).toString('base64url'),
  ].join('.');

/** The claim of a token this server signed; undefined for anything else. */
export const readUnsubscribeToken = (
  secret: string,
  token: string,
): UnsubscribeClaim | undefined => {
  const [version, memberId, topic, signature, ...rest] = token.split('.');
  if (version !== VERSION || rest.length > 0 || !memberId || !topic || !signature) return;
  if (!isId(memberId) || !(UNSUBSCRIBE_TOPICS as readonly string[]).includes(topic)) return;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, memberId, topic);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return;
  return { memberId, topic: topic as UnsubscribeTopic };
};

export const unsubscribeUrl = (publicUrl: string, secret: string, claim: UnsubscribeClaim) =>
  `${publicUrl}/api/v1/unsubscribe/${unsubscribeToken(secret, claim)}`;
