/**
 * The web app's cookies as the server reads them for a rendered page: the member of the `user`
 * cookie (apps/web/src/session/session-store.ts, written by js-cookie) once their session is
 * checked, and the theme of `darkTheme`.
 */
import type { SessionUser } from '@quad/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { memberOfToken, type Member } from '../modules/auth/authenticate';

/** One cookie's value, decoded as js-cookie decodes it. */
const cookieOf = (request: FastifyRequest, name: string) => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return part
        .slice(separator + 1)
        .trim()
        .replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      return undefined;
    }
  }
  return undefined;
};

export interface CookieMember {
  user: SessionUser;
  member: Member;
}

/**
 * The member whose open session the `user` cookie carries, and the cookie's session as the web
 * app holds it; undefined for no cookie, a damaged one, or an ended or forged session (or a
 * cookie whose member is not its token's).
 */
export const cookieMemberOf = async (
  context: AppContext,
  request: FastifyRequest,
): Promise<CookieMember | undefined> => {
  const raw = cookieOf(request, 'user');
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  // The web app's own test of the cookie (readUserCookie): it renders the rest as it is.
  const user = parsed as Partial<SessionUser> | null;
  if (typeof user?.token !== 'string' || typeof user.id !== 'string') return undefined;
  const member = await memberOfToken(context, user.token);
  if (member?.id !== user.id) return undefined;
  return { user: user as SessionUser, member };
};

export const themeOf = (request: FastifyRequest) =>
  cookieOf(request, 'darkTheme') === 'false' ? 'light' : 'dark';
