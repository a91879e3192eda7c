import anyAscii from 'any-ascii';
import type { Queryable } from '../../db/client';
import { takenUsernames } from './queries';

const MAX_LENGTH = 30;

/** The readable part of a username: the names in lowercase ASCII ("Zoë Núñez" → "zoenunez"). */
export const usernameBase = (firstName: string, lastName: string) =>
  anyAscii(`${firstName}${lastName}`)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, MAX_LENGTH) || 'member';

/** The base itself when free, else the base with the smallest free number after it. */
export const chooseUsername = async (db: Queryable, firstName: string, lastName: string) => {
  const base = usernameBase(firstName, lastName);
  const candidates = [base, ...Array.from({ length: 19 }, (_, index) => `${base}${index + 2}`)];
  const taken = await takenUsernames(db, candidates);
  return (
    candidates.find((candidate) => !taken.has(candidate)) ??
    `${base}${Math.floor(100_000 + Math.random() * 900_000)}`
  );
};
