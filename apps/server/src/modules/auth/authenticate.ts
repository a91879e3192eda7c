/** The bearer-token check in front of every member-only call; it runs on request, before the body is read, so an anonymous caller gets 401 whatever it sent. */
import { isLanguage, type Language } from '@quad/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context';
import { isId } from '../../infra/ids';
import { unauthorized } from '../../infra/errors';
import { readSessionToken } from './tokens';

export interface Member {
  id: string;
  verified: boolean;
  /** The session (sign-in) the request's token belongs to. */
  sessionId: string;
  /** The language the member chose for Quad; undefined: the request's Accept-Language. */
  language?: Language | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: Member;
  }
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** The member whose open session a bearer token names; undefined for an ended or forged one. */
export const memberOfToken = async (
  { clock, secret, sessions }: AppContext,
  token: string,
): Promise<Member | undefined> => {
  const now = clock.now();
  const claims = await readSessionToken(secret, now, token);
  if (!claims || !isId(claims.userId) || !isId(claims.sessionId)) return undefined;
  const session = await sessions.find(claims.sessionId, now);
  if (session?.userId !== claims.userId) return undefined;
  return {
    id: session.userId,
    verified: session.verified,
    sessionId: claims.sessionId,
    language: isLanguage(session.language) ? session.language : undefined,
  };
};

export const requireMember =
  (context: AppContext): onRequestAsyncHookHandler =>
  async (request) => {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
    const member = await memberOfToken(context, token);
    if (!member) throw unauthorized(SESSION_ENDED);
    request.member = member;
  };

/** The signed-in member of a request that passed requireMember. */
export const memberOf = (request: FastifyRequest): Member => {
  if (!request.member) throw unauthorized();
  return request.member;
};
