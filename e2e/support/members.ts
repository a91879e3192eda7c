/** Test members: unique university addresses, and sign-up through the API where the UI is not under test. */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { COLLEGES, DEFAULT_COMMUNITY, type Gender, type RegisterRequest } from '@quad/contract';
import { callByApi } from './api';

export interface Member {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  college: string;
  gender: Gender;
  /** About twenty years ago, so the age rule holds; day and month stay the form's default. */
  birthYear: number;
}

export const uniqueEmail = () =>
  `e2e-${randomBytes(6).toString('hex')}@${DEFAULT_COMMUNITY.universityDomain}`;

/** The moderator named by the server's MODERATOR_EMAILS (global-setup.ts); one per run. */
export const MODERATOR_EMAIL = `e2e-moderator@${DEFAULT_COMMUNITY.universityDomain}`;

export const uniquePassword = () => `Quad!${randomBytes(6).toString('base64url')}`;

export const newMember = (overrides: Partial<Member> = {}): Member => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail(),
  password: uniquePassword(),
  college: COLLEGES[3],
  gender: 'female',
  birthYear: new Date().getFullYear() - 20,
  ...overrides,
});

export const registerByApi = async (request: APIRequestContext, member: Member) => {
  const payload: RegisterRequest = {
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    password: member.password,
    ccu_college: member.college,
    birth_year: member.birthYear,
    birth_month: 5,
    birth_day: 15,
    gender: member.gender,
  };
  return callByApi(request, 'register', { body: payload });
};

/**
 * The run's one moderator, the same in every worker (a worker restarts after a failed journey):
 * moderatorByApi (member-api.ts) signs them up the first time a journey needs them, and signs
 * them in after that. Each run has a server and database of its own.
 */
export const MODERATOR = newMember({
  firstName: 'Kim',
  lastName: 'Moderator',
  email: MODERATOR_EMAIL,
  password: 'Quad!moderator-of-this-run',
});
