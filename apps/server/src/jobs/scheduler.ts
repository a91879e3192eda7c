import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { minutes } from '../infra/clock';
import { pruneExpiredSessions } from '../modules/auth/sessions';
import { pruneExpiredTickets } from '../modules/live/tickets';
import { pruneOldNotifications } from '../modules/notifications/service';
import { pruneExpiredSignIns } from '../modules/sso/service';
import { deleteExpiredCounters, deleteUnverifiedAccounts } from './delete-unverified-accounts';

const CLEANUP_EVERY_MS = minutes(10);

/** Runs the periodic jobs in this process; answers a function that stops them. */
export const startJobs = (context: AppContext, log: FastifyBaseLogger) => {
  const runCleanup = async () => {
    try {
      const deleted = await deleteUnverifiedAccounts(context);
      await deleteExpiredCounters(context);
      await pruneExpiredSessions(context);
      await pruneOldNotifications(context);
      await pruneExpiredTickets(context);
      await pruneExpiredSignIns(context);
      if (deleted > 0) log.info({ deleted }, 'deleted accounts left unverified for 24 hours');
    } catch (error) {
      log.error({ err: error }, 'cleanup failed');
    }
  };
  void runCleanup();
  const timer = setInterval(() => void runCleanup(), CLEANUP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
};
