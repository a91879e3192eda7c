/** The rules of accounts: sign-up, sign-in, e-mail verification and password reset. */
import {
  DEFAULT_LANGUAGE,
  DEFAULT_PICTURE,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  RESET_CODE_WINDOW_MINUTES,
  RESET_CODES_PER_WINDOW,
  RESET_GRANT_TTL_MINUTES,
  type FindUserResponse,
  type Gender,
  isLanguage,
  type Language,
  type RegisterPayload,
  settingsText,
  type SessionUser,
  universitySignInText,
} from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { addMs, minutes } from '../../infra/clock';
import {
  badInput,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../infra/errors';
import { newId } from '../../infra/ids';
import type { MailMessage } from '../../infra/mail';
import { handOverGroupsOf, joinCollegeGroup } from '../groups/service';
import { photosSentTo } from '../messages/service';
import { refuseIfSuspended } from '../moderation/suspensions';
import { withdrawReactionsOf } from '../reactions/service';
import { releaseImages, removeFiles } from '../uploads/service';
import { searchNameOf } from '../users/search-name';
import {
  accountDeletedEmail,
  passwordChangedEmail,
  resetCodeEmail,
  universitySignInAddedEmail,
  verificationEmail,
  type Recipient,
} from './emails';
import { hashPassword, spendPasswordCheck, verifyPassword } from './passwords';
import * as queries from './queries';
import {
  hashResetCode,
  hashVerificationToken,
  newResetCode,
  newVerificationToken,
  sameHash,
} from './secrets';
import { announceMemberChange, endSessions, startSession } from './sessions';
import { chooseUsername } from './usernames';

const NO_ACCOUNT = 'No account uses this email address.';
const WRONG_LOGIN = 'The email address or password is incorrect. Please try again.';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

const sessionUser = async (
  context: AppContext,
  user: queries.SessionUserRow,
): Promise<SessionUser> => ({
  id: user.id,
  token: await startSession(context, user.id),
  username: user.username,
  first_name: user.firstName,
  last_name: user.lastName,
  picture: user.picture,
  cover: user.cover,
  gender: user.gender as Gender,
  ccu_college: user.college,
  verified: user.verified,
  profile_finished: user.profileFinished,
  picture_size: user.pictureSize,
  language: isLanguage(user.language) ? user.language : null,
});

/**
 * Who an account e-mail goes to, in their language: the one they chose, else the one the request
 * asked in (a visitor's Accept-Language), else English.
 */
const recipientOf = (
  user: Pick<queries.UserRow, 'email' | 'firstName' | 'language'>,
  asked: Language = DEFAULT_LANGUAGE,
): Recipient => ({
  email: user.email,
  firstName: user.firstName,
  language: isLanguage(user.language) ? user.language : asked,
});

/** Mail problems are logged, not thrown: the account change already happened. */
const sendMail = async (context: AppContext, message: MailMessage) => {
  try {
    await context.mailer.send(message);
    return true;
  } catch (error) {
    context.log.error({ err: error, to: message.to, subject: message.subject }, 'mail failed');
    return false;
  }
};

const sendVerification = async (context: AppContext, user: queries.UserRow, asked?: Language) => {
  const token = newVerificationToken();
  await queries.insertVerificationToken(context.db, {
    id: newId(),
    userId: user.id,
    tokenHash: hashVerificationToken(token),
    createdAt: context.clock.now(),
  });
  return sendMail(context, verificationEmail(context.config, recipientOf(user, asked), token));
};

export const register = async (context: AppContext, form: RegisterPayload, asked?: Language) => {
  const email = form.email.toLowerCase();
  if (context.config.ssoOnly) throw forbidden(universitySignInText.ssoOnly);
  if (await queries.findUserByEmail(context.db, email)) {
    throw conflict('This email address is already in use. Log in, or use another address.');
  }
  const passwordHash = await hashPassword(form.password);
  let user: queries.UserRow | undefined;
  for (let attempt = 0; !user; attempt += 1) {
    try {
      user = await queries.insertUser(context.db, {
        id: newId(),
        firstName: form.first_name,
        lastName: form.last_name,
        searchName: searchNameOf(form.first_name, form.last_name),
        username: await chooseUsername(context.db, form.first_name, form.last_name),
        email,
        passwordHash,
        picture: DEFAULT_PICTURE,
        gender: form.gender,
        college: form.ccu_college,
        birthYear: form.birth_year,
        birthMonth: form.birth_month,
        birthDay: form.birth_day,
        details: { college: form.ccu_college },
        createdAt: context.clock.now(),
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      // Someone took the e-mail or the username at the same moment.
      if (await queries.findUserByEmail(context.db, email)) {
        throw conflict('This email address is already in use. Log in, or use another address.');
      }
    }
  }
  const mailed = await sendVerification(context, user, asked);
  return {
    // A new member shows the default picture.
    ...(await sessionUser(context, { ...user, pictureSize: null })),
    message: mailed
      ? 'Your account is created. Check your email to activate it.'
      : 'Your account is created, but we could not send the activation email. Use "Resend verification email" in a moment.',
  };
};

export const login = async (context: AppContext, email: string, password: string) => {
  refuseIfSsoOnly(context, email);
  const user = await queries.findSessionUserByEmail(context.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await spendPasswordCheck(password);
  if (!user || !valid) throw unauthorized(WRONG_LOGIN);
  await refuseIfSuspended(context, user.id);
  return sessionUser(context, user);
};

export const activate = async (context: AppContext, memberId: string, token: string) => {
  const record = await queries.findVerificationToken(context.db, hashVerificationToken(token));
  const member = await queries.findUserById(context.db, memberId);
  if (!member) throw unauthorized();
  if (!record) {
    if (member.verified) return 'Your account is already activated.';
    throw badInput('This verification link is not valid. Ask for a new one from the home page.');
  }
  if (record.userId !== memberId) {
    throw forbidden(
      'This verification link belongs to another account. Log in with the account it was sent to.',
    );
  }
  if (member.verified) throw badInput('Your account is already activated.');
  const verified = await context.db.transaction(async (tx) => {
    if (!(await queries.useVerificationToken(tx, record.id, context.clock.now()))) {
      throw badInput('This verification link was already used.');
    }
    await queries.markVerified(tx, memberId);
    // A place from the first minute: their college's group.
    await joinCollegeGroup(context, tx, memberId);
    return announceMemberChange(context, tx, memberId);
  });
  verified.afterCommit();
  return 'Your account has been activated.';
};

export const resendVerification = async (
  context: AppContext,
  memberId: string,
  asked?: Language,
) => {
  const member = await queries.findUserById(context.db, memberId);
  if (!member) throw unauthorized();
  if (member.verified) throw badInput('Your account is already activated.');
  if (!(await sendVerification(context, member, asked))) {
    throw new Error('The verification email could not be sent');
  }
  return 'A new verification link has been sent to your email.';
};

export const findUser = async (context: AppContext, email: string): Promise<FindUserResponse> => {
  const user = await queries.findUserByEmail(context.db, email);
  if (!user) throw notFound(NO_ACCOUNT);
  return { email: user.email, picture: user.picture, ccu_college: user.college };
};

export const sendResetCode = async (context: AppContext, email: string, asked?: Language) => {
  const user = await queries.findUserByEmail(context.db, email);
  if (!user) throw notFound(NO_ACCOUNT);
  const now = context.clock.now();
  const windowStart = now.getTime() - minutes(RESET_CODE_WINDOW_MINUTES);
  const recent = await queries.recentResetCodes(context.db, user.id, RESET_CODES_PER_WINDOW);
  const inWindow = recent.filter((code) => code.createdAt.getTime() > windowStart);
  if (inWindow.length >= RESET_CODES_PER_WINDOW) {
    throw tooManyRequests(
      `We sent ${RESET_CODES_PER_WINDOW} codes in the last ${RESET_CODE_WINDOW_MINUTES} minutes. Use the newest one, or try again later.`,
    );
  }
  const code = newResetCode();
  await queries.insertResetCode(context.db, {
    id: newId(),
    userId: user.id,
    codeHash: hashResetCode(context.secret, user.id, code),
    expiresAt: addMs(now, minutes(RESET_CODE_TTL_MINUTES)),
    createdAt: now,
  });
  if (!(await sendMail(context, resetCodeEmail(context.config, recipientOf(user, asked), code)))) {
    throw new Error('The reset code email could not be sent');
  }
  return 'A reset code has been sent to your email.';
};

/** Only the newest code counts: asking for a new one retires the older ones. */
const newestCode = async (context: AppContext, userId: string) => {
  const [code] = await queries.recentResetCodes(context.db, userId, 1);
  return code;
};

export const validateResetCode = async (context: AppContext, email: string, typed: string) => {
  const user = await queries.findUserByEmail(context.db, email);
  if (!user) throw notFound(NO_ACCOUNT);
  const code = await newestCode(context, user.id);
  const now = context.clock.now();
  if (!code || code.consumedAt || code.validatedAt) {
    throw badInput('There is no code waiting for this account. Ask for a new one.');
  }
  if (code.expiresAt <= now) throw badInput('This code has expired. Ask for a new one.');
  if (code.attempts >= RESET_CODE_MAX_ATTEMPTS) {
    throw tooManyRequests('Too many wrong tries. Ask for a new code.');
  }
  if (!sameHash(code.codeHash, hashResetCode(context.secret, user.id, typed))) {
    const attempts = await queries.countWrongTry(context.db, code.id);
    const left = RESET_CODE_MAX_ATTEMPTS - attempts;
    throw left > 0
      ? badInput(`The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`, {
          id: 'The code is not correct. {left, plural, one {# try} other {# tries}} left.',
          values: { left },
        })
      : tooManyRequests('Too many wrong tries. Ask for a new code.');
  }
  await queries.markCodeValidated(context.db, code.id, now);
  return 'The code is correct. Choose a new password.';
};

export const changePassword = async (
  context: AppContext,
  email: string,
  password: string,
  asked?: Language,
) => {
  const user = await queries.findUserByEmail(context.db, email);
  if (!user) throw notFound(NO_ACCOUNT);
  const code = await newestCode(context, user.id);
  const now = context.clock.now();
  const grantOpen =
    code?.validatedAt &&
    !code.consumedAt &&
    now.getTime() - code.validatedAt.getTime() <= minutes(RESET_GRANT_TTL_MINUTES);
  if (!code || !grantOpen) {
    throw forbidden('Confirm the code we emailed you before choosing a new password.');
  }
  const passwordHash = await hashPassword(password);
  const ended = await context.db.transaction(async (tx) => {
    if (!(await queries.consumeResetCode(tx, code.id, now))) {
      throw forbidden('Confirm the code we emailed you before choosing a new password.');
    }
    await queries.setPassword(tx, user.id, passwordHash);
    // The code reached the member's inbox, which is what verification proves.
    await queries.markVerified(tx, user.id);
    // Whoever knew the old password is signed out everywhere.
    return endSessions(context, tx, user.id);
  });
  ended.afterCommit();
  await sendMail(context, passwordChangedEmail(context.config, recipientOf(user, asked)));
  return 'Your password has been changed. Log in with your new password.';
};

/** The signed-in member's password check (settings); a wrong one is a 400, counted by the route. */
const memberWithPassword = async (
  context: AppContext,
  memberId: string,
  password: string,
  wrong: string,
) => {
  const member = await queries.findUserById(context.db, memberId);
  if (!member) throw unauthorized();
  if (!(await verifyPassword(member.passwordHash, password))) throw badInput(wrong);
  return member;
};

/** From the settings: the session it is changed from stays, every other one ends. */
export const updatePassword = async (
  context: AppContext,
  member: { id: string; sessionId: string },
  currentPassword: string,
  newPassword: string,
) => {
  const user = await memberWithPassword(
    context,
    member.id,
    currentPassword,
    settingsText.wrongCurrentPassword,
  );
  const passwordHash = await hashPassword(newPassword);
  const ended = await context.db.transaction(async (tx) => {
    await queries.setPassword(tx, user.id, passwordHash);
    return endSessions(context, tx, user.id, member.sessionId);
  });
  ended.afterCommit();
  await sendMail(context, passwordChangedEmail(context.config, recipientOf(user), true));
  return settingsText.passwordChanged;
};

export const logoutEverywhere = async (context: AppContext, memberId: string) => {
  const ended = await context.db.transaction((tx) => endSessions(context, tx, memberId));
  ended.afterCommit();
  return settingsText.loggedOutEverywhere;
};

/**
 * Deletes the account and, through the schema's ON DELETE CASCADE, everything that references
 * it: posts (with their images, comments, reactions and saves by anyone), comments, reactions,
 * saves, friendships, requests, follows, search history (theirs and others' of them),
 * notifications to and from them, muted notification kinds, sessions, verification tokens and
 * reset codes. Their image files go once that committed.
 */
export const deleteAccount = async (context: AppContext, memberId: string, password: string) => {
  const user = await memberWithPassword(context, memberId, password, settingsText.wrongPassword);
  const { deleted, photosOfOthers, groupFiles } = await context.db.transaction(async (tx) => {
    await withdrawReactionsOf(tx, user.id);
    const received = await photosSentTo(tx, user.id);
    // Their groups pass to another member, or go when nobody else is in them.
    const groupFiles = await handOverGroupsOf(context, tx, user.id);
    if (!(await queries.deleteUser(tx, user.id))) throw unauthorized();
    return {
      groupFiles,
      // Their sessions went with them; every server process is told to forget them.
      deleted: await announceMemberChange(context, tx, user.id),
      // Their conversations too, and the photos others sent in them.
      photosOfOthers: await releaseImages(context, tx, received),
    };
  });
  deleted.afterCommit();
  await removeFiles(context, [...photosOfOthers, ...groupFiles]);
  try {
    await context.media.removeMemberFolder(user.id);
  } catch (error) {
    // The account is gone either way; the files are left for an operator to remove.
    context.log.error({ err: error, userId: user.id }, 'media of a deleted account not removed');
  }
  await sendMail(context, accountDeletedEmail(context.config, recipientOf(user)));
  return settingsText.accountDeleted;
};

// University sign-in (modules/sso): the members it creates, links and signs in.

/** What no password matches: the stored hash of a member who has not set a password. */
const NO_PASSWORD = '!no-password';

export type MemberRow = queries.UserRow;

export const findMemberByEmail = (context: AppContext, email: string) =>
  queries.findUserByEmail(context.db, email);

export const findMemberById = (context: AppContext, id: string) =>
  queries.findUserById(context.db, id);

/**
 * A member the university vouched for: verified, with no password and no verification e-mail;
 * college, birth date and gender wait for "Finish your profile". Created inside `tx`.
 */
export const createUniversityMember = async (
  context: AppContext,
  tx: Queryable,
  names: { firstName: string; lastName: string; email: string },
) => {
  const firstName = names.firstName.trim() || 'New';
  const lastName = names.lastName.trim() || 'Member';
  return queries.insertUser(tx, {
    id: newId(),
    firstName,
    lastName,
    searchName: searchNameOf(firstName, lastName),
    username: await chooseUsername(tx, firstName, lastName),
    email: names.email.toLowerCase(),
    passwordHash: NO_PASSWORD,
    passwordSet: false,
    profileFinished: false,
    picture: DEFAULT_PICTURE,
    // Placeholders until the member finishes their profile.
    gender: 'custom',
    college: '',
    birthYear: 0,
    birthMonth: 0,
    birthDay: 0,
    verified: true,
    createdAt: context.clock.now(),
  });
};

/** Tells a member a university sign-in was linked to their account (mail failures logged). */
export const tellUniversitySignInAdded = (
  context: AppContext,
  member: MemberRow,
  provider: string,
) => sendMail(context, universitySignInAddedEmail(context.config, recipientOf(member), provider));

/** The login answer for a member a university sign-in vouched for (403 while suspended). */
export const signInMember = async (context: AppContext, memberId: string) => {
  const user = await queries.findSessionUserById(context.db, memberId);
  if (!user) throw badInput(universitySignInText.noHandoff);
  await refuseIfSuspended(context, user.id);
  return { ...(await sessionUser(context, user)), profile_finished: user.profileFinished };
};

/** The sign-up fields a provider did not give, chosen once by the member. */
export const finishProfile = async (
  context: AppContext,
  memberId: string,
  form: {
    ccu_college: string;
    birth_year: number;
    birth_month: number;
    birth_day: number;
    gender: Gender;
  },
) => {
  const member = await queries.findUserById(context.db, memberId);
  if (!member) throw unauthorized();
  if (member.profileFinished) throw badInput(universitySignInText.profileAlreadyFinished);
  await queries.finishProfile(context.db, memberId, form);
  return {
    message: universitySignInText.profileFinished,
    ccu_college: form.ccu_college,
    gender: form.gender,
  };
};

/** A first password, for a member who signed up through their university. */
export const setFirstPassword = async (context: AppContext, memberId: string, password: string) => {
  const member = await queries.findUserById(context.db, memberId);
  if (!member) throw unauthorized();
  if (member.passwordSet) throw badInput(universitySignInText.passwordAlreadySet);
  await queries.setPassword(context.db, memberId, await hashPassword(password));
};

export const setAffiliationShown = (context: AppContext, memberId: string, shown: boolean) =>
  queries.setAffiliationShown(context.db, memberId, shown);

/** Moderators by MODERATOR_EMAILS keep their password log-in when SSO_ONLY is set. */
function refuseIfSsoOnly(context: AppContext, email: string) {
  if (context.config.ssoOnly && !context.config.moderatorEmails.includes(email.toLowerCase())) {
    throw forbidden(universitySignInText.ssoOnly);
  }
}

/** The member's language for Quad, on every device (their sessions pick it up from the cache). */
export const setLanguage = async (context: AppContext, memberId: string, language: Language) => {
  const changed = await context.db.transaction(async (tx) => {
    if (!(await queries.setLanguage(tx, memberId, language))) throw unauthorized();
    return announceMemberChange(context, tx, memberId);
  });
  changed.afterCommit();
  return { language };
};
