/**
 * Unsubscribing from an e-mail's link, without signing in: the signed token names the member and
 * the kind (or the digest); the one-click POST and the page turn it off, the page's Undo puts back
 * what it was.
 */
import {
  DEFAULT_DIGEST_FREQUENCY,
  isLanguage,
  type Language,
  DELIVERY_KIND_LABELS,
  DIGEST_FREQUENCIES,
  EMAIL_CHOICES,
  defaultEmailChoice,
  fillPath,
  servedPathOf,
  endpoints,
  type UnsubscribeTopic,
} from '@quad/contract';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../infra/errors';
import { sayIn } from '../../i18n/translate';
import * as queries from './queries';
import { readUnsubscribeToken, unsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token';
import { turnedBackOnPage, turnedOffPage, unknownLinkPage } from './unsubscribe-page';

const UNKNOWN_LINK = 'This unsubscribe link is not one we sent.';

const texts = {
  stopDigest: /*i18n*/ { id: 'Stop the digest e-mail' },
  stopKind: /*i18n*/ { id: 'Stop e-mail for “{kind}”' },
  digestOff: /*i18n*/ { id: 'The digest e-mail is turned off.' },
  kindOff: /*i18n*/ { id: 'E-mail for “{kind}” is turned off.' },
  digestBackOn: /*i18n*/ { id: 'The digest e-mail is back on, as before.' },
  kindBackOn: /*i18n*/ { id: 'E-mail for “{kind}” is back on, as before.' },
};

/** The kinds' names, as Settings › Notifications shows them (DELIVERY_KIND_LABELS). */
export const deliveryKindLabels = [
  /*i18n*/ { id: 'Friend requests' },
  /*i18n*/ { id: 'Accepted requests' },
  /*i18n*/ { id: 'New followers' },
  /*i18n*/ { id: 'Reactions to your posts' },
  /*i18n*/ { id: 'Comments on your posts' },
  /*i18n*/ { id: 'Comments on posts you commented on' },
  /*i18n*/ { id: 'Mentions of you in posts and comments' },
  /*i18n*/ { id: 'Invitations to groups' },
  /*i18n*/ { id: 'Approved requests to join' },
  /*i18n*/ { id: 'Roles given to you' },
  /*i18n*/ { id: 'Posts in your groups' },
  /*i18n*/ { id: 'Reports in groups you moderate' },
  /*i18n*/ { id: 'Invitations to events' },
  /*i18n*/ { id: 'Changes of time or place' },
  /*i18n*/ { id: 'Cancellations' },
  /*i18n*/ { id: 'Seats from the waitlist' },
  /*i18n*/ { id: 'Event reminders' },
  /*i18n*/ { id: 'Direct messages' },
  /*i18n*/ { id: 'Removals by moderators' },
];

/** What a topic's sentences say, in `language`: `Stop e-mail for “Comments on your posts”`… */
export const topicTexts = (topic: UnsubscribeTopic, language: Language) => {
  const say = sayIn(language);
  if (topic === 'digest') {
    return {
      stop: say(texts.stopDigest),
      turnedOff: say(texts.digestOff),
      backOn: say(texts.digestBackOn),
    };
  }
  const kind = say(DELIVERY_KIND_LABELS[topic]);
  return {
    stop: say(texts.stopKind, { kind }),
    turnedOff: say(texts.kindOff, { kind }),
    backOn: say(texts.kindBackOn, { kind }),
  };
};

/** The link of an e-mail's List-Unsubscribe header and footer. */
export const unsubscribeUrl = (
  context: Pick<AppContext, 'config' | 'secret'>,
  claim: UnsubscribeClaim,
) =>
  `${context.config.publicUrl}${fillPath(servedPathOf(endpoints.unsubscribe), {
    token: unsubscribeToken(context.secret, claim),
  })}`;

const settingsUrl = (context: Pick<AppContext, 'config'>) => `${context.config.publicUrl}/settings`;

/** The member's choice for the topic now: an e-mail choice, or the digest's frequency. */
const choiceOf = async (
  context: Pick<AppContext, 'db'>,
  claim: UnsubscribeClaim,
): Promise<string> => {
  if (claim.topic === 'digest') {
    const [row] = await queries.settingsOf(context.db, [claim.memberId]);
    return row?.digest ?? DEFAULT_DIGEST_FREQUENCY;
  }
  const [row] = await queries.choicesOf(context.db, [claim.memberId], claim.topic);
  return row?.email ?? defaultEmailChoice(claim.topic);
};

const setChoice = async (context: Pick<AppContext, 'db'>, claim: UnsubscribeClaim, to: string) => {
  if (claim.topic === 'digest') {
    await queries.saveSettings(context.db, claim.memberId, { digest: to });
    return;
  }
  const kind = claim.topic;
  await queries.saveEmailChoice(
    context.db,
    claim.memberId,
    kind,
    to,
    (choice) => choice.push && choice.email === defaultEmailChoice(kind),
  );
};

/**
 * The claim of a token that names a member who still exists, and the language the answer is in
 * (the member's, else the request's); 404 otherwise.
 */
const claimOf = async (
  context: Pick<AppContext, 'db' | 'secret'>,
  token: string,
  asked: Language,
) => {
  const claim = readUnsubscribeToken(context.secret, token);
  const member = claim && (await queries.memberWithLanguage(context.db, claim.memberId));
  if (!claim || !member) throw notFound(UNKNOWN_LINK);
  return { claim, language: isLanguage(member.language) ? member.language : asked };
};

/** Turns the topic's e-mail off; answers what it was before. */
const turnOff = async (context: Pick<AppContext, 'db'>, claim: UnsubscribeClaim) => {
  const was = await choiceOf(context, claim);
  if (was !== 'off') await setChoice(context, claim, 'off');
  return was;
};

/** The one-click POST (RFC 8058): the message in the member's language, and that language. */
export const unsubscribe = async (context: AppContext, token: string, asked: Language) => {
  const { claim, language } = await claimOf(context, token, asked);
  await turnOff(context, claim);
  return { message: topicTexts(claim.topic, language).turnedOff, language };
};

/** A page, and the language it is written in (its Content-Language). */
export type PageAnswer = { status: 200 | 404; page: string; language: Language };

const unknownLink = (context: AppContext, language: Language): PageAnswer => ({
  status: 404,
  language,
  page: unknownLinkPage(language, context.config.productName, settingsUrl(context)),
});

const pageOr404 = async (
  context: AppContext,
  asked: Language,
  work: () => Promise<{ page: string; language: Language }>,
): Promise<PageAnswer> => {
  try {
    return { status: 200, ...(await work()) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return unknownLink(context, asked);
    throw error;
  }
};

/** The link opened in a browser: turned off, and the Undo; `asked`: the browser's language. */
export const unsubscribePage = (context: AppContext, token: string, asked: Language) =>
  pageOr404(context, asked, async () => {
    const { claim, language } = await claimOf(context, token, asked);
    const was = await turnOff(context, claim);
    const page = turnedOffPage({
      language,
      productName: context.config.productName,
      turnedOff: topicTexts(claim.topic, language).turnedOff,
      undoPath: fillPath(servedPathOf(endpoints.undoUnsubscribe), { token }),
      was,
      settingsUrl: settingsUrl(context),
    });
    return { page, language };
  });

/** Undo: back to the choice it had, or to its default when that was Off too. */
export const undoUnsubscribe = (
  context: AppContext,
  token: string,
  was: string | undefined,
  asked: Language,
) =>
  pageOr404(context, asked, async () => {
    const { claim, language } = await claimOf(context, token, asked);
    const allowed: readonly string[] =
      claim.topic === 'digest' ? DIGEST_FREQUENCIES : EMAIL_CHOICES;
    const fallback =
      claim.topic === 'digest' ? DEFAULT_DIGEST_FREQUENCY : defaultEmailChoice(claim.topic);
    const back = was && allowed.includes(was) && was !== 'off' ? was : fallback;
    await setChoice(context, claim, back);
    const page = turnedBackOnPage({
      language,
      productName: context.config.productName,
      backOn: topicTexts(claim.topic, language).backOn,
      settingsUrl: settingsUrl(context),
    });
    return { page, language };
  });
