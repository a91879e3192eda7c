/** What every feature module receives: configuration and the shared infrastructure. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { Clock } from './infra/clock';
import type { Config } from './infra/config';
import type { Mailer } from './infra/mail';
import type { VapidKeys } from './infra/secret';
import type { MediaStorage } from './infra/media/storage';
import type { SessionCache } from './modules/auth/session-cache';

export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Uploaded images. */
  media: MediaStorage;
  /** Key that signs bearer tokens and keys the hashes of reset codes. */
  secret: string;
  /** The Web Push key pair (VAPID): browsers subscribe with its public key. */
  vapid: VapidKeys;
  /** The sign-in sessions this process checked lately (auth/session-cache.ts). */
  sessions: SessionCache;
  log: FastifyBaseLogger;
}
