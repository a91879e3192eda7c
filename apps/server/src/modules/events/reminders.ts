/**
 * Event reminders, 24 hours and 1 hour before each occurrence, by notification and e-mail, to
 * those Going (and Interested, unless they turned it off). Every server process runs this job;
 * a transaction-level advisory lock lets one of them at a time look, and the sent-reminders table
 * (one row per member, occurrence and kind) makes each reminder go once whoever sends it. Nobody
 * is reminded of a cancelled event or occurrence, nor after answering Can't go (to that
 * occurrence, or to the series without answering that occurrence otherwise).
 */
import { EVENT_REMINDER_HOURS } from '@quad/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/rows';
import { eventRemindersSent } from '../../db/schema';
import { hours } from '../../infra/clock';
import type { MailMessage } from '../../infra/mail';
import { intlLocaleOf, memberLanguage, sayIn } from '../../i18n/translate';
import { emailReachOf } from '../delivery/service';
import { eventNotice } from '../notifications/events';
import { occurrencesOf } from './occurrences';
import * as queries from './queries';
import { repeats, timesOf } from './times';

/** The key of the reminders' advisory lock (any fixed number the app uses for nothing else). */
const REMINDERS_LOCK_KEY = 1_900_190_019;

const LONGEST = Math.max(...EVENT_REMINDER_HOURS);

/** The reminder due for an occurrence at `now`: the nearest of 24 h and 1 h that has come. */
const dueKind = (start: Date, now: Date) => {
  const left = start.getTime() - now.getTime();
  if (left <= 0) return undefined;
  const due = [...EVENT_REMINDER_HOURS]
    .sort((a, b) => a - b)
    .find((before) => left <= hours(before));
  return due === undefined ? undefined : `${due}h`;
};

const texts = {
  inAnHour: /*i18n*/ { id: 'Reminder: {title} starts in an hour' },
  tomorrow: /*i18n*/ { id: 'Reminder: {title} starts tomorrow' },
  greeting: /*i18n*/ { id: 'Hi {firstName},' },
  starts: /*i18n*/ { id: '{title} starts {when}.' },
  where: /*i18n*/ { id: 'Where: {location}' },
  online: /*i18n*/ { id: 'Online: {link}' },
};

const formatted = (start: Date, zone: string, allDay: boolean, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    ...(allDay ? {} : { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  } as const).format(start);

/** Sends the reminders that are due; answers how many members were reminded. */
export const sendDueReminders = async (
  context: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>,
) => {
  const now = context.clock.now();
  const mails: MailMessage[] = [];
  await context.db.transaction(async (db) => {
    const [lock] = await selectRows<{ locked: boolean }>(
      db,
      sql`select pg_try_advisory_xact_lock(${REMINDERS_LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return;
    const rows = await queries.eventsToRemind(db, now, new Date(now.getTime() + hours(LONGEST)));
    for (const row of rows) {
      const cancelled = new Set(row.cancelled_occurrences.map((date) => date.getTime()));
      for (const occurrence of occurrencesOf(timesOf(row))) {
        if (cancelled.has(occurrence.start.getTime())) continue;
        const kind = dueKind(occurrence.start, now);
        if (!kind) continue;
        // Going or Interested at this occurrence: by the answer to it, else to the series.
        const recipients = await queries.toRemind(
          db,
          row.post_id,
          repeats(row) ? occurrence.start : null,
          occurrence.start,
          kind,
        );
        if (recipients.length === 0) continue;
        const sent = await db
          .insert(eventRemindersSent)
          .values(
            recipients.map((each) => ({
              postId: row.post_id,
              userId: each.user_id,
              occursAt: occurrence.start,
              kind,
              sentAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ userId: eventRemindersSent.userId });
        const told = new Set(sent.map((each) => each.userId));
        await eventNotice(db, 'event_reminder', {
          actorId: row.user_id,
          userIds: [...told],
          postId: row.post_id,
          at: now,
        });
        // E-mailed unless the member turned e-mail of reminders Off, or paused notifications.
        const reach = await emailReachOf(db, [...told], now);
        const emailed = (memberId: string) => {
          const member = reach.get(memberId);
          return member !== undefined && !member.paused && member.email('event_reminder') !== 'off';
        };
        for (const each of recipients.filter(
          (recipient) => told.has(recipient.user_id) && emailed(recipient.user_id),
        )) {
          const language = memberLanguage(each.language);
          const say = sayIn(language);
          const when = formatted(
            occurrence.start,
            row.time_zone,
            row.all_day,
            intlLocaleOf(language),
          );
          mails.push({
            to: each.email,
            subject: say(kind === '1h' ? texts.inAnHour : texts.tomorrow, { title: row.title }),
            text: [
              say(texts.greeting, { firstName: each.first_name }),
              '',
              say(texts.starts, { title: row.title, when }),
              ...(row.location ? [say(texts.where, { location: row.location })] : []),
              ...(row.online_link ? [say(texts.online, { link: row.online_link })] : []),
              '',
              `${context.config.publicUrl}/events/${row.post_id}`,
              '',
              `— ${context.config.productName}`,
            ].join('\n'),
          });
        }
      }
    }
  });
  // Sent once the reminders are recorded: a crash in between loses an e-mail, never doubles one.
  for (const mail of mails) await context.mailer.send(mail);
  return mails.length;
};
