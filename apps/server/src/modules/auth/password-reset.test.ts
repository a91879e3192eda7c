import { findUserResponseSchema, messages } from '@quad/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetCodes, users } from '../../db/schema';
import { minutes } from '../../infra/clock';
import { login, makeUser, TEST_PASSWORD, type TestUser } from '../../../test/factories';
import { readOutboxTo, resetCodeOf } from '../../../test/outbox';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { answered } from '../../../test/urls';
import { newResetCode } from './secrets';

const reset = messages.reset;
const CROCKFORD_CODE = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{5}$/;
const NO_ACCOUNT = 'No account uses this email address.';
const NOT_VALIDATED = 'Confirm the code we emailed you before choosing a new password.';
const TOO_MANY_TRIES = 'Too many wrong tries. Ask for a new code.';
const NEW_PASSWORD = 'a-brand-new-one';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const emailOfLength = (length: number) =>
  'a'.repeat(length - '@coastal.edu'.length) + '@coastal.edu';

const sendCode = async (email: string) => {
  const response = await t.call('sendResetPasswordCode', { body: { email } });
  expect(response.status, response.text).toBe(200);
  return resetCodeOf(await t.readOutbox(email));
};
const validate = (email: string, code: string) =>
  t.call('validateResetCode', { body: { email, code } });
const changePassword = (email: string, password = NEW_PASSWORD) =>
  t.call('changePassword', { body: { email, password } });

/** A code that is not `code` (the alphabet has 32 characters). */
const wrongCodeFor = (code: string) => (code.startsWith('0') ? '1' : '0') + code.slice(1);

const emailValidationCases = [
  ['e-mail missing', undefined, reset.emailRequired],
  ['e-mail empty', '', reset.emailRequired],
  ['e-mail not an address', 'not-an-address', reset.emailInvalid],
  ['e-mail of 51 characters', emailOfLength(51), reset.emailTooLong],
] as const;

describe('findUser', () => {
  it('answers the e-mail, picture and college of the account', async () => {
    const user = await makeUser(t, { email: 'lost.member@coastal.edu' });
    const response = await t.call('findUser', { body: { email: 'Lost.Member@Coastal.edu' } });
    expect(response.status).toBe(200);
    expect(findUserResponseSchema.strict().parse(response.body)).toEqual({
      email: 'lost.member@coastal.edu',
      picture: answered(user.picture),
      ccu_college: user.college,
    });
  });

  it('answers 404 for an unknown e-mail', async () => {
    const response = await t.call('findUser', { body: { email: emailOfLength(50) } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: NO_ACCOUNT });
  });

  it.each(emailValidationCases)('%s: 400 with the spec message', async (_case, email, message) => {
    const response = await t.call('findUser', { payload: { email } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('sendResetPasswordCode', () => {
  it('e-mails a 5-character Crockford base32 code and stores only its hash', async () => {
    const user = await makeUser(t);
    const response = await t.call('sendResetPasswordCode', { body: { email: user.email } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'A reset code has been sent to your email.' });

    const mail = await t.readOutbox(user.email);
    const code = resetCodeOf(mail);
    expect(code).toMatch(CROCKFORD_CODE);
    expect(mail.subject).toBe(`${code} is your Quad password reset code`);
    expect(mail.text).toContain('valid for 10 minutes');

    const rows = await t.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(code.toLowerCase());
  });

  it('draws codes from the whole Crockford alphabet and nothing else', () => {
    const codes = Array.from({ length: 2000 }, () => newResetCode());
    for (const code of codes) expect(code).toMatch(CROCKFORD_CODE);
    expect(new Set(codes.join('')).size).toBe(32);
  });

  it('answers 404 for an unknown e-mail and sends nothing', async () => {
    const response = await t.call('sendResetPasswordCode', {
      body: { email: 'nobody@coastal.edu' },
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: NO_ACCOUNT });
    expect(await readOutboxTo(t.dataDir, 'nobody@coastal.edu')).toHaveLength(0);
  });

  it.each(emailValidationCases)('%s: 400 with the spec message', async (_case, email, message) => {
    const response = await t.call('sendResetPasswordCode', { payload: { email } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('sends at most 3 codes per 30 minutes per account', async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    await sendCode(user.email);
    t.clock.advance(minutes(10));
    await sendCode(user.email);
    t.clock.advance(minutes(10));
    await sendCode(user.email);
    t.clock.advance(minutes(9));

    const fourth = await t.call('sendResetPasswordCode', { body: { email: user.email } });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      message: 'We sent 3 codes in the last 30 minutes. Use the newest one, or try again later.',
    });
    expect(await readOutboxTo(t.dataDir, user.email)).toHaveLength(3);
    // Another account is not affected.
    await sendCode(other.email);

    // 30 minutes after the first code, one place in the window is free again.
    t.clock.advance(minutes(1));
    await sendCode(user.email);
    const next = await t.call('sendResetPasswordCode', { body: { email: user.email } });
    expect(next.status).toBe(429);
  });
});

describe('validateResetCode', () => {
  let user: TestUser;
  beforeEach(async () => {
    user = await makeUser(t);
  });

  it('accepts the e-mailed code', async () => {
    const code = await sendCode(user.email);
    const response = await validate(user.email, code);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'The code is correct. Choose a new password.' });
  });

  it('accepts the code typed in lower case', async () => {
    const code = await sendCode(user.email);
    expect((await validate(user.email.toUpperCase(), code.toLowerCase())).status).toBe(200);
  });

  it('counts wrong tries and refuses even the right code after 5', async () => {
    const code = await sendCode(user.email);
    const wrong = wrongCodeFor(code);
    for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
      const response = await validate(user.email, wrong);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: `The code is not correct. ${left} left.` });
    }
    const fifth = await validate(user.email, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ message: TOO_MANY_TRIES });

    const right = await validate(user.email, code);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: TOO_MANY_TRIES });
    expect((await changePassword(user.email)).status).toBe(403);

    // A new code starts again.
    t.clock.advance(1000);
    const fresh = await sendCode(user.email);
    expect((await validate(user.email, fresh)).status).toBe(200);
  });

  it('expires the code after 10 minutes', async () => {
    const code = await sendCode(user.email);
    t.clock.advance(minutes(10));
    const response = await validate(user.email, code);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'This code has expired. Ask for a new one.' });
  });

  it('still accepts the code just before 10 minutes', async () => {
    const code = await sendCode(user.email);
    t.clock.advance(minutes(10) - 1000);
    expect((await validate(user.email, code)).status).toBe(200);
  });

  it('retires the older code when a new one is sent', async () => {
    const first = await sendCode(user.email);
    const second = await sendCode(user.email);
    if (first !== second) {
      const old = await validate(user.email, first);
      expect(old.status).toBe(400);
      expect(old.body).toEqual({ message: 'The code is not correct. 4 tries left.' });
    }
    expect((await validate(user.email, second)).status).toBe(200);
  });

  it('is single-use', async () => {
    const code = await sendCode(user.email);
    expect((await validate(user.email, code)).status).toBe(200);
    const again = await validate(user.email, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: 'There is no code waiting for this account. Ask for a new one.',
    });
  });

  it('refuses when no code was sent', async () => {
    const response = await validate(user.email, 'ABCDE');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'There is no code waiting for this account. Ask for a new one.',
    });
  });

  it('answers 404 for an unknown e-mail', async () => {
    const response = await validate('nobody@coastal.edu', 'ABCDE');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: NO_ACCOUNT });
  });

  it.each([
    ['code missing', undefined, reset.codeRequired],
    ['code empty', '', reset.codeRequired],
    ['code of 4 characters', 'ABCD', reset.codeLength],
    ['code of 6 characters', 'ABCDEF', reset.codeLength],
  ])('%s: 400 with the spec message', async (_case, code, message) => {
    const response = await t.call('validateResetCode', { payload: { email: user.email, code } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it.each(emailValidationCases)('%s: 400 with the spec message', async (_case, email, message) => {
    const response = await t.call('validateResetCode', { payload: { email, code: 'ABCDE' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('changePassword', () => {
  let user: TestUser;
  beforeEach(async () => {
    user = await makeUser(t);
  });

  const validatedCode = async () => {
    const code = await sendCode(user.email);
    expect((await validate(user.email, code)).status).toBe(200);
  };

  it('sets the new password, ends the old one and sends a notice', async () => {
    await validatedCode();
    const response = await changePassword(user.email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Your password has been changed. Log in with your new password.',
    });

    await login(t, user.email, NEW_PASSWORD);
    const old = await t.call('login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(old.status).toBe(401);

    const notice = await t.readOutbox(user.email);
    expect(notice.subject).toBe('Your Quad password was changed');
    expect(notice.text).toContain(`${t.config.publicUrl}/reset`);
    expect(notice.text).toContain(t.config.supportEmail);
  });

  it('works only once per validated code', async () => {
    await validatedCode();
    expect((await changePassword(user.email)).status).toBe(200);
    const second = await changePassword(user.email, 'yet-another-one');
    expect(second.status).toBe(403);
    expect(second.body).toEqual({ message: NOT_VALIDATED });
    await login(t, user.email, NEW_PASSWORD);
  });

  it('refuses without a validated code', async () => {
    const noCode = await changePassword(user.email);
    expect(noCode.status).toBe(403);
    expect(noCode.body).toEqual({ message: NOT_VALIDATED });

    await sendCode(user.email);
    const notValidated = await changePassword(user.email);
    expect(notValidated.status).toBe(403);
    expect(notValidated.body).toEqual({ message: NOT_VALIDATED });
    await login(t, user.email, TEST_PASSWORD);
  });

  it('is open for 10 minutes after the validation', async () => {
    await validatedCode();
    t.clock.advance(minutes(10));
    expect((await changePassword(user.email)).status).toBe(200);
  });

  it('closes 11 minutes after the validation', async () => {
    await validatedCode();
    t.clock.advance(minutes(11));
    const response = await changePassword(user.email);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: NOT_VALIDATED });
    await login(t, user.email, TEST_PASSWORD);
  });

  it('refuses once a newer code was sent after the validation', async () => {
    await validatedCode();
    t.clock.advance(1000);
    await sendCode(user.email);
    expect((await changePassword(user.email)).status).toBe(403);
  });

  it('is valid only for the e-mail whose code was validated', async () => {
    const other = await makeUser(t);
    await validatedCode();
    expect((await changePassword(other.email)).status).toBe(403);
    await login(t, other.email, TEST_PASSWORD);
  });

  it('verifies an unverified account, since the code reached its inbox', async () => {
    const unverified = await makeUser(t, { verified: false });
    const code = await sendCode(unverified.email);
    expect((await validate(unverified.email, code)).status).toBe(200);
    expect((await changePassword(unverified.email)).status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, unverified.id));
    expect(row?.verified).toBe(true);
  });

  it('answers 404 for an unknown e-mail', async () => {
    const response = await changePassword('nobody@coastal.edu');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: NO_ACCOUNT });
  });

  it.each([
    ['password missing', undefined, reset.passwordRequired],
    ['password empty', '', reset.passwordRequired],
    ['password of 5 characters', 'abc12', reset.passwordTooShort],
    ['password of 37 characters', 'p'.repeat(37), reset.passwordTooLong],
  ])('%s: 400 with the spec message', async (_case, password, message) => {
    const response = await t.call('changePassword', { payload: { email: user.email, password } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it.each(emailValidationCases)('%s: 400 with the spec message', async (_case, email, message) => {
    const response = await t.call('changePassword', { payload: { email, password: NEW_PASSWORD } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});
