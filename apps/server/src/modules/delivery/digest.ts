/**
 * The digest: Daily, or Weekly on Mondays, at DIGEST_HOUR in TIME_ZONE, to the members not seen
 * since their last one (or, before their first, since the period began). It tells of their unread
 * notifications (the kinds they set to Digest, and those set to Immediately that no e-mail carried)
 * and messages, the friend requests waiting, the coming events they answered or of their groups,
 * and the most reacted posts of their friends and groups. Nothing to say, no digest.
 *
 * Every server process runs this job. A member's period is claimed with a conditional upsert of
 * `digest_period_at` in the transaction that builds the digest, so each member gets at most one
 * per period however many processes look; it is sent after the commit (a crash in between loses
 * that digest, never doubles it). A paused member's waits until the pause ends.
 */
import { TZDate } from '@date-fns/tz';
import { DELIVERY_KINDS, type DigestFrequency } from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { viewerAt } from '../../db/visibility';
import type { MailMessage } from '../../infra/mail';
import { renderMail, type MailBlock, type MailItem } from '../../infra/mail-layout';
import { intlLocaleOf, memberLanguage, sayIn } from '../../i18n/translate';
import { occurrencesOf } from '../events/occurrences';
import { notificationsWithIds } from '../notifications/service';
import * as digestQueries from './digest-queries';
import * as mailQueries from './mail-queries';
import { linesAsItems, messageLines, notificationLines } from './notification-emails';
import { emailReachOf, type EmailReach } from './service';
import { topicTexts, unsubscribeUrl } from './unsubscribe';

const texts = {
  greeting: /*i18n*/ { id: 'Hi {firstName},' },
  daySubject: /*i18n*/ { id: 'Your day on {productName}' },
  weekSubject: /*i18n*/ { id: 'Your week on {productName}' },
  preview: /*i18n*/ { id: 'What you missed on {productName}' },
  intro: /*i18n*/ { id: 'Here is what you missed on {productName}.' },
  open: /*i18n*/ { id: 'Open {productName}' },
  seeMore: /*i18n*/ { id: 'See {more} more' },
  notifications: /*i18n*/ { id: 'Notifications' },
  messages: /*i18n*/ { id: 'Messages' },
  requests: /*i18n*/ { id: 'Friend requests waiting' },
  comingUp: /*i18n*/ { id: 'Coming up' },
  popular: /*i18n*/ { id: 'Popular with your friends and groups' },
  answered: /*i18n*/ { id: 'you answered' },
  inYourGroup: /*i18n*/ { id: 'in your group' },
  postText: /*i18n*/ { id: '{name}: {text}' },
  sharedPost: /*i18n*/ { id: '{name} shared a post' },
  reactions: /*i18n*/ { id: '{count, plural, one {# reaction} other {# reactions}}' },
  inGroup: /*i18n*/ { id: 'in {group}' },
};

/** The weekly digest goes out on Mondays (getDay() of the campus's calendar). */
export const WEEKLY_DIGEST_DAY = 1;
/** Members decided in one transaction. */
const BATCH = 100;
/** What one digest lists at most of each part. */
const NOTIFICATIONS_SHOWN = 10;
const NOTIFICATIONS_READ = 50;
const REQUESTS_SHOWN = 3;
const EVENTS_SHOWN = 5;
const POSTS_SHOWN = 3;
const EXCERPT_MAX = 140;

type Frequency = Exclude<DigestFrequency, 'off'>;

/** The start of the current period of `frequency` at `now`, and of the one before it. */
export const digestPeriod = (
  frequency: Frequency,
  now: Date,
  timeZone: string,
  hour: number,
): { start: Date; previous: Date } => {
  const here = new TZDate(now.getTime(), timeZone);
  const at = (dayOffset: number) =>
    new TZDate(
      here.getFullYear(),
      here.getMonth(),
      here.getDate() + dayOffset,
      hour,
      0,
      0,
      timeZone,
    );
  let offset = at(0).getTime() <= now.getTime() ? 0 : -1;
  if (frequency === 'weekly') {
    while (at(offset).getDay() !== WEEKLY_DIGEST_DAY) offset -= 1;
  }
  const length = frequency === 'weekly' ? 7 : 1;
  return {
    start: new Date(at(offset).getTime()),
    previous: new Date(at(offset - length).getTime()),
  };
};

type DigestContext = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config' | 'secret' | 'log'>;

/** Sends the digests that are due; answers how many were sent. */
export const sendDueDigests = async (context: DigestContext) => {
  let sent = 0;
  for (const frequency of ['daily', 'weekly'] as const) {
    for (;;) {
      const { mails, looked } = await decideDigests(context, frequency);
      for (const mail of mails) {
        try {
          await context.mailer.send(mail);
          sent += 1;
        } catch (error) {
          context.log.error({ err: error, to: mail.to }, 'digest e-mail failed');
        }
      }
      if (looked < BATCH) break;
    }
  }
  return sent;
};

const decideDigests = async (context: DigestContext, frequency: Frequency) => {
  const now = context.clock.now();
  const period = digestPeriod(frequency, now, context.config.timeZone, context.config.digestHour);
  const candidates = await digestQueries.digestCandidates(
    context.db,
    frequency,
    period.start,
    now,
    BATCH,
  );
  const mails: MailMessage[] = [];
  if (candidates.length === 0) return { mails, looked: 0 };
  await context.db.transaction(async (db) => {
    const claimed = await digestQueries.claimDigestPeriod(
      db,
      candidates.map((candidate) => candidate.id),
      period.start,
    );
    const reach = await emailReachOf(db, [...claimed], now);
    for (const member of candidates.filter((candidate) => claimed.has(candidate.id))) {
      const since = member.last_digest_at ?? period.previous;
      // Seen since: they know what happened.
      if (member.last_seen_at && member.last_seen_at >= since) continue;
      const mail = await digestOf(
        { db, clock: context.clock, config: context.config, secret: context.secret },
        member,
        reach.get(member.id)!,
        {
          frequency,
          since,
          until: new Date(now.getTime() + (period.start.getTime() - period.previous.getTime())),
        },
      );
      if (!mail) continue;
      await digestQueries.markDigestSent(db, member.id, now);
      mails.push(mail);
    }
  });
  return { mails, looked: candidates.length };
};

const formatted = (start: Date, zone: string, allDay: boolean, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(allDay ? {} : { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  } as const).format(start);

const excerpt = (text: string) =>
  text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX).trimEnd()}…` : text;

interface DigestScope {
  db: Queryable;
  clock: AppContext['clock'];
  config: AppContext['config'];
  secret: string;
}

/** The member's digest, or undefined when there is nothing to say. */
export const digestOf = async (
  context: DigestScope,
  member: { id: string; email: string; first_name: string; language: string | null },
  reach: EmailReach,
  window: { frequency: Frequency; since: Date; until: Date },
): Promise<MailMessage | undefined> => {
  const { db, config } = context;
  const now = context.clock.now();
  const viewer = viewerAt(context, member.id);
  const url = (path: string) => `${config.publicUrl}${path}`;
  const language = memberLanguage(member.language);
  const say = sayIn(language);
  const { productName } = config;
  // A reminder's moment has passed by the digest; its "Coming up" part tells of events.
  const notificationKinds = DELIVERY_KINDS.filter(
    (kind) => kind !== 'message' && kind !== 'event_reminder',
  );

  const ids = await digestQueries.unreadNotificationIds(
    db,
    member.id,
    window.since,
    {
      all: notificationKinds.filter((kind) => reach.email(kind) === 'digest'),
      once: notificationKinds.filter((kind) => reach.email(kind) === 'immediately'),
    },
    NOTIFICATIONS_READ,
  );
  const notifications = notificationLines(
    context,
    await notificationsWithIds(context, member.id, ids),
    say,
  );

  const messageChoice = reach.email('message');
  const messages =
    messageChoice === 'off'
      ? []
      : messageLines(
          context,
          (
            await Promise.all(
              (await digestQueries.unreadConversations(db, member.id, window.since)).map((each) =>
                mailQueries.unreadMessages(db, viewer, [each.conversationId], {
                  // What an e-mail already told of (Immediately) is not repeated.
                  after:
                    messageChoice === 'immediately' &&
                    each.checkedThrough &&
                    each.checkedThrough > window.since
                      ? each.checkedThrough
                      : window.since,
                  through: now,
                }),
              ),
            )
          ).flat(),
          reach.showMessageText,
          say,
        );

  const requests =
    reach.email('friend_request') === 'off'
      ? { requests: [], total: 0 }
      : await digestQueries.waitingRequests(db, viewer, REQUESTS_SHOWN);

  const events = (
    await digestQueries.upcomingEvents(db, viewer, { from: now, to: window.until }, EVENTS_SHOWN)
  ).flatMap((row): MailItem[] => {
    const next = occurrencesOf({
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      allDay: row.all_day,
      timeZone: row.time_zone,
      repeat: row.repeat as never,
      repeatUntil: row.repeat_until,
    }).find((each) => each.start >= now && each.start <= window.until);
    if (!next) return [];
    return [
      {
        text: row.title,
        detail: [
          formatted(next.start, row.time_zone, row.all_day, intlLocaleOf(language)),
          row.location,
          say(row.answered ? texts.answered : texts.inYourGroup),
        ]
          .filter(Boolean)
          .join(' · '),
        href: url(`/events/${encodeURIComponent(row.post_id)}`),
      },
    ];
  });

  const posts = (await digestQueries.popularPosts(db, viewer, window.since, POSTS_SHOWN)).map(
    (post): MailItem => {
      const name = `${post.author_first_name} ${post.author_last_name}`;
      return {
        text: post.text
          ? say(texts.postText, { name, text: excerpt(post.text) })
          : say(texts.sharedPost, { name }),
        detail: [
          say(texts.reactions, { count: post.reactions }),
          post.group_name ? say(texts.inGroup, { group: post.group_name }) : '',
        ]
          .filter(Boolean)
          .join(' · '),
        href: url(`/posts/${encodeURIComponent(post.id)}`),
      };
    },
  );

  const blocks: MailBlock[] = [];
  const section = (heading: string, items: MailItem[], more = 0, moreHref = '') => {
    if (items.length === 0) return;
    blocks.push({ kind: 'heading', text: heading }, { kind: 'items', items });
    if (more > 0)
      blocks.push({ kind: 'button', label: say(texts.seeMore, { more }), href: moreHref });
  };
  section(
    say(texts.notifications),
    linesAsItems(notifications.slice(0, NOTIFICATIONS_SHOWN)),
    notifications.length - NOTIFICATIONS_SHOWN,
    url('/notifications'),
  );
  section(say(texts.messages), linesAsItems(messages));
  section(
    say(texts.requests),
    requests.requests.map((request) => ({
      text: `${request.first_name} ${request.last_name}`,
      href: url(`/profile/${encodeURIComponent(request.username)}`),
    })),
    requests.total - requests.requests.length,
    url('/friends'),
  );
  section(say(texts.comingUp), events);
  section(say(texts.popular), posts);
  if (blocks.length === 0) return undefined;

  return renderMail({
    to: member.email,
    language,
    subject: say(window.frequency === 'daily' ? texts.daySubject : texts.weekSubject, {
      productName,
    }),
    preview: say(texts.preview, { productName }),
    greeting: say(texts.greeting, { firstName: member.first_name }),
    blocks: [
      { kind: 'text', text: say(texts.intro, { productName }) },
      ...blocks,
      { kind: 'button', label: say(texts.open, { productName }), href: url('/') },
    ],
    productName: config.productName,
    communityName: config.communityName,
    unsubscribe: {
      url: unsubscribeUrl(context, { memberId: member.id, topic: 'digest' }),
      stop: topicTexts('digest', language).stop,
      settingsUrl: url('/settings'),
    },
  });
};

/**
 * Sends one member their digest of what happened since `since` now, outside the schedule (the
 * demo campus shows one in the outbox); answers whether there was something to say.
 */
export const sendDigestNow = async (
  context: DigestContext,
  memberId: string,
  frequency: Frequency,
  since: Date,
) => {
  const now = context.clock.now();
  const [member] = await mailQueries.recipientsOf(context.db, [memberId]);
  if (!member?.verified) return false;
  const reach = (await emailReachOf(context.db, [memberId], now)).get(memberId)!;
  const period = digestPeriod(frequency, now, context.config.timeZone, context.config.digestHour);
  const mail = await digestOf(context, member, reach, {
    frequency,
    since,
    until: new Date(now.getTime() + (period.start.getTime() - period.previous.getTime())),
  });
  if (!mail) return false;
  await digestQueries.claimDigestPeriod(context.db, [memberId], period.start);
  await digestQueries.markDigestSent(context.db, memberId, now);
  await context.mailer.send(mail);
  return true;
};
