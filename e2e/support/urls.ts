/** Image URLs as the server answers them: absolute, on its PUBLIC_URL (the suite's base URL). */
import { baseUrl } from './env';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a URL that starts with `path` on the server. */
export const serverUrlStarting = (path: string) => new RegExp(`^${escapeRegExp(baseUrl() + path)}`);
