/**
 * The push worker of one server process. It claims owed pushes (queue.ts) with
 * `FOR UPDATE SKIP LOCKED`, so several processes never take the same row, and moves each claimed
 * row's next_attempt_at forward by a lease: a process killed while sending leaves its rows to be
 * claimed again once the lease ends. It wakes when a transaction that owed a push commits
 * (pg_notify on PUSH_CHANNEL), when a retry falls due, and on a slow poll besides.
 *
 * At send time it checks again what the queue checked when the push was owed (the member's push
 * choice for the kind, a pause, the device's alerts) and that the member may still see what it
 * tells of (db/visibility.ts through the notifications and messages services), then builds the
 * payload and sends. A sent push and a given-up one are deleted; 404 and 410 delete the
 * subscription (its rows with it); 429, 5xx and network failures are tried again with a growing
 * pause, after Retry-After when the service says so. At most BATCH pushes are in flight, each
 * under the sender's deadline, so nothing a push service does can stall the server.
 */
import type { DeliveryKind, Notification, PushPayload } from '@quad/contract';
import { and, eq, inArray, min, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DatabaseChannels } from '../../db/channels';
import { selectRows } from '../../db/rows';
import { pushDeliveries, pushSubscriptions, users } from '../../db/schema';
import { memberLanguage, sayIn } from '../../i18n/translate';
import { addMs, days, minutes } from '../../infra/clock';
import { outboundRulesOf } from '../../infra/outbound-url';
import { absoluteOf } from '../../plugins/image-urls';
import { reachOf } from '../delivery/service';
import { messagesForPush, unreadConversations } from '../messages/service';
import { notificationsWithIds, unreadCount } from '../notifications/service';
import { PUSH_CHANNEL, groupBy } from './queue';
import { createPushSender, topicOf, type PushMessage, type PushSender } from './sender';
import { messageSaid, notificationSaid, type Said } from './sentences';
import { alertOn } from './subscriptions';

/** Pushes claimed, and in flight, at once. */
const BATCH = 50;
/** After this many attempts a push is given up. */
const MAX_ATTEMPTS = 8;
/** The first retry's pause; each next one doubles, up to an hour. */
const FIRST_RETRY_MS = 10_000;
const LAST_RETRY_MS = minutes(60);
/** Looked at even when nothing woke it: retries fall due, a notice may have been missed. */
const POLL_MS = 10_000;
/** While the database's notices are not heard (the listening connection is down). */
const POLL_DEAF_MS = 2_000;

/** How long a push service keeps a push for a device that is offline, in seconds. */
export const TTL_SECONDS = { message: days(28) / 1000, other: days(1) / 1000 };
/** A payload's body is cut to this many characters (a push carries at most 4 KB). */
const BODY_MAX_CHARS = 500;

interface Claimed {
  id: string;
  subscription_id: string;
  notification_id: string | null;
  message_id: string | null;
  kind: string;
  attempts: number;
}

export interface PushWorker {
  start(): Promise<void>;
  /** Look for due pushes now. */
  wake(): void;
  /** Answers once nothing is due and nothing in flight (tests, the benchmark). */
  idle(): Promise<void>;
  /** Stops claiming and waits for the pushes in flight. */
  stop(): Promise<void>;
}

const cut = (text: string) =>
  text.length > BODY_MAX_CHARS ? `${text.slice(0, BODY_MAX_CHARS - 1)}…` : text;

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);

export const openPushWorker = (
  context: AppContext,
  channels: DatabaseChannels,
  sender: PushSender = createPushSender({
    vapid: context.vapid,
    subject: context.config.vapid.subject,
    timeoutMs: context.config.pushTimeoutMs,
    rules: outboundRulesOf(context.config.publicUrl),
    now: () => context.clock.now(),
  }),
): PushWorker => {
  const { db, config, log } = context;
  /** A claimed row is left to others after this long: longer than any batch can take. */
  const leaseMs = 3 * config.pushTimeoutMs + 5_000;
  const bases = { app: config.publicUrl, media: config.mediaUrl ?? config.publicUrl };
  let started = false;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let idleWaiters: (() => void)[] = [];

  const claim = async (): Promise<Claimed[]> => {
    const now = context.clock.now();
    return selectRows<Claimed>(
      db,
      sql`
      with due as (
        select id from ${pushDeliveries}
        where next_attempt_at <= ${now.toISOString()}::timestamptz
        order by next_attempt_at
        limit ${BATCH}
        for update skip locked
      )
      update ${pushDeliveries} d
      set next_attempt_at = ${addMs(now, leaseMs).toISOString()}::timestamptz,
          attempts = d.attempts + 1
      from due where d.id = due.id
      returning d.id, d.subscription_id, d.notification_id, d.message_id, d.kind, d.attempts`,
    );
  };

  const done = (ids: string[]) =>
    ids.length === 0
      ? Promise.resolve()
      : db
          .delete(pushDeliveries)
          .where(inArray(pushDeliveries.id, ids))
          .then(() => undefined);

  /**
   * The claimed rows still this process's, their lease begun again for the sending. Reading what
   * a batch says can outlast a lease on a busy machine; a row another process claimed meanwhile
   * has had its attempts counted again, so it is left to that process and sent once.
   */
  const keepLeases = async (rows: Claimed[]) => {
    if (rows.length === 0) return new Set<string>();
    const leaseEnd = addMs(context.clock.now(), leaseMs).toISOString();
    const mine = sql.join(
      rows.map((row) => sql`(${row.id}::uuid, ${row.attempts}::int)`),
      sql`, `,
    );
    const kept = await selectRows<{ id: string }>(
      db,
      sql`
      update ${pushDeliveries} d
      set next_attempt_at = ${leaseEnd}::timestamptz
      where (d.id, d.attempts) in (${mine})
      returning d.id`,
    );
    return new Set(kept.map((row) => row.id));
  };

  /** What each claimed row says, for its member; rows that should no longer go are answered as undefined. */
  const prepare = async (rows: Claimed[]) => {
    const now = context.clock.now();
    const subscriptions = new Map(
      (
        await db
          .select()
          .from(pushSubscriptions)
          .where(
            inArray(
              pushSubscriptions.id,
              rows.map((row) => row.subscription_id),
            ),
          )
      ).map((row) => [row.id, row]),
    );
    const wanted = new Set<string>();
    for (const [kind, ofKind] of groupBy(rows, (row) => row.kind)) {
      const members = ofKind.flatMap((row) => subscriptions.get(row.subscription_id)?.userId ?? []);
      const reach = await reachOf(db, members, kind as DeliveryKind, now);
      for (const row of ofKind) {
        const subscription = subscriptions.get(row.subscription_id);
        if (!subscription) continue;
        const how = reach.get(subscription.userId);
        if (how?.push && !how.paused && alertOn(subscription.alerts, kind)) wanted.add(row.id);
      }
    }
    const said = new Map<string, Said & { icon: string }>();
    const badges = new Map<string, number>();
    const byMember = groupBy(
      rows.filter((row) => wanted.has(row.id)),
      (row) => subscriptions.get(row.subscription_id)!.userId,
    );
    // Each member's pushes are written in the language they chose.
    const languages = new Map(
      byMember.size === 0
        ? []
        : (
            await db
              .select({ id: users.id, language: users.language })
              .from(users)
              .where(inArray(users.id, [...byMember.keys()]))
          ).map((row) => [row.id, memberLanguage(row.language)]),
    );
    await Promise.all(
      [...byMember].map(async ([memberId, ofMember]) => {
        const notificationIds = ofMember.flatMap((row) => row.notification_id ?? []);
        const messageIds = ofMember.flatMap((row) => row.message_id ?? []);
        const [notifications, messages, unread, conversations] = await Promise.all([
          notificationsWithIds(context, memberId, notificationIds),
          messagesForPush(context, memberId, messageIds),
          unreadCount(context, memberId),
          unreadConversations(context, memberId),
        ]);
        badges.set(memberId, unread + conversations);
        const notificationById = new Map<string, Notification>(
          notifications.map((item) => [item._id, item]),
        );
        const messageById = new Map(messages.map((item) => [item.id, item]));
        const say = sayIn(languages.get(memberId) ?? memberLanguage(null));
        for (const row of ofMember) {
          const notification = row.notification_id
            ? notificationById.get(row.notification_id)
            : undefined;
          const message = row.message_id ? messageById.get(row.message_id) : undefined;
          if (notification) {
            said.set(row.id, {
              ...notificationSaid(notification, config.productName, say),
              icon: notification.actor.picture,
            });
          } else if (message) {
            said.set(row.id, {
              ...messageSaid(
                {
                  conversationId: message.conversationId,
                  sender: {
                    first_name: message.sender.firstName,
                    last_name: message.sender.lastName,
                    username: message.sender.username,
                  },
                  text: message.text,
                  hasImage: message.mediaId !== null,
                },
                say,
              ),
              icon: message.sender.picture,
            });
          }
        }
      }),
    );
    return rows.map((row) => {
      const subscription = subscriptions.get(row.subscription_id);
      const what = said.get(row.id);
      if (!subscription || !what) return { row, message: undefined };
      const isMessage = row.kind === 'message';
      const payload: PushPayload = {
        kind: row.kind as DeliveryKind,
        title: what.title,
        body: cut(what.body),
        url: `${config.publicUrl}${what.path}`,
        tag: what.tag,
        icon: absoluteOf(what.icon, bases),
        badge: badges.get(subscription.userId),
      };
      const message: PushMessage = {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        payload: JSON.stringify(payload),
        ttl: isMessage ? TTL_SECONDS.message : TTL_SECONDS.other,
        urgency: isMessage ? 'high' : 'normal',
        topic: topicOf(what.tag),
      };
      return { row, message };
    });
  };

  const deliver = async (row: Claimed, message: PushMessage) => {
    const outcome = await sender.send(message);
    switch (outcome.kind) {
      case 'sent':
        await done([row.id]);
        return;
      case 'gone':
        // Its other owed pushes go with it.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscription_id));
        return;
      case 'refused':
        log.warn({ status: outcome.status, error: outcome.error }, 'a push was refused');
        await done([row.id]);
        return;
      case 'retry': {
        if (row.attempts >= MAX_ATTEMPTS) {
          log.warn({ status: outcome.status, error: outcome.error }, 'a push was given up');
          await done([row.id]);
          return;
        }
        const delay = outcome.retryAfterMs ?? retryDelayMs(row.attempts);
        await db
          .update(pushDeliveries)
          .set({ nextAttemptAt: addMs(context.clock.now(), delay) })
          .where(eq(pushDeliveries.id, row.id));
      }
    }
  };

  /** One batch: answers whether there may be more. */
  const runBatch = async () => {
    const rows = await claim();
    if (rows.length === 0) return false;
    const prepared = await prepare(rows);
    await done(prepared.filter((item) => !item.message).map((item) => item.row.id));
    const kept = await keepLeases(prepared.flatMap((item) => (item.message ? [item.row] : [])));
    await Promise.all(
      prepared.map(async ({ row, message }) => {
        if (!message || !kept.has(row.id)) return;
        try {
          await deliver(row, message);
        } catch (error) {
          // The database failed: the lease brings the row back.
          log.error({ err: error }, 'a push could not be recorded');
        }
      }),
    );
    return rows.length === BATCH;
  };

  /** When to look next: the earliest row owed, or the slow poll. */
  const schedule = async () => {
    clearTimeout(timer);
    if (stopped) return;
    let wait = channels.listening ? POLL_MS : POLL_DEAF_MS;
    try {
      const [next] = await db
        .select({ at: min(pushDeliveries.nextAttemptAt) })
        .from(pushDeliveries);
      if (next?.at) {
        wait = Math.min(wait, Math.max(0, next.at.getTime() - context.clock.now().getTime()));
      }
    } catch {
      // Looked at again on the poll.
    }
    timer = setTimeout(wake, wait);
    timer.unref();
  };

  const run = async () => {
    do {
      again = false;
      try {
        while (!stopped && (await runBatch()));
      } catch (error) {
        log.error({ err: error }, 'the push worker failed; it looks again shortly');
      }
      // A wake while the timer was being set (a push owed meanwhile) is a pass more, not a wait
      // for the slow poll.
      await schedule();
    } while (again && !stopped);
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  function wake() {
    if (!started || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
    });
  }

  return {
    async start() {
      if (started) return;
      started = true;
      await channels.subscribe(PUSH_CHANNEL, {
        onMessage: wake,
        onInterrupted: () => {},
        onResumed: wake,
      });
      wake();
    },
    wake,
    async idle() {
      wake();
      if (!running) return;
      await new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      sender.close();
      for (const resolve of idleWaiters.splice(0)) resolve();
      idleWaiters = [];
    },
  };
};

/** For tests: the pushes still owed to a subscription. */
export const owedTo = (context: Pick<AppContext, 'db'>, subscriptionId: string) =>
  context.db
    .select()
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.subscriptionId, subscriptionId)));
