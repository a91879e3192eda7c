/**
 * Web Push (RFC 8030, VAPID RFC 8292, encrypted payloads RFC 8291): one subscription per sign-in
 * session, in the shape Mastodon's clients know (`POST /api/v1/push/subscription`).
 */
import { z } from 'zod';
import { DELIVERY_KINDS, type DeliveryKind } from './delivery';

/** The longest push endpoint accepted, in bytes: real push services' URLs are far shorter. */
export const PUSH_ENDPOINT_MAX_BYTES = 1024;

/** What a refused subscription is told (400). */
export const PUSH_TEXT = {
  endpointNotHttps: 'The push endpoint must be an https:// URL.',
  endpointNotUrl: 'The push endpoint must be a URL.',
  endpointTooLong: `The push endpoint must be at most ${PUSH_ENDPOINT_MAX_BYTES} bytes.`,
  endpointPrivate:
    'The push endpoint must be on the public internet, not a private, loopback or link-local address.',
  endpointUnresolved: 'The push endpoint’s host could not be found.',
  badP256dh: 'keys.p256dh must be an uncompressed P-256 public key (65 bytes, base64url).',
  badAuth: 'keys.auth must be a 16-byte secret (base64url).',
  unknownAlert: 'alerts may only name notification kinds and message.',
  noSubscription: 'This session has no push subscription.',
} as const;

/** Every kind, on or off; in a request a kind left out is on. */
export type PushAlerts = Record<DeliveryKind, boolean>;

const alertsSchema = z.strictObject(
  Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
    DeliveryKind,
    z.ZodOptional<z.ZodBoolean>
  >,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? PUSH_TEXT.unknownAlert : undefined) },
);

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/** What `PushSubscription.toJSON()` gives in a browser (its `expirationTime` is ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().min(1, PUSH_TEXT.endpointNotUrl),
  keys: z.object({
    p256dh: base64url.max(200, PUSH_TEXT.badP256dh),
    auth: base64url.max(100, PUSH_TEXT.badAuth),
  }),
});

export const createPushSubscriptionRequestSchema = z.object({
  subscription: pushSubscriptionSchema,
  data: z.object({ alerts: alertsSchema.optional() }).optional(),
});
export type CreatePushSubscriptionRequest = z.infer<typeof createPushSubscriptionRequestSchema>;

export const updatePushSubscriptionRequestSchema = z.object({
  data: z.object({ alerts: alertsSchema }),
});
export type UpdatePushSubscriptionRequest = z.infer<typeof updatePushSubscriptionRequestSchema>;

export const pushSubscriptionAnswerSchema = z.object({
  id: z.string(),
  endpoint: z.string(),
  /** Every kind: whether this device is pushed it (the member's own choice per kind still applies). */
  alerts: z.object(
    Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      DeliveryKind,
      z.ZodBoolean
    >,
  ),
  /** The server's VAPID public key (base64url): the browser's `applicationServerKey`. */
  server_key: z.string(),
});
export type PushSubscriptionAnswer = z.infer<typeof pushSubscriptionAnswerSchema>;

export const emptyAnswerSchema = z.object({});

export const pushServerKeySchema = z.object({ server_key: z.string() });

/**
 * What a push carries, encrypted, to the service worker: the sentence the bell says, the Quad
 * page it is about, and what the notification shows.
 */
export interface PushPayload {
  kind: DeliveryKind;
  title: string;
  body: string;
  /** The Quad page it is about, absolute. */
  url: string;
  /** One per conversation or post: a newer notification replaces the one shown. */
  tag: string;
  /** The actor's picture, absolute. */
  icon: string;
  /** The member's unread notifications and conversations with unread messages: the app's badge. */
  badge?: number;
}
