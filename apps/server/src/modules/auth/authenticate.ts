/** The bearer-token check in front of every member-only call; it runs on request, before the body is read, so an anonymous caller gets 401 whatever it sent. */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context';
import { isId } from '../../infra/ids';
import { unauthorized } from '../../infra/errors';
import { findMemberSession } from './queries';
import { readSessionToken } from './tokens';

export interface Member {
  id: string;
  verified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: Member;
  }
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';

export const requireMember =
  ({ db, clock, secret }: AppContext): onRequestAsyncHookHandler =>
  async (request) => {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
    const claims = await readSessionToken(secret, clock, token);
    if (!claims || !isId(claims.userId)) throw unauthorized(SESSION_ENDED);
    const member = await findMemberSession(db, claims.userId);
    if (!member || member.tokenVersion !== claims.version) throw unauthorized(SESSION_ENDED);
    request.member = { id: member.id, verified: member.verified };
  };

/** The signed-in member of a request that passed requireMember. */
export const memberOf = (request: FastifyRequest): Member => {
  if (!request.member) throw unauthorized();
  return request.member;
};
