/** Image URLs as the test app answers them: absolute, on its PUBLIC_URL. */
import { TEST_PUBLIC_URL } from './test-app';

/** How an answer gives a stored URL (`/media/…`, `/default-avatar.svg`, `/backgrounds/3.svg`). */
export const answered = (stored: string) => `${TEST_PUBLIC_URL}${stored}`;

/** The stored form of an answered URL: its path, to fetch it through inject or find its file. */
export const storedOf = (url: string) => {
  if (!url.startsWith(`${TEST_PUBLIC_URL}/`)) throw new Error(`Not an answered URL: ${url}`);
  return url.slice(TEST_PUBLIC_URL.length);
};
