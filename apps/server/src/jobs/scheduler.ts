import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { minutes } from '../infra/clock';
import { pruneExpiredSessions } from '../modules/auth/sessions';
import { sendDueReminders } from '../modules/events/reminders';
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
  const runReminders = async () => {
    try {
      const sent = await sendDueReminders(context);
      if (sent > 0) log.info({ sent }, 'sent event reminders');
    } catch (error) {
      log.error({ err: error }, 'event reminders failed');
    }
  };
  void runCleanup();
  void runReminders();
  const timer = setInterval(() => void runCleanup(), CLEANUP_EVERY_MS);
  timer.unref();
  const reminders = setInterval(() => void runReminders(), context.config.eventRemindersEveryMs);
  reminders.unref();
  return () => {
    clearInterval(timer);
    clearInterval(reminders);
  };
};
