/**
 * buildTestApp(): the real application on a copy of the migrated template database, a temp
 * DATA_DIR (outbox, signing secret), a manual clock and no logger. Requests go through
 * app.inject(); every answer is checked for leaked password hashes and stack traces.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  endpoints,
  fillPath,
  servedPathOf,
  type Answer,
  type BodyInput,
  type EndpointName,
  type Endpoints,
  type IsMultipart,
  type MessageResponse,
  type ParamsInput,
  type QueryInput,
} from '@quad/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CustomFetch } from 'openid-client';
import { buildApp, type App } from '../src/app';
import type { Database, DatabaseHandle } from '../src/db/client';
import { loadConfig, type Config } from '../src/infra/config';
import type { Mailer } from '../src/infra/mail';
import { objectKeyOf } from '../src/infra/media/s3-storage';
import { ManualClock } from './manual-clock';
import { filesUnder } from './media-files';
import { outboxDir, readOutbox } from './outbox';
import { startS3Server, type TestS3Server } from './s3-server';
import {
  copyTemplateDatabase,
  resetDatabase,
  testFileDatabase,
  type DatabaseCopy,
} from './test-database';

export const TEST_PUBLIC_URL = 'https://quad.test';

export interface TestAppOptions {
  /** Extra configuration, as environment variables (e.g. SMTP_URL, WEB_DIST_DIR). */
  env?: Record<string, string>;
  /** Request limits are off unless a test is about them. */
  rateLimit?: boolean;
  clock?: ManualClock;
  /** Another app's database, to run two server processes on one database. */
  database?: DatabaseHandle;
  /** Let buildApp open and close its own copy of the template, as the real server does. */
  ownDatabase?: boolean;
  /** Replaces the outbox (or SMTP_URL) mailer. */
  mailer?: Mailer;
  /** 's3': media in a bucket of an S3 server started for this app (closed with it). */
  media?: 'local' | 's3';
  /** The HTTP client of the OpenID Connect sign-in. */
  oidcFetch?: CustomFetch;
}

export interface TestResponse<T> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: T;
  text: string;
}

export interface CallOptions<N extends EndpointName> {
  /** A body the contract allows; `payload` sends one it does not, to see it refused. */
  body?: IsMultipart<Endpoints[N]> extends true ? FormData : BodyInput<Endpoints[N]>;
  payload?: InjectOptions['payload'];
  params?: ParamsInput<Endpoints[N]>;
  query?: QueryInput<Endpoints[N]>;
  token?: string;
  /** The client address the request comes from. */
  ip?: string;
  headers?: Record<string, string>;
}

/** A call's answer: the contract's success answer, or `{ message }` when it failed. */
export type CallAnswer<N extends EndpointName> = Answer<Endpoints[N]> & Partial<MessageResponse>;

export interface TestApp {
  app: App;
  config: Config;
  clock: ManualClock;
  db: Database;
  /** This app's database, for a second app on it (closing it is left to its owner). */
  database: DatabaseHandle;
  dataDir: string;
  /** The S3 server of an app built with `media: 's3'`. */
  s3: TestS3Server | undefined;
  /** The keys of every stored media file, in DATA_DIR/media or in the bucket, sorted. */
  mediaKeys(): Promise<string[]>;
  /** One of the contract's endpoints, by name, typed from its entry. */
  call<N extends EndpointName>(
    name: N,
    options?: CallOptions<N>,
  ): Promise<TestResponse<CallAnswer<N>>>;
  inject<T = Record<string, unknown>>(options: InjectOptions): Promise<TestResponse<T>>;
  readOutbox(to: string): ReturnType<typeof readOutbox>;
  /** Empties the tables, the outbox and the media and sets the clock back to now; for beforeEach. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const STACK_LINE = /\n\s+at .+:\d+:\d+/;

/** What no answer may ever contain. */
const assertSafeAnswer = (response: LightMyRequestResponse, url: string) => {
  if (response.payload.includes('$argon2')) {
    throw new Error(`${url} answered a password hash: ${response.payload}`);
  }
  if (STACK_LINE.test(response.payload) || /"stack"\s*:/.test(response.payload)) {
    throw new Error(`${url} answered a stack trace: ${response.payload}`);
  }
};

const stringValues = (query: object) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );

const parseBody = (response: LightMyRequestResponse): unknown => {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json') || response.payload === '') return response.payload;
  return JSON.parse(response.payload);
};

export const buildTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-server-data-'));
  const s3 = options.media === 's3' ? await startS3Server() : undefined;
  const clock = options.clock ?? new ManualClock();
  let copy: DatabaseCopy | undefined;
  if (options.ownDatabase) copy = await copyTemplateDatabase(path.join(dataDir, 'db'));

  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    RATE_LIMIT: options.rateLimit ? 'on' : 'off',
    LOG_LEVEL: 'silent',
    // No web build unless a test makes one.
    WEB_DIST_DIR: path.join(dataDir, 'web-dist'),
    ...(copy?.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
    ...s3?.env,
    ...options.env,
  });
  const database = options.ownDatabase
    ? undefined
    : (options.database ?? (await testFileDatabase()));
  const app = await buildApp(config, {
    ...(database ? { database } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.oidcFetch ? { oidcFetch: options.oidcFetch } : {}),
    clock,
    logger: false,
  }).catch(async (error: unknown) => {
    await s3?.close();
    throw error;
  });

  const inject = async <T>(injectOptions: InjectOptions): Promise<TestResponse<T>> => {
    const response = await app.inject(injectOptions);
    assertSafeAnswer(response, JSON.stringify(injectOptions.url));
    return {
      status: response.statusCode,
      headers: response.headers,
      body: parseBody(response) as T,
      text: response.payload,
    };
  };

  return {
    app,
    config,
    clock,
    db: app.context.db,
    database: {
      db: app.context.db,
      kind: database?.kind ?? (config.databaseUrl ? 'postgres' : 'pglite'),
      close: async () => {},
    },
    dataDir,
    s3,
    mediaKeys: async () => {
      if (s3) {
        const prefix = objectKeyOf('');
        return (await s3.objectKeys(prefix)).map((key) => key.slice(prefix.length));
      }
      return filesUnder(path.join(dataDir, 'media'));
    },
    inject,
    call: <N extends EndpointName>(name: N, call: CallOptions<N> = {}) => {
      const endpoint = endpoints[name];
      const headers: Record<string, string> = { ...call.headers };
      if (call.token) headers.authorization = `Bearer ${call.token}`;
      const payload = call.payload ?? call.body;
      return inject<CallAnswer<N>>({
        method: endpoint.method,
        url: fillPath(servedPathOf(endpoint), call.params),
        headers,
        ...(call.query ? { query: stringValues(call.query) } : {}),
        ...(call.ip ? { remoteAddress: call.ip } : {}),
        ...(payload === undefined ? {} : { payload }),
      });
    },
    readOutbox: (to) => readOutbox(dataDir, to),
    reset: async () => {
      await resetDatabase(app.context.db);
      // Rows went without the announcements the app makes when it ends sessions itself.
      app.context.sessions.forgetAll();
      await rm(outboxDir(dataDir), { recursive: true, force: true });
      if (s3) await s3.empty();
      else await rm(path.join(dataDir, 'media'), { recursive: true, force: true });
      clock.set(ManualClock.wholeSecondNow());
    },
    close: async () => {
      await app.close();
      await copy?.drop();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
