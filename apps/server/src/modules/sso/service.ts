/**
 * The rules of university sign-in once a provider's answer was checked (oidc.ts, saml.ts): the
 * member it names (linked identity, else the same verified e-mail, else a new member), the
 * single-use code the web app exchanges for the session (decision 16), and the settings' sign-in
 * methods.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  AFFILIATIONS,
  type Affiliation,
  type SignInMethods,
  type SignInProviderId,
  universitySignInText,
} from '@quad/contract';
import type { AppContext } from '../../context';
import { addMs, minutes } from '../../infra/clock';
import { AppError, badInput, notFound, unauthorized } from '../../infra/errors';
import { newId } from '../../infra/ids';
import * as accounts from '../auth/service';
import { refuseIfSuspended } from '../moderation/suspensions';
import * as queries from './queries';

/** How long the web app has to exchange the sign-in code. */
export const HANDOFF_MINUTES = 2;
export const HANDOFF_COOKIE = 'quad_sign_in';

/** A refused sign-in: the reason goes to the log, the browser sees one fixed sentence. */
export class SignInRefused extends Error {}

/** What a checked provider answer says about the person. */
export interface UniversityProfile {
  provider: SignInProviderId;
  issuer: string;
  subject: string;
  email: string | undefined;
  /** `email_verified` of OpenID Connect; SAML does not say (the university vouches). */
  emailVerified: boolean | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  /** eduPersonAffiliation values or the `affiliation` claim, as given. */
  affiliations: string[];
}

const AFFILIATION_ORDER: [string, Affiliation][] = [
  ['faculty', 'Faculty'],
  ['student', 'Student'],
  ['staff', 'Staff'],
  ['employee', 'Staff'],
  ['alum', 'Alum'],
];

/** The badge of a provider's affiliation values (scoped `student@coastal.edu` too), or none. */
export const affiliationOf = (values: string[]): Affiliation | null => {
  const given = new Set(values.map((value) => value.split('@')[0]?.trim().toLowerCase()));
  return AFFILIATION_ORDER.find(([value]) => given.has(value))?.[1] ?? null;
};

/** Only a path of this site: `/friends?tab=all`, never `//elsewhere` or `https://…`. */
export const safeReturnTo = (value: string | undefined) => {
  const hasControl = [...(value ?? '')].some((char) => char.charCodeAt(0) < 0x20);
  if (
    !value ||
    value.length > 512 ||
    !value.startsWith('/') ||
    hasControl ||
    value.includes('\\')
  ) {
    return '/';
  }
  try {
    const url = new URL(value, 'https://quad.invalid');
    if (url.origin !== 'https://quad.invalid') return '/';
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export const providerName = (context: AppContext, provider: SignInProviderId) =>
  (provider === 'oidc' ? context.config.oidc?.displayName : context.config.saml?.displayName) ??
  'your university';

const isSuspended = async (context: AppContext, memberId: string) => {
  try {
    await refuseIfSuspended(context, memberId);
    return false;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 403) return true;
    throw error;
  }
};

/** The member a checked answer names, linked or created; throws SignInRefused. */
const memberOf = async (context: AppContext, profile: UniversityProfile): Promise<string> => {
  const now = context.clock.now();
  const email = profile.email?.trim().toLowerCase();
  if (!email) throw new SignInRefused('the provider gave no e-mail address');
  if (profile.emailVerified === false) throw new SignInRefused('the e-mail is not verified');
  const domain = context.config.universityDomain;
  if (email.split('@')[1] !== domain || email.split('@').length !== 2) {
    throw new SignInRefused(`the e-mail is outside ${domain}`);
  }
  const affiliation = affiliationOf(profile.affiliations);
  const known = await queries.findIdentity(context.db, profile.issuer, profile.subject);
  if (known) {
    await queries.touchIdentity(context.db, known.id, { email, affiliation, lastUsedAt: now });
    return known.userId;
  }
  const identity = {
    id: newId(),
    provider: profile.provider,
    issuer: profile.issuer,
    subject: profile.subject,
    email,
    affiliation,
    createdAt: now,
    lastUsedAt: now,
  };
  const existing = await accounts.findMemberByEmail(context, email);
  if (existing) {
    // A suspended member is told so by the exchange; nothing is linked meanwhile.
    if (await isSuspended(context, existing.id)) return existing.id;
    try {
      await queries.insertIdentity(context.db, { ...identity, userId: existing.id });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new SignInRefused('the identity was linked at the same moment');
    }
    await accounts.tellUniversitySignInAdded(
      context,
      existing,
      providerName(context, profile.provider),
    );
    return existing.id;
  }
  try {
    return await context.db.transaction(async (tx) => {
      const member = await accounts.createUniversityMember(context, tx, {
        firstName: profile.firstName ?? '',
        lastName: profile.lastName ?? '',
        email,
      });
      await queries.insertIdentity(tx, { ...identity, userId: member.id });
      return member.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new SignInRefused('the member or identity was created at the same moment');
  }
};

/**
 * Signs in the person a checked answer names: answers the single-use code for the web app,
 * kept hashed; the session itself starts when the code is exchanged.
 */
export const universitySignIn = async (
  context: AppContext,
  profile: UniversityProfile,
  returnTo: string,
) => {
  const userId = await memberOf(context, profile);
  const code = randomBytes(32).toString('base64url');
  await queries.insertHandoff(context.db, {
    codeHash: hashCode(code),
    userId,
    returnTo: safeReturnTo(returnTo),
    expiresAt: addMs(context.clock.now(), minutes(HANDOFF_MINUTES)),
  });
  return code;
};

/** The exchange: the login answer, once per code (403 with the login's message if suspended). */
export const completeSignIn = async (context: AppContext, code: string | undefined) => {
  const handoff = code
    ? await queries.takeHandoff(context.db, hashCode(code), context.clock.now())
    : undefined;
  if (!handoff) throw badInput(universitySignInText.noHandoff);
  return {
    ...(await accounts.signInMember(context, handoff.userId)),
    return_to: handoff.returnTo,
  };
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const signInMethods = async (
  context: AppContext,
  memberId: string,
): Promise<SignInMethods> => {
  const member = await accounts.findMemberById(context, memberId);
  if (!member) throw unauthorized();
  const identities = await queries.identitiesOf(context.db, memberId);
  const lastUsed = [...identities]
    .filter((identity) => identity.affiliation)
    .sort((a, b) => (b.lastUsedAt?.getTime() ?? 0) - (a.lastUsedAt?.getTime() ?? 0))[0];
  const affiliation = AFFILIATIONS.find((value) => value === lastUsed?.affiliation);
  return {
    has_password: member.passwordSet,
    identities: identities.map((identity) => ({
      id: identity.id,
      provider: identity.provider as SignInProviderId,
      displayName: providerName(context, identity.provider as SignInProviderId),
      email: identity.email,
      created_at: identity.createdAt.toISOString(),
      last_used_at: iso(identity.lastUsedAt),
    })),
    affiliation: affiliation ? { value: affiliation, shown: member.affiliationShown } : null,
  };
};

export const unlink = async (context: AppContext, memberId: string, identityId: string) => {
  const methods = await signInMethods(context, memberId);
  if (!methods.identities.some((identity) => identity.id === identityId)) {
    throw notFound(universitySignInText.unknownMethod);
  }
  if (!methods.has_password && methods.identities.length <= 1) {
    throw badInput(universitySignInText.lastWayIn);
  }
  await queries.deleteIdentity(context.db, identityId, memberId);
  return signInMethods(context, memberId);
};

export const setPassword = async (context: AppContext, memberId: string, password: string) => {
  await accounts.setFirstPassword(context, memberId, password);
  return signInMethods(context, memberId);
};

export const setAffiliationShown = async (
  context: AppContext,
  memberId: string,
  shown: boolean,
) => {
  await accounts.setAffiliationShown(context, memberId, shown);
  return signInMethods(context, memberId);
};

export const finishProfile = (
  context: AppContext,
  memberId: string,
  form: Parameters<typeof accounts.finishProfile>[2],
) => accounts.finishProfile(context, memberId, form);

export const pruneExpiredSignIns = (context: Pick<AppContext, 'db' | 'clock'>) =>
  queries.pruneExpired(context.db, context.clock.now());
