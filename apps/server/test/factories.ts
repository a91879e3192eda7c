/** Members for tests: through the real register call, or inserted with a real argon2 hash. */
import { randomBytes } from 'node:crypto';
import { COLLEGES, DEFAULT_PICTURE, type Gender } from '@quad/contract';
import { expect } from 'vitest';
import { newId } from '../src/infra/ids';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertUser, type UserRow } from '../src/modules/auth/queries';
import { chooseUsername } from '../src/modules/auth/usernames';
import { activationTokenOf } from './outbox';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct-horse1';

/** An address of the default university domain nobody else in the test run uses. */
export const uniqueEmail = (name = 'member') =>
  `${name}.${randomBytes(4).toString('hex')}@coastal.edu`;

/** A valid sign-up body (API.md: birth date parts may be numbers or numeric strings). */
export const signupForm = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Silva',
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  ccu_college: COLLEGES[3],
  birth_year: 2000,
  birth_month: 5,
  birth_day: 17,
  gender: 'female' as Gender,
  ...overrides,
});

export interface UserOverrides {
  first_name?: string;
  last_name?: string;
  email?: string;
  password?: string;
  verified?: boolean;
  college?: string;
  gender?: Gender;
}

export interface TestUser extends UserRow {
  password: string;
}

/** Inserts a member directly (no e-mail, no rate limit), created at the app's clock time. */
export const makeUser = async (t: TestApp, overrides: UserOverrides = {}): Promise<TestUser> => {
  const firstName = overrides.first_name ?? 'Sam';
  const lastName = overrides.last_name ?? 'Rivera';
  const password = overrides.password ?? TEST_PASSWORD;
  const college = overrides.college ?? COLLEGES[0];
  const row = await insertUser(t.db, {
    id: newId(),
    firstName,
    lastName,
    username: await chooseUsername(t.db, firstName, lastName),
    email: (overrides.email ?? uniqueEmail(firstName.toLowerCase())).toLowerCase(),
    passwordHash: await hashPassword(password),
    picture: DEFAULT_PICTURE,
    gender: overrides.gender ?? 'male',
    college,
    birthYear: 1999,
    birthMonth: 1,
    birthDay: 1,
    verified: overrides.verified ?? true,
    details: { college },
    createdAt: t.clock.now(),
  });
  return { ...row, password };
};

/** Signs up through the API and reads the activation token from the outbox. */
export const signUp = async (t: TestApp, overrides: Record<string, unknown> = {}) => {
  const form = signupForm(overrides);
  const response = await t.call('register', { body: form });
  expect(response.status, response.text).toBe(201);
  const mail = await t.readOutbox(String(form.email));
  return {
    form,
    user: response.body,
    token: response.body.token,
    activationToken: activationTokenOf(mail, t.config.publicUrl),
  };
};

/** Logs in and answers the session user; fails the test unless the login succeeds. */
export const loginAs = async (t: TestApp, email: string, password = TEST_PASSWORD) => {
  const response = await t.call('login', { body: { email, password } });
  expect(response.status, response.text).toBe(200);
  return response.body;
};

/** The bearer token of a member. */
export const login = async (t: TestApp, email: string, password = TEST_PASSWORD) =>
  (await loginAs(t, email, password)).token;
