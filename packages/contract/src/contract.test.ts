import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  createPostRequestSchema,
  fillPath,
  isUniversityEmail,
  loginRequestSchema,
  messages,
  newPasswordFormSchema,
  presetBackgroundOf,
  registerRequestSchema,
  updateDetailsRequestSchema,
} from './index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const now = () => new Date('2026-11-22T12:00:00Z');
const register = registerRequestSchema('coastal.edu', now);
const validSignup = {
  first_name: 'Ana',
  last_name: 'Núñez',
  email: 'ana@coastal.edu',
  password: 'secret1',
  ccu_college: 'Gupta College of Science',
  birth_year: '2004',
  birth_month: 5,
  birth_day: '17',
  gender: 'female',
};

describe('university e-mail', () => {
  it('matches the exact domain, ignoring case', () => {
    expect(isUniversityEmail('ana@COASTAL.EDU', 'coastal.edu')).toBe(true);
    expect(isUniversityEmail('x@coastal.edu.evil.com', 'coastal.edu')).toBe(false);
    expect(isUniversityEmail('x@evilcoastal.edu', 'coastal.edu')).toBe(false);
    expect(isUniversityEmail('x@coastalXedu', 'coastal.edu')).toBe(false);
  });

  it('gives the spec messages in order on login', () => {
    const login = loginRequestSchema('coastal.edu');
    expect(firstMessage(login.safeParse({ email: '', password: 'x' }))).toBe(
      messages.login.emailRequired,
    );
    expect(firstMessage(login.safeParse({ email: 'nope', password: 'x' }))).toBe(
      messages.login.emailInvalid,
    );
    expect(firstMessage(login.safeParse({ email: 'a@gmail.com', password: 'x' }))).toBe(
      'Email domain @coastal.edu required',
    );
    expect(firstMessage(login.safeParse({ email: 'a@coastal.edu', password: '' }))).toBe(
      messages.login.passwordRequired,
    );
  });
});

describe('sign-up', () => {
  it('accepts a valid payload with numeric strings and letters of any alphabet', () => {
    const parsed = register.parse({ ...validSignup, first_name: 'Zoë', last_name: 'Ελένη' });
    expect(parsed.birth_year).toBe(2004);
    expect(parsed.last_name).toBe('Ελένη');
  });

  it.each([
    [{ first_name: '' }, messages.signup.firstNameRequired],
    [{ first_name: 'A' }, messages.signup.firstNameLength],
    [{ first_name: 'Abcdefghijklmnopqrs' }, messages.signup.firstNameLength],
    [{ first_name: 'Ann3' }, messages.signup.nameLettersOnly],
    [{ last_name: '' }, messages.signup.lastNameRequired],
    [{ last_name: 'O-Neil' }, messages.signup.nameLettersOnly],
    [{ email: '' }, messages.signup.emailRequired],
    [{ email: 'ana' }, messages.signup.emailInvalid],
    [{ email: `${'a'.repeat(85)}@coastal.edu` }, messages.signup.emailTooLong],
    [{ email: 'ana@coastal.edu.evil.com' }, 'Email domain @coastal.edu required'],
    [{ password: '' }, messages.signup.passwordRequired],
    [{ password: 'abc' }, messages.signup.passwordTooShort],
    [{ password: 'a'.repeat(37) }, messages.signup.passwordTooLong],
    [{ ccu_college: '' }, messages.signup.collegeRequired],
    [{ ccu_college: 'Hogwarts' }, messages.signup.collegeRequired],
    [{ gender: '' }, messages.signup.genderRequired],
    [{ birth_year: 2020 }, messages.signup.birthDateImplausible],
    [{ birth_year: 1900 }, messages.signup.birthDateImplausible],
    [{ birth_month: 2, birth_day: 31 }, messages.signup.birthDateImplausible],
  ])('refuses %o with its message', (change, message) => {
    expect(firstMessage(register.safeParse({ ...validSignup, ...change }))).toBe(message);
  });

  it('accepts the college written without "The" and stores the canonical name', () => {
    const parsed = register.parse({
      ...validSignup,
      ccu_college: 'Spadoni College of Education and Social Sciences',
    });
    expect(parsed.ccu_college).toBe('The Spadoni College of Education and Social Sciences');
  });
});

describe('birth date', () => {
  it('counts whole years and rejects days that do not exist', () => {
    expect(ageInYears(2012, 11, 22, now())).toBe(14);
    expect(ageInYears(2012, 11, 23, now())).toBe(13);
    expect(ageInYears(2023, 2, 29, now())).toBeNull();
  });
});

describe('reset password form', () => {
  it('requires matching passwords', () => {
    expect(
      firstMessage(newPasswordFormSchema.safeParse({ password: 'secret1', confirm: 'secret2' })),
    ).toBe(messages.reset.confirmMismatch);
  });
});

describe('details', () => {
  it('limits the bio and handles', () => {
    const parse = (infos: object) => updateDetailsRequestSchema.safeParse({ infos });
    expect(firstMessage(parse({ bio: 'x'.repeat(101) }))).toBe(messages.details.bioTooLong);
    expect(firstMessage(parse({ github: 'bad name' }))).toBe(messages.details.githubInvalid);
    expect(parse({ github: 'octo-cat', instagram: 'a.b_c', linkedin: 'ana-n' }).success).toBe(true);
  });
});

describe('fillPath', () => {
  it('encodes parameters', () => {
    expect(fillPath('/user/search/:term', { term: 'a/b %' })).toBe('/user/search/a%2Fb%20%25');
  });
});

describe('post backgrounds', () => {
  it('names each preset in Quad’s form and in the original client’s', () => {
    expect(presetBackgroundOf('/backgrounds/3.svg')).toBe('/backgrounds/3.svg');
    expect(presetBackgroundOf('../../../images/postBackgrounds/3.jpg')).toBe('/backgrounds/3.svg');
    for (const other of ['', '/backgrounds/0.svg', '../images/postBackgrounds/3.jpg', '3.jpg']) {
      expect(presetBackgroundOf(other)).toBeUndefined();
    }
  });

  it('turns the original client’s background into Quad’s in createPost', () => {
    const parse = (background: string) =>
      createPostRequestSchema.parse({ text: 'x', background }).background;
    expect(parse('../../../images/postBackgrounds/9.jpg')).toBe('/backgrounds/9.svg');
    expect(parse('/backgrounds/9.svg')).toBe('/backgrounds/9.svg');
    expect(parse('')).toBe('');
  });
});
