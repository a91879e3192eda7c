import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { minutes } from '../infra/clock';
import { pruneExpiredSessions } from '../modules/auth/sessions';
import { sendDueDigests } from '../modules/delivery/digest';
import { sendDueEmails } from '../modules/delivery/immediate-emails';
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
  let emailing = false;
  const runEmails = async () => {
    // A run that outlasts the interval is not doubled by the next tick in this process.
    if (emailing) return;
    emailing = true;
    try {
      const emails = await sendDueEmails(context);
      const digests = await sendDueDigests(context);
      if (emails + digests > 0) log.info({ emails, digests }, 'sent notification e-mails');
    } catch (error) {
      log.error({ err: error }, 'notification e-mails failed');
    } finally {
      emailing = false;
    }
  };
  void runCleanup();
  void runReminders();
  void runEmails();
  const timer = setInterval(() => void runCleanup(), CLEANUP_EVERY_MS);
  timer.unref();
  const reminders = setInterval(() => void runReminders(), context.config.eventRemindersEveryMs);
  reminders.unref();
  const emails = setInterval(() => void runEmails(), context.config.emailsEveryMs);
  emails.unref();
  return () => {
    clearInterval(timer);
    clearInterval(reminders);
    clearInterval(emails);
  };
};
