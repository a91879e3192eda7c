/** The bearer-token check in front of every member-only call; it runs on request, before the body is read, so an anonymous caller gets 401 whatever it sent. */
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
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: Member;
  }
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';

export const requireMember =
  ({ clock, secret, sessions }: AppContext): onRequestAsyncHookHandler =>
  async (request) => {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
    const now = clock.now();
    const claims = await readSessionToken(secret, now, token);
    if (!claims || !isId(claims.userId) || !isId(claims.sessionId)) {
      throw unauthorized(SESSION_ENDED);
    }
    const session = await sessions.find(claims.sessionId, now);
    if (session?.userId !== claims.userId) throw unauthorized(SESSION_ENDED);
    request.member = {
      id: session.userId,
      verified: session.verified,
      sessionId: claims.sessionId,
    };
  };

/** The signed-in member of a request that passed requireMember. */
export const memberOf = (request: FastifyRequest): Member => {
  if (!request.member) throw unauthorized();
  return request.member;
};
