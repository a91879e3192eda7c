/**
 * A page's first number formatted with Intl (a count, a relative time, a date) loads the browser's
 * number data: 25 to 55 ms on a laptop, four times that on a phone. Done as the app starts, it
 * is paid in the start-up's first task rather than in the middle of the first screen's hydration.
 */
export const warmUpNumberFormatting = (language: string) => {
  try {
    new Intl.NumberFormat(language || undefined).format(0);
  } catch {
    // A language tag the browser does not know: the first real use pays instead.
  }
};
