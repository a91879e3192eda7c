/** What every feature module receives: configuration and the shared infrastructure. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { Clock } from './infra/clock';
import type { Config } from './infra/config';
import type { Mailer } from './infra/mail';

export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Key that signs bearer tokens and keys the hashes of reset codes. */
  secret: string;
  log: FastifyBaseLogger;
}
