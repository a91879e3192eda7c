/**
 * A push service inside the test: an HTTP server on loopback that plays a browser vendor's push
 * service (RFC 8030). It hands out subscriptions made of a real P-256 key pair and auth secret,
 * verifies each push's VAPID JWT (RFC 8292: ES256 against the key in the header, which must be
 * the server's `server_key`; audience the endpoint's origin; expiry within 24 hours; a subject),
 * and decrypts its aes128gcm payload (RFC 8291) with the subscription's private key, by
 * node:crypto alone. What it answers can be set per subscription: 201 by default, or any status
 * and headers, no answer at all, or a dropped connection.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What `PushSubscription.toJSON()` gives. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the push was signed with (base64url). */
  serverKey: string;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  /** Never answer (the sender's deadline must end it). */
  hang?: boolean;
  /** Close the connection without an answer, as a service does to a kept-alive one it dropped. */
  drop?: boolean;
}

export interface TestPushService {
  origin: string;
  subscription(): TestSubscription;
  /** Pushes that passed every check, in order of arrival. */
  received: ReceivedPush[];
  /** Requests that failed a check, with why. */
  rejected: string[];
  /** Every request, accepted or not, per subscription id. */
  requests: Map<string, number>;
  /** The answers for a subscription's next pushes, in order; then 201. */
  answer(subscriptionId: string, ...answers: Answer[]): void;
  /** Resolves once `count` pushes were received in all. */
  waitFor(count: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const PADDING_DELIMITER_LAST = 0x02;

/** RFC 8291 §3.4 and RFC 8188: one record, aes128gcm. */
export const decryptAes128gcm = (
  body: Buffer,
  receiver: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer },
) => {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('keyid is not an uncompressed P-256 key');
  if (cipherText.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(receiver.privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.publicKey,
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, receiver.authSecret, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== PADDING_DELIMITER_LAST) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
};

/** RFC 8292 §3: `vapid t=<JWT>, k=<key>`. */
const verifyVapid = async (header: string | undefined, audience: string, now: number) => {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a vapid Authorization header: ${header}`);
  const [, token, serverKey] = match as unknown as [string, string, string];
  const point = Buffer.from(serverKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload, protectedHeader } = await jwtVerify(token, key, {
    algorithms: ['ES256'],
    audience,
  });
  if (protectedHeader.typ !== 'JWT') throw new Error('typ is not JWT');
  const exp = Number(payload.exp);
  if (!(exp > now / 1000 && exp <= now / 1000 + 24 * 3600)) {
    throw new Error(`exp is not within 24 hours: ${exp}`);
  }
  const sub = String(payload.sub);
  if (!/^(mailto:|https:)/.test(sub)) throw new Error(`sub is not mailto: or https: (${sub})`);
  return { claims: { aud: String(payload.aud), exp, sub }, serverKey };
};

export const startPushService = async (): Promise<TestPushService> => {
  const keys = new Map<string, { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer }>();
  const answers = new Map<string, Answer[]>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const requests = new Map<string, number>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
        requests.set(id, (requests.get(id) ?? 0) + 1);
        const next = answers.get(id)?.shift() ?? { status: 201 };
        if (next.drop) {
          request.socket.destroy();
          return;
        }
        try {
          const receiver = keys.get(id);
          if (request.method !== 'POST' || !receiver) throw new Error(`unknown ${request.url}`);
          if (request.headers['content-encoding'] !== 'aes128gcm') {
            throw new Error('Content-Encoding is not aes128gcm');
          }
          const ttl = Number(request.headers.ttl);
          if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
          const { claims, serverKey } = await verifyVapid(
            request.headers.authorization,
            origin,
            Date.now(),
          );
          const text = decryptAes128gcm(Buffer.concat(chunks), receiver);
          if (next.status === 201 && !next.hang) {
            received.push({
              subscriptionId: id,
              payload: JSON.parse(text) as Record<string, unknown>,
              ttl,
              urgency: request.headers.urgency as string | undefined,
              topic: request.headers.topic as string | undefined,
              claims,
              serverKey,
            });
          }
        } catch (error) {
          rejected.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
          return;
        }
        for (const waiter of waiters.filter((item) => received.length >= item.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        if (next.hang) {
          hanging.add(response);
          return;
        }
        response.writeHead(next.status, next.headers).end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    requests,
    subscription() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      keys.set(id, { privateKey: ecdh.getPrivateKey(), publicKey, authSecret });
      const endpoint = `${origin}/push/${id}`;
      const subscriptionKeys = {
        p256dh: publicKey.toString('base64url'),
        auth: authSecret.toString('base64url'),
      };
      return {
        id,
        endpoint,
        keys: subscriptionKeys,
        json: { endpoint, expirationTime: null, keys: subscriptionKeys },
      };
    },
    answer(subscriptionId, ...next) {
      answers.set(subscriptionId, [...(answers.get(subscriptionId) ?? []), ...next]);
    },
    waitFor(count) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve) => waiters.push({ count, resolve: () => resolve(received) }));
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
