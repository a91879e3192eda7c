import anyAscii from 'any-ascii';

/** Text as member search compares it: ASCII, lowercase, single spaces ("Zoë  Núñez" → "zoe nunez"). */
export const normalizeForSearch = (text: string) =>
  anyAscii(text).toLowerCase().replace(/\s+/g, ' ').trim();

/** The value of users.search_name; written whenever a member's names are written. */
export const searchNameOf = (firstName: string, lastName: string) =>
  normalizeForSearch(`${firstName} ${lastName}`);
