import { MAX_AGE_YEARS, MIN_AGE_YEARS } from './limits';

/** Whole years between a birth date and `now`, or null when the date does not exist. */
export const ageInYears = (year: number, month: number, day: number, now: Date): number | null => {
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (
    birth.getUTCFullYear() !== year ||
    birth.getUTCMonth() !== month - 1 ||
    birth.getUTCDate() !== day
  ) {
    return null;
  }
  let age = now.getUTCFullYear() - year;
  const birthdayPassed =
    now.getUTCMonth() > month - 1 || (now.getUTCMonth() === month - 1 && now.getUTCDate() >= day);
  if (!birthdayPassed) age -= 1;
  return age;
};

/** A plausible birth date: a real calendar day, at least 14 and at most 100 years ago. */
export const isPlausibleBirthDate = (year: number, month: number, day: number, now: Date) => {
  const age = ageInYears(year, month, day, now);
  return age !== null && age >= MIN_AGE_YEARS && age <= MAX_AGE_YEARS;
};

export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
