/**
 * Push subscriptions, one per sign-in session (Mastodon's shape): subscribe, read, change the
 * alerts, unsubscribe. The endpoint is a URL the server will POST to, so it passes the outbound
 * URL guard here and again at every send.
 */
import {
  DELIVERY_KINDS,
  PUSH_ENDPOINT_MAX_BYTES,
  PUSH_TEXT,
  type CreatePushSubscriptionRequest,
  type DeliveryKind,
  type PushAlerts,
  type PushSubscriptionAnswer,
} from '@quad/contract';
import type { AppContext } from '../../context';
import { badInput, notFound } from '../../infra/errors';
import { newId } from '../../infra/ids';
import {
  checkOutboundUrl,
  OutboundUrlRefused,
  outboundRulesOf,
  type OutboundRefusal,
} from '../../infra/outbound-url';
import { isAuthSecret, isP256PublicKey } from './keys';
import * as queries from './subscription-queries';

interface SessionMember {
  id: string;
  sessionId: string;
}

const REFUSALS: Record<OutboundRefusal, string> = {
  not_url: PUSH_TEXT.endpointNotUrl,
  not_https: PUSH_TEXT.endpointNotHttps,
  private: PUSH_TEXT.endpointPrivate,
  unresolved: PUSH_TEXT.endpointUnresolved,
};

/** Every kind: those the member turned off for this device are off, any other is on. */
export const completeAlerts = (stored: Record<string, boolean>): PushAlerts =>
  Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, stored[kind] !== false])) as PushAlerts;

/** Whether a subscription's alerts let `kind` through (a kind left out is on). */
export const alertOn = (stored: Record<string, boolean>, kind: string) => stored[kind] !== false;

const answerOf = (context: AppContext, row: queries.SubscriptionRow): PushSubscriptionAnswer => ({
  id: row.id,
  endpoint: row.endpoint,
  alerts: completeAlerts(row.alerts),
  server_key: context.vapid.publicKey,
});

const explicitAlerts = (alerts: Partial<Record<DeliveryKind, boolean | undefined>> | undefined) =>
  Object.fromEntries(
    Object.entries(alerts ?? {}).filter(([, on]) => typeof on === 'boolean'),
  ) as Record<string, boolean>;

/** The endpoint's checks, in order; the first failing one is the answer. */
const checkEndpoint = async (context: AppContext, endpoint: string) => {
  if (Buffer.byteLength(endpoint) > PUSH_ENDPOINT_MAX_BYTES) {
    throw badInput(PUSH_TEXT.endpointTooLong);
  }
  try {
    await checkOutboundUrl(endpoint, outboundRulesOf(context.config.publicUrl));
  } catch (error) {
    if (error instanceof OutboundUrlRefused) throw badInput(REFUSALS[error.reason]);
    throw error;
  }
};

export const subscribe = async (
  context: AppContext,
  member: SessionMember,
  request: CreatePushSubscriptionRequest,
) => {
  const { endpoint, keys } = request.subscription;
  await checkEndpoint(context, endpoint);
  if (!isP256PublicKey(keys.p256dh)) throw badInput(PUSH_TEXT.badP256dh);
  if (!isAuthSecret(keys.auth)) throw badInput(PUSH_TEXT.badAuth);
  const row = await queries.replaceSubscription(context.db, {
    id: newId(),
    userId: member.id,
    sessionId: member.sessionId,
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    alerts: explicitAlerts(request.data?.alerts),
    createdAt: context.clock.now(),
  });
  return answerOf(context, row);
};

const NONE = () => notFound(PUSH_TEXT.noSubscription);

export const subscriptionOf = async (context: AppContext, member: SessionMember) => {
  const row = await queries.subscriptionOfSession(context.db, member.sessionId);
  if (!row) throw NONE();
  return answerOf(context, row);
};

export const changeAlerts = async (
  context: AppContext,
  member: SessionMember,
  alerts: Partial<Record<DeliveryKind, boolean | undefined>>,
) => {
  const row = await queries.setAlerts(context.db, member.sessionId, explicitAlerts(alerts));
  if (!row) throw NONE();
  return answerOf(context, row);
};

export const unsubscribe = async (context: AppContext, member: SessionMember) => {
  if (!(await queries.deleteSubscriptionOfSession(context.db, member.sessionId))) throw NONE();
  return {};
};
