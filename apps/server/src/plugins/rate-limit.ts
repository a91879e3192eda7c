/**
 * Request limits through @fastify/rate-limit. Counters live in Redis when REDIS_URL is set and in
 * the database otherwise, so every server process sees the same counts.
 *
 * When the counters cannot be reached, requests are let through uncounted (and a warning logged)
 * rather than refused: an outage of Redis must not become an outage of the campus.
 */
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import type { Clock } from '../infra/clock';
import { tooManyRequests } from '../infra/errors';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A store for @fastify/rate-limit backed by the rate_limit_counters table. */
class DatabaseStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number) {
    const now = this.clock.now();
    const windowEnd = new Date(now.getTime() + timeWindow);
    const counter = rateLimitCounters;
    const expired = sql`${counter.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
    this.db
      .insert(counter)
      .values({ key, count: 1, windowEndsAt: windowEnd })
      .onConflictDoUpdate({
        target: counter.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${counter.count} + 1 END`,
          windowEndsAt: sql`CASE WHEN ${expired} THEN ${windowEnd.toISOString()}::timestamptz ELSE ${counter.windowEndsAt} END`,
        },
      })
      .returning({ count: counter.count, windowEndsAt: counter.windowEndsAt })
      .then(([row]) => {
        if (!row) throw new Error('rate limit counter was not written');
        callback(null, { current: row.count, ttl: row.windowEndsAt.getTime() - now.getTime() });
      })
      .catch((error: Error) => callback(error));
  }

  read(key: string, callback: Callback) {
    const now = this.clock.now();
    this.db
      .select()
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${key}`)
      .then(([row]) => {
        if (!row || row.windowEndsAt <= now) return callback(null, { current: 0, ttl: 0 });
        callback(null, { current: row.count, ttl: row.windowEndsAt.getTime() - now.getTime() });
      })
      .catch((error: Error) => callback(error));
  }

  child() {
    // Keys carry their limit's name, so one table serves every limit.
    return this;
  }
}

/**
 * A store for @fastify/rate-limit in Redis, under `quad-rate:{limit name}:{key}`. The package's own
 * Redis store names keys after the route, which limits made with createRateLimit do not have.
 */
class RedisCounterStore {
  constructor(private readonly redis: Redis) {}

  incr(key: string, callback: Callback, timeWindow: number) {
    const redisKey = redisKeyOf(key);
    this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, timeWindow, 'NX')
      .pttl(redisKey)
      .exec()
      .then((replies) => callback(null, counterOf(replies)))
      .catch((error: Error) => callback(error));
  }

  read(key: string, callback: Callback) {
    const redisKey = redisKeyOf(key);
    this.redis
      .multi()
      .get(redisKey)
      .pttl(redisKey)
      .exec()
      .then((replies) => callback(null, counterOf(replies)))
      .catch((error: Error) => callback(error));
  }

  child() {
    return this;
  }
}

export const redisKeyOf = (key: string) => `quad-rate:${key}`;

type MultiReplies = [error: Error | null, result: unknown][] | null;

/** The first reply is the count, the last the milliseconds left (negative when there is no key). */
const counterOf = (replies: MultiReplies) => {
  if (!replies) throw new Error('rate limit transaction was aborted');
  const failed = replies.find(([error]) => error);
  if (failed?.[0]) throw failed[0];
  const current = Number(replies[0]?.[1] ?? 0);
  const ttl = Number(replies.at(-1)?.[1] ?? 0);
  return { current, ttl: Math.max(0, ttl) };
};

/** Commands are not queued while Redis is away: the first requests wait for it to be reached. */
const firstConnection = (redis: Redis) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 2_000);
    redis.once('ready', done);
    redis.once('error', done);
  });

export interface RateLimitOptions {
  enabled: boolean;
  db: Database;
  clock: Clock;
  redisUrl: string | undefined;
}

export const registerRateLimit = async (app: FastifyInstance, options: RateLimitOptions) => {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        connectTimeout: 500,
        // While Redis is away, a count fails at once instead of waiting for it to come back.
        enableOfflineQueue: false,
        commandTimeout: 500,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  if (redis) {
    // ioredis reconnects by itself; without a listener its errors would be printed as unhandled.
    redis.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'Redis unreachable: request limits are not counted'),
    );
    app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
    await firstConnection(redis);
  }
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    skipOnError: true,
    store: redis ? storeFactory(() => new RedisCounterStore(redis)) : databaseStoreFactory(options),
    errorResponseBuilder: (_request, context) => tooManyRequests(tooManyAttempts(context.ttl)),
  });
};

/** @fastify/rate-limit constructs the store class itself, with `new`. */
const storeFactory = <Store>(make: () => Store) =>
  function CounterStore() {
    return make();
  } as unknown as new () => Store;

const databaseStoreFactory = ({ db, clock }: RateLimitOptions) =>
  storeFactory(() => new DatabaseStore(db, clock));

export interface Limit {
  /** Names the counter, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: the client address by default, or e.g. the e-mail in the body. */
  key?: (request: FastifyRequest) => string;
}

const byAddress = (request: FastifyRequest) => request.ip;

const tooManyAttempts = (ttlMs: number) =>
  `Too many attempts. Please wait ${Math.max(1, Math.ceil(ttlMs / 60_000))} minute(s) and try again.`;

/** A preHandler that refuses with 429 once `max` requests came within the window. */
export const limitRequests = (
  app: FastifyInstance,
  enabled: boolean,
  limit: Limit,
): preHandlerAsyncHookHandler => {
  if (!enabled) return async () => {};
  const keyOf = limit.key ?? byAddress;
  // Not app.rateLimit(): its handlers share one "already ran" flag per request, so a route's
  // second limit (per address, then per e-mail) would never be counted.
  const count = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${limit.name}:${keyOf(request)}`,
  });
  return async (request, reply) => {
    const status = await count(request);
    if (status.isAllowed || !status.isExceeded) return;
    reply.header('retry-after', status.ttlInSeconds);
    throw tooManyRequests(tooManyAttempts(status.ttl));
  };
};

/**
 * Counts only what the caller reports (e.g. wrong passwords); `refuseIfExceeded` answers 429,
 * with this limit's message or the common one, once `max` were reported within the window.
 */
export const failureCounter = (
  app: FastifyInstance,
  enabled: boolean,
  limit: Required<Limit> & { message?: string },
) => {
  const counter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
  });
  return {
    async refuseIfExceeded(request: FastifyRequest, reply: FastifyReply) {
      if (!enabled) return;
      const status = await counter(request, { increment: false });
      if (status.isAllowed || status.remaining > 0) return;
      reply.header('retry-after', status.ttlInSeconds);
      throw tooManyRequests(limit.message ?? tooManyAttempts(status.ttl));
    },
    async record(request: FastifyRequest) {
      if (enabled) await counter(request);
    },
  };
};
