/**
 * "Immediately": a notification or direct message still unread EMAIL_DELAY_MINUTES after it was
 * made is e-mailed, with the member's others that became due with it, in one e-mail.
 *
 * Every server process runs this job. Each run claims what is owed a decision (FOR UPDATE SKIP
 * LOCKED, so two processes never take the same rows) and, in the same transaction, records the
 * decision and what was e-mailed; the e-mails leave after the commit, so a crash in between loses
 * an e-mail but never sends one twice. Nothing goes to an unverified member, about something read
 * meanwhile, hidden from the member, or of a kind not set to Immediately.
 *
 * A pause drops what becomes due during it: those notifications and messages are never e-mailed
 * one by one (the bell and the digest still have them while unread). Something older than a day
 * when first looked at (the server was down, or it predates e-mail) is left to the digest too.
 */
import type { DeliveryKind } from '@quad/contract';
import type { AppContext } from '../../context';
import { viewerAt } from '../../db/visibility';
import { days } from '../../infra/clock';
import type { MailMessage } from '../../infra/mail';
import { renderMail } from '../../infra/mail-layout';
import { memberLanguage, sayIn } from '../../i18n/translate';
import { notificationsWithIds } from '../notifications/service';
import * as mailQueries from './mail-queries';
import {
  linesAsBlocks,
  messageLines,
  notificationLines,
  subjectOf,
  type MailLine,
} from './notification-emails';
import { emailReachOf } from './service';
import { topicTexts, unsubscribeUrl } from './unsubscribe';

const texts = {
  greeting: /*i18n*/ { id: 'Hi {firstName},' },
  happened: /*i18n*/ {
    id: '{count, plural, one {This happened on {productName}:} other {These happened on {productName}:}}',
  },
  open: /*i18n*/ { id: 'Open {productName}' },
};

/**
 * Kinds whose own module e-mails at once (a moderator's removal with its reason, an event's
 * reminder): not e-mailed a second time here; the digest leaves them out too once told.
 */
const EMAILED_BY_THEIR_MODULE: readonly DeliveryKind[] = ['content_removed', 'event_reminder'];

/** What one run claims at most of notifications, and of conversations. */
const BATCH = 500;
/** Older than this when first looked at, it is left to the digest. */
const TOO_OLD_MS = days(1);

interface Owed {
  notificationIds: string[];
  conversations: { conversationId: string; after: Date | null; through: Date }[];
}

/** Sends the e-mails that are due; answers how many were sent. */
export const sendDueEmails = async (
  context: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config' | 'secret' | 'log'>,
) => {
  let sent = 0;
  // Another batch while the last one was full.
  for (;;) {
    const { mails, full } = await decideOneBatch(context);
    for (const mail of mails) {
      try {
        await context.mailer.send(mail);
        sent += 1;
      } catch (error) {
        context.log.error({ err: error, to: mail.to }, 'notification e-mail failed');
      }
    }
    if (!full) return sent;
  }
};

const decideOneBatch = async (context: Pick<AppContext, 'db' | 'clock' | 'config' | 'secret'>) => {
  const now = context.clock.now();
  const cutoff = new Date(now.getTime() - context.config.emailDelayMs);
  const tooOld = new Date(cutoff.getTime() - TOO_OLD_MS);
  const mails: MailMessage[] = [];
  let full = false;
  await context.db.transaction(async (db) => {
    const notifications = await mailQueries.claimOwedNotifications(db, cutoff, BATCH);
    const conversations = await mailQueries.claimOwedConversations(db, cutoff, BATCH);
    full = notifications.length === BATCH || conversations.length === BATCH;

    const memberIds = [
      ...new Set([...notifications.map((n) => n.user_id), ...conversations.map((c) => c.user_id)]),
    ];
    const reach = await emailReachOf(db, memberIds, now);
    const recipients = new Map(
      (await mailQueries.recipientsOf(db, memberIds)).map((row) => [row.id, row]),
    );
    const wanted = (memberId: string, kind: DeliveryKind, madeAt: Date) => {
      const member = reach.get(memberId);
      return (
        recipients.get(memberId)?.verified === true &&
        member !== undefined &&
        !member.paused &&
        member.email(kind) === 'immediately' &&
        !EMAILED_BY_THEIR_MODULE.includes(kind) &&
        madeAt > tooOld
      );
    };

    const owed = new Map<string, Owed>();
    const owedOf = (memberId: string) => {
      let entry = owed.get(memberId);
      if (!entry) owed.set(memberId, (entry = { notificationIds: [], conversations: [] }));
      return entry;
    };
    for (const notification of notifications) {
      if (
        wanted(notification.user_id, notification.kind as DeliveryKind, notification.created_at)
      ) {
        owedOf(notification.user_id).notificationIds.push(notification.id);
      }
    }
    await mailQueries.markNotificationsChecked(
      db,
      notifications.map((n) => n.id),
      now,
    );

    for (const side of conversations) {
      const sideKey = { userId: side.user_id, conversationId: side.conversation_id };
      if (side.due_through === null) {
        // Nothing due yet; once everything received is read, nothing is owed.
        if (side.last_read_at && side.last_read_at >= side.last_received_at) {
          await mailQueries.markConversationChecked(db, sideKey, side.last_received_at);
        }
        continue;
      }
      if (wanted(side.user_id, 'message', side.due_through)) {
        owedOf(side.user_id).conversations.push({
          conversationId: side.conversation_id,
          after: side.checked_through,
          through: side.due_through,
        });
      }
      await mailQueries.markConversationChecked(db, sideKey, side.due_through);
    }

    const emailed: string[] = [];
    for (const [memberId, items] of owed) {
      const member = recipients.get(memberId)!;
      const viewer = viewerAt(context, memberId);
      // As far as shown to the member now: a blocked actor, a post they may no longer see, fall out.
      const shown = await notificationsWithIds(
        { db, clock: context.clock },
        memberId,
        items.notificationIds,
      );
      const messages = (
        await Promise.all(
          items.conversations.map((each) =>
            mailQueries.unreadMessages(db, viewer, [each.conversationId], {
              after: each.after,
              through: each.through,
            }),
          ),
        )
      ).flat();
      const say = sayIn(memberLanguage(member.language));
      const lines = [
        ...messageLines(context, messages, reach.get(memberId)!.showMessageText, say),
        ...notificationLines(context, shown, say),
      ];
      if (lines.length === 0) continue;
      emailed.push(...shown.map((notification) => notification._id));
      mails.push(notificationEmail(context, member, lines));
    }
    await mailQueries.markNotificationsEmailed(db, emailed, now);
  });
  return { mails, full };
};

/** The kind most lines are of: the one the e-mail's one-click unsubscribe turns off. */
const mainKind = (lines: MailLine[]) => {
  const counts = new Map<DeliveryKind, number>();
  for (const line of lines) counts.set(line.kind, (counts.get(line.kind) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
};

const notificationEmail = (
  context: Pick<AppContext, 'config' | 'secret'>,
  member: mailQueries.Recipient,
  lines: MailLine[],
): MailMessage => {
  const kind = mainKind(lines);
  const language = memberLanguage(member.language);
  const say = sayIn(language);
  const { productName } = context.config;
  return renderMail({
    to: member.email,
    language,
    subject: subjectOf(lines, say),
    preview: lines.map((line) => line.text).join(' · '),
    greeting: say(texts.greeting, { firstName: member.first_name }),
    blocks: [
      { kind: 'text', text: say(texts.happened, { count: lines.length, productName }) },
      ...linesAsBlocks(lines),
      { kind: 'button', label: say(texts.open, { productName }), href: lines[0]!.href },
    ],
    productName: context.config.productName,
    communityName: context.config.communityName,
    unsubscribe: {
      url: unsubscribeUrl(context, { memberId: member.id, topic: kind }),
      stop: topicTexts(kind, language).stop,
      settingsUrl: `${context.config.publicUrl}/settings`,
    },
  });
};
