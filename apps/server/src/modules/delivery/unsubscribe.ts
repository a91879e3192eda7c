/**
 * Unsubscribing from an e-mail's link, without signing in: the signed token names the member and
 * the kind (or the digest); the one-click POST and the page turn it off, the page's Undo puts back
 * what it was.
 */
import {
  DEFAULT_DIGEST_FREQUENCY,
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
import * as queries from './queries';
import { readUnsubscribeToken, unsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token';
import { turnedBackOnPage, turnedOffPage, unknownLinkPage } from './unsubscribe-page';

const UNKNOWN_LINK = 'This unsubscribe link is not one we sent.';

/** What a topic's unsubscribing is called: `E-mail for “Comments on your posts”`. */
export const topicName = (topic: UnsubscribeTopic) =>
  topic === 'digest' ? 'The digest e-mail' : `E-mail for “${DELIVERY_KIND_LABELS[topic]}”`;

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

/** The claim of a token that names a member who still exists; 404 otherwise. */
const claimOf = async (context: Pick<AppContext, 'db' | 'secret'>, token: string) => {
  const claim = readUnsubscribeToken(context.secret, token);
  if (!claim || !(await queries.memberExists(context.db, claim.memberId))) {
    throw notFound(UNKNOWN_LINK);
  }
  return claim;
};

/** Turns the topic's e-mail off; answers what it was before. */
const turnOff = async (context: Pick<AppContext, 'db'>, claim: UnsubscribeClaim) => {
  const was = await choiceOf(context, claim);
  if (was !== 'off') await setChoice(context, claim, 'off');
  return was;
};

/** The one-click POST (RFC 8058). */
export const unsubscribe = async (context: AppContext, token: string) => {
  const claim = await claimOf(context, token);
  await turnOff(context, claim);
  return { message: `${topicName(claim.topic)} is turned off.` };
};

export type PageAnswer = { status: 200 | 404; page: string };

const unknownLink = (context: AppContext): PageAnswer => ({
  status: 404,
  page: unknownLinkPage(context.config.productName, settingsUrl(context)),
});

const pageOr404 = async (context: AppContext, work: () => Promise<string>) => {
  try {
    return { status: 200, page: await work() } as PageAnswer;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return unknownLink(context);
    throw error;
  }
};

/** The link opened in a browser: turned off, and the Undo. */
export const unsubscribePage = (context: AppContext, token: string) =>
  pageOr404(context, async () => {
    const claim = await claimOf(context, token);
    const was = await turnOff(context, claim);
    return turnedOffPage({
      productName: context.config.productName,
      what: topicName(claim.topic),
      undoPath: fillPath(servedPathOf(endpoints.undoUnsubscribe), { token }),
      was,
      settingsUrl: settingsUrl(context),
    });
  });

/** Undo: back to the choice it had, or to its default when that was Off too. */
export const undoUnsubscribe = (context: AppContext, token: string, was: string | undefined) =>
  pageOr404(context, async () => {
    const claim = await claimOf(context, token);
    const allowed: readonly string[] =
      claim.topic === 'digest' ? DIGEST_FREQUENCIES : EMAIL_CHOICES;
    const fallback =
      claim.topic === 'digest' ? DEFAULT_DIGEST_FREQUENCY : defaultEmailChoice(claim.topic);
    const back = was && allowed.includes(was) && was !== 'off' ? was : fallback;
    await setChoice(context, claim, back);
    return turnedBackOnPage({
      productName: context.config.productName,
      what: topicName(claim.topic),
      settingsUrl: settingsUrl(context),
    });
  });
