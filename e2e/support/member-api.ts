/**
 * Setting the scene through the API where the UI is not under test: verified members, their
 * friendships and posts. Each call carries the member's bearer token, as the web app's do.
 */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { fillPath, type CreatePostRequest, type EndpointName, type Post } from '@quad/contract';
import { apiPath } from './api';
import { registerByApi, type Member } from './members';
import { readActivationLink } from './outbox';

/** A registered member with the session the server answered. */
export interface SignedUpMember extends Member {
  id: string;
  username: string;
  token: string;
}

const bearer = (member: Pick<SignedUpMember, 'token'>) => ({
  Authorization: `Bearer ${member.token}`,
});

const expectOk = async (response: APIResponse, what: string) => {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return response;
};

const pathOf = (name: EndpointName, params?: Record<string, string>) =>
  fillPath(apiPath(name), params);

/** Registers, then activates with the token of the link the server e-mailed. */
export const registerVerifiedByApi = async (
  request: APIRequestContext,
  member: Member,
): Promise<SignedUpMember> => {
  const session = await registerByApi(request, member);
  const link = await readActivationLink(member.email);
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  await expectOk(
    await request.post(apiPath('activate'), { data: { token }, headers: bearer(session) }),
    'activate',
  );
  return { ...member, id: session.id, username: session.username, token: session.token };
};

/** `from` sends the request and `to` accepts it. */
export const befriendByApi = async (
  request: APIRequestContext,
  from: SignedUpMember,
  to: SignedUpMember,
) => {
  await expectOk(
    await request.put(pathOf('addFriend', { id: to.id }), { headers: bearer(from) }),
    'addFriend',
  );
  await expectOk(
    await request.put(pathOf('acceptRequest', { id: from.id }), { headers: bearer(to) }),
    'acceptRequest',
  );
};

export const createPostByApi = async (
  request: APIRequestContext,
  author: SignedUpMember,
  post: CreatePostRequest,
) => {
  const response = await expectOk(
    await request.post(apiPath('createPost'), {
      data: { type: null, background: null, images: null, ...post },
      headers: bearer(author),
    }),
    'createPost',
  );
  return ((await response.json()) as { data: Post }).data;
};
