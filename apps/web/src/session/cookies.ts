import Cookies from 'js-cookie';

/** Both cookies live on the whole site (SPEC.md §3, browser storage). */
export const cookieOptions = (days: number): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'lax',
  expires: days,
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

export { Cookies };
