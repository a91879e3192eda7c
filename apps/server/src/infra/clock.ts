/** Time comes from a clock so tests can move it (reset-code expiry, account cleanup, tokens). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const minutes = (count: number) => count * 60_000;
export const hours = (count: number) => count * 3_600_000;
export const days = (count: number) => count * 86_400_000;

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
