import { COLLEGES, DEFAULT_PICTURE, messages, registerResponseSchema } from '@quad/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, verificationTokens } from '../../db/schema';
import { login, signUp, signupForm, TEST_PASSWORD } from '../../../test/factories';
import { activationTokenOf } from '../../../test/outbox';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { answered } from '../../../test/urls';

const signup = messages.signup;
const DOMAIN_REQUIRED = messages.emailDomainRequired('coastal.edu');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const register = (overrides: Record<string, unknown> = {}) =>
  t.call('register', { body: signupForm(overrides) });

const storedUser = async (email: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
};

describe('register', () => {
  it('creates the account and answers the session user with a message', async () => {
    const form = signupForm({ first_name: 'Zoë', last_name: 'Núñez' });
    const response = await t.call('register', { body: form });

    expect(response.status).toBe(201);
    expect(registerResponseSchema.strict().parse(response.body)).toEqual({
      id: expect.any(String),
      token: expect.any(String),
      username: 'zoenunez',
      first_name: 'Zoë',
      last_name: 'Núñez',
      picture: answered(DEFAULT_PICTURE),
      cover: '',
      gender: 'female',
      ccu_college: COLLEGES[3],
      verified: false,
      // (ext) Someone who signed up with the form has no profile left to finish.
      profile_finished: true,
      // (ext) The default picture is no upload: it has no size.
      picture_size: null,
      // (ext) No language chosen yet: the device's is used.
      language: null,
      message: 'Your account is created. Check your email to activate it.',
    });
    // The token of the answer is a working session.
    const resend = await t.call('resendVerification', { token: response.body.token, body: {} });
    expect(resend.status).toBe(200);
  });

  it('derives unique lowercase ASCII usernames from the names', async () => {
    const first = await register({ first_name: 'Zoë', last_name: 'Núñez' });
    const second = await register({ first_name: 'ZOË', last_name: 'nuñez' });
    const greek = await register({ first_name: 'Ζωή', last_name: 'Παππά' });
    expect(first.body.username).toBe('zoenunez');
    expect(second.body.username).toBe('zoenunez2');
    expect(greek.status).toBe(201);
    expect(greek.body.username).toMatch(/^[a-z0-9]+$/);
  });

  it('stores the e-mail in lower case and accepts an upper-case address', async () => {
    const response = await register({ email: 'Zoe.Nunez@COASTAL.EDU' });
    expect(response.status).toBe(201);
    const row = await storedUser('zoe.nunez@coastal.edu');
    expect(row?.id).toBe(response.body.id);
    await login(t, 'zoe.nunez@coastal.edu');
  });

  it('hashes the password with argon2id and never answers it', async () => {
    const form = signupForm();
    const response = await t.call('register', { body: form });
    expect(response.text).not.toContain(TEST_PASSWORD);
    expect(response.text).not.toContain('password');
    const row = await storedUser(String(form.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('sends a verification e-mail with PUBLIC_URL/activate/<token>, stored hashed', async () => {
    const { form, user, activationToken } = await signUp(t);
    const mail = await t.readOutbox(String(form.email));
    expect(mail.subject).toBe('Activate your Quad account');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/activate/${activationToken}`);
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/activate/${activationToken}`);
    expect(activationToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const tokens = await t.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    expect(JSON.stringify(tokens)).not.toContain(activationToken);
  });

  it('refuses an e-mail already in use, ignoring case', async () => {
    await register({ email: 'taken@coastal.edu' });
    for (const email of ['taken@coastal.edu', 'TAKEN@Coastal.Edu']) {
      const response = await register({ email });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message: 'This email address is already in use. Log in, or use another address.',
      });
    }
    expect(await t.readOutbox('taken@coastal.edu')).toBeDefined();
  });

  it('accepts the Spadoni college written without "The"', async () => {
    const response = await register({
      ccu_college: 'Spadoni College of Education and Social Sciences',
    });
    expect(response.status).toBe(201);
    expect(response.body.ccu_college).toBe('The Spadoni College of Education and Social Sciences');
  });

  it('accepts birth date parts as numbers or numeric strings', async () => {
    const strings = await register({ birth_year: '2001', birth_month: '02', birth_day: '28' });
    const numbers = await register({ birth_year: 2000, birth_month: 2, birth_day: 29 });
    expect(strings.status).toBe(201);
    expect(numbers.status).toBe(201);
  });
});

describe('register validation (SPEC.md §5, sign-up)', () => {
  const long = (length: number) => 'a'.repeat(length - '@coastal.edu'.length) + '@coastal.edu';

  it.each([
    ['first name missing', { first_name: undefined }, signup.firstNameRequired],
    ['first name empty', { first_name: '' }, signup.firstNameRequired],
    ['first name blank', { first_name: '   ' }, signup.firstNameRequired],
    ['first name of 1 letter', { first_name: 'A' }, signup.firstNameLength],
    ['first name of 19 letters', { first_name: 'A'.repeat(19) }, signup.firstNameLength],
    ['first name with a digit', { first_name: 'Ana3' }, signup.nameLettersOnly],
    ['first name with a symbol', { first_name: 'Ana!' }, signup.nameLettersOnly],
    ['first name with a space', { first_name: 'Ana Maria' }, signup.nameLettersOnly],
    ['last name missing', { last_name: undefined }, signup.lastNameRequired],
    ['last name empty', { last_name: '' }, signup.lastNameRequired],
    ['last name of 1 letter', { last_name: 'S' }, signup.lastNameLength],
    ['last name of 19 letters', { last_name: 'S'.repeat(19) }, signup.lastNameLength],
    ['last name with a digit', { last_name: 'Silva2' }, signup.nameLettersOnly],
    ['last name with a symbol', { last_name: 'Sil_va' }, signup.nameLettersOnly],
    ['e-mail missing', { email: undefined }, signup.emailRequired],
    ['e-mail empty', { email: '' }, signup.emailRequired],
    ['e-mail not an address', { email: 'not-an-email' }, signup.emailInvalid],
    ['e-mail without a domain', { email: 'ana@' }, signup.emailInvalid],
    ['e-mail of 91 characters', { email: long(91) }, signup.emailTooLong],
    ['e-mail of another domain', { email: 'ana@gmail.com' }, DOMAIN_REQUIRED],
    ['e-mail of a look-alike suffix', { email: 'x@coastal.edu.evil.com' }, DOMAIN_REQUIRED],
    ['e-mail of a look-alike prefix', { email: 'x@evilcoastal.edu' }, DOMAIN_REQUIRED],
    ['e-mail of a subdomain', { email: 'x@mail.coastal.edu' }, DOMAIN_REQUIRED],
    ['password missing', { password: undefined }, signup.passwordRequired],
    ['password empty', { password: '' }, signup.passwordRequired],
    ['password of 5 characters', { password: 'abc12' }, signup.passwordTooShort],
    ['password of 37 characters', { password: 'p'.repeat(37) }, signup.passwordTooLong],
    ['college missing', { ccu_college: undefined }, signup.collegeRequired],
    ['college empty', { ccu_college: '' }, signup.collegeRequired],
    ['college unknown', { ccu_college: 'College of Magic' }, signup.collegeRequired],
    ['birth year missing', { birth_year: undefined }, signup.birthDateImplausible],
    ['birth year not a number', { birth_year: 'abc' }, signup.birthDateImplausible],
    ['birth day not whole', { birth_day: 1.5 }, signup.birthDateImplausible],
    [
      'impossible day',
      { birth_year: 2001, birth_month: 2, birth_day: 29 },
      signup.birthDateImplausible,
    ],
    ['31 April', { birth_year: 2001, birth_month: 4, birth_day: 31 }, signup.birthDateImplausible],
    ['month 13', { birth_year: 2001, birth_month: 13, birth_day: 1 }, signup.birthDateImplausible],
    ['month 0', { birth_year: 2001, birth_month: 0, birth_day: 1 }, signup.birthDateImplausible],
    ['gender missing', { gender: undefined }, signup.genderRequired],
    ['gender empty', { gender: '' }, signup.genderRequired],
    ['gender unknown', { gender: 'other' }, signup.genderRequired],
  ])('%s: 400 with the spec message', async (_case, overrides, message) => {
    const response = await register(overrides);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it.each([
    ['e-mail of 90 characters', { email: long(90) }],
    ['upper-case e-mail', { email: 'X@COASTAL.EDU' }],
    ['e-mail with spaces around', { email: '  ana.padded@coastal.edu ' }],
    ['names of 2 and 18 letters', { first_name: 'Al', last_name: 'B'.repeat(18) }],
    ['names with accents and other alphabets', { first_name: 'Zoë', last_name: 'Дмитриев' }],
    ['password of 6 characters', { password: 'abc123' }],
    ['password of 36 characters', { password: 'p'.repeat(36) }],
    ['gender custom', { gender: 'custom' }],
  ])('%s: accepted', async (_case, overrides) => {
    const response = await register(overrides);
    expect(response.status, response.text).toBe(201);
  });

  describe('birth date, by the server clock', () => {
    // Today is 15 June 2026 for these tests.
    beforeEach(() => t.clock.set(new Date('2026-06-15T12:00:00Z')));
    const born = (birth_year: number, birth_month: number, birth_day: number) =>
      register({ birth_year, birth_month, birth_day });

    it('accepts a member who turns 14 today and refuses one who turns 14 tomorrow', async () => {
      expect((await born(2012, 6, 15)).status).toBe(201);
      const tooYoung = await born(2012, 6, 16);
      expect(tooYoung.status).toBe(400);
      expect(tooYoung.body).toEqual({ message: signup.birthDateImplausible });
    });

    it('refuses a member who is 13', async () => {
      const response = await born(2013, 1, 1);
      expect(response.body).toEqual({ message: signup.birthDateImplausible });
    });

    it('accepts a member of 100 and refuses one of 101', async () => {
      expect((await born(1925, 6, 16)).status).toBe(201);
      const tooOld = await born(1925, 6, 15);
      expect(tooOld.status).toBe(400);
      expect(tooOld.body).toEqual({ message: signup.birthDateImplausible });
    });

    it('refuses a birth date in the future', async () => {
      const response = await born(2030, 1, 1);
      expect(response.body).toEqual({ message: signup.birthDateImplausible });
    });
  });

  it('checks the configured university domain', async () => {
    const other = await buildTestApp({ env: { UNIVERSITY_DOMAIN: 'Example.EDU' } });
    try {
      const refused = await other.call('register', { body: signupForm() });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: messages.emailDomainRequired('example.edu') });
      const accepted = await other.call('register', {
        body: signupForm({ email: 'ana@EXAMPLE.edu' }),
      });
      expect(accepted.status).toBe(201);
    } finally {
      await other.close();
    }
  });

  it('answers a fresh activation link on each sign-up', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    expect(first.activationToken).not.toBe(second.activationToken);
    const mail = await t.readOutbox(String(second.form.email));
    expect(activationTokenOf(mail, TEST_PUBLIC_URL)).toBe(second.activationToken);
  });
});
