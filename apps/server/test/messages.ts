/** Friends and direct messages for tests, through the real API. */
import { expect } from 'vitest';
import { act, type TestMember } from './members';
import type { TestApp } from './test-app';

export const befriend = async (t: TestApp, a: TestMember, b: TestMember) => {
  expect((await act(t, a, 'addFriend', b.id)).status).toBe(200);
  expect((await act(t, b, 'acceptRequest', a.id)).status).toBe(200);
};

export const send = (t: TestApp, from: TestMember, to: TestMember, text: string, image = '') =>
  t.call('sendMessage', {
    token: from.token,
    params: { username: to.username },
    body: { text, image },
  });

/** Sends a message and answers it; fails the test unless it is sent. */
export const sendOk = async (
  t: TestApp,
  from: TestMember,
  to: TestMember,
  text: string,
  image = '',
) => {
  const response = await send(t, from, to, text, image);
  expect(response.status, response.text).toBe(201);
  return response.body;
};

export const conversation = (
  t: TestApp,
  viewer: TestMember,
  other: TestMember,
  query: { cursor?: string; limit?: number } = {},
) =>
  t.call('getConversation', {
    token: viewer.token,
    params: { username: other.username },
    query,
  });

export const conversationList = (
  t: TestApp,
  viewer: TestMember,
  query: { cursor?: string; limit?: number } = {},
) => t.call('getConversations', { token: viewer.token, query });

export const unreadCount = async (t: TestApp, member: TestMember) => {
  const response = await t.call('getMessageCounts', { token: member.token });
  expect(response.status, response.text).toBe(200);
  return response.body.unread;
};

export const markRead = (t: TestApp, reader: TestMember, other: TestMember) =>
  t.call('markConversationRead', { token: reader.token, params: { username: other.username } });
