/**
 * Setting the scene through the API where the UI is not under test: verified members, their
 * friendships and posts. Each call carries the member's bearer token, as the web app's do.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Answer, CreatePostRequest, Endpoints } from '@quad/contract';
import { apiPath, callByApi } from './api';
import { MODERATOR, registerByApi, type Member } from './members';
import { readActivationLink } from './outbox';

/** A registered member with the session the server answered. */
export interface SignedUpMember extends Member {
  id: string;
  username: string;
  token: string;
}

/** Registers, then activates with the token of the link the server e-mailed. */
export const registerVerifiedByApi = async (
  request: APIRequestContext,
  member: Member,
): Promise<SignedUpMember> => {
  const session = await registerByApi(request, member);
  const link = await readActivationLink(member.email);
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  await callByApi(request, 'activate', { token: session.token, body: { token } });
  return { ...member, id: session.id, username: session.username, token: session.token };
};

/** `from` sends the request and `to` accepts it. */
export const befriendByApi = async (
  request: APIRequestContext,
  from: SignedUpMember,
  to: SignedUpMember,
) => {
  await callByApi(request, 'addFriend', { token: from.token, params: { id: to.id } });
  await callByApi(request, 'acceptRequest', { token: to.token, params: { id: from.id } });
};

export const createPostByApi = async (
  request: APIRequestContext,
  author: SignedUpMember,
  post: CreatePostRequest,
) =>
  (
    await callByApi(request, 'createPost', {
      token: author.token,
      body: { type: null, background: null, images: null, ...post },
    })
  ).data;

/**
 * The run's moderator, signed in; signed up and activated by the first journey that asks (the
 * journeys run one after another on one server).
 */
export const moderatorByApi = async (request: APIRequestContext): Promise<SignedUpMember> => {
  const login = await request.post(apiPath('login'), {
    data: { email: MODERATOR.email, password: MODERATOR.password },
  });
  if (!login.ok()) return registerVerifiedByApi(request, MODERATOR);
  const session = (await login.json()) as Answer<Endpoints['login']>;
  return { ...MODERATOR, id: session.id, username: session.username, token: session.token };
};
