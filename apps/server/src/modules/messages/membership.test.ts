/**
 * Every message endpoint is authorised by membership of the conversation: a third member
 * reaches nothing of a conversation between two others, and a signed-out caller nothing at all.
 */
import { endpoints, type EndpointName } from '@quad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, type TestMember } from '../../../test/members';
import {
  befriend,
  conversation,
  conversationList,
  sendOk,
  unreadCount,
} from '../../../test/messages';
import { uploadImage } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const MESSAGE_ENDPOINTS = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].tag === 'Messages',
);

let t: TestApp;
let ana: TestMember;
let ben: TestMember;
let stranger: TestMember;
let anasMessage: string;
let bensMessage: string;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await makeMember(t, { first_name: 'Ana' });
  ben = await makeMember(t, { first_name: 'Ben' });
  stranger = await makeMember(t, { first_name: 'Cleo' });
  await befriend(t, ana, ben);
  anasMessage = (await sendOk(t, ana, ben, 'Secret', await uploadImage(t, ana, 'message_images')))
    ._id;
  bensMessage = (await sendOk(t, ben, ana, 'Also secret'))._id;
});
afterAll(() => t.close());

/** What the conversation between Ana and Ben looks like to each of them. */
const snapshot = async () => ({
  ana: (await conversation(t, ana, ben)).body,
  ben: (await conversation(t, ben, ana)).body,
  anaList: (await conversationList(t, ana)).body,
  benList: (await conversationList(t, ben)).body,
  anaUnread: await unreadCount(t, ana),
  benUnread: await unreadCount(t, ben),
});

describe('a third member', () => {
  it('is covered for every message endpoint of the contract', () => {
    expect(MESSAGE_ENDPOINTS.sort()).toEqual(
      [
        'getConversation',
        'getConversations',
        'getMessageCounts',
        'markConversationRead',
        'sendMessage',
        'unsendMessage',
      ].sort(),
    );
  });

  it('reaches nothing of a conversation between two others, and changes nothing of it', async () => {
    const before = await snapshot();
    expect(before.ana.messages).toHaveLength(2);

    // getConversations, getMessageCounts: only the stranger's own (none).
    expect((await conversationList(t, stranger)).body).toEqual([]);
    expect(await unreadCount(t, stranger)).toBe(0);

    // getConversation: the stranger's own (empty) conversation with either member.
    for (const member of [ana, ben]) {
      const response = await conversation(t, stranger, member);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ messages: [], seen: false, canMessage: false });
      expect(response.text).not.toContain('secret');
      expect(response.text).not.toContain('Secret');
    }

    // sendMessage: the stranger is nobody's friend.
    for (const member of [ana, ben]) {
      const response = await t.call('sendMessage', {
        token: stranger.token,
        params: { username: member.username },
        body: { text: 'Let me in' },
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You can only message your friends.');
    }

    // markConversationRead: marks only the stranger's own (missing) conversation.
    for (const member of [ana, ben]) {
      const response = await t.call('markConversationRead', {
        token: stranger.token,
        params: { username: member.username },
      });
      expect(response.status).toBe(200);
    }

    // unsendMessage: another conversation's messages do not exist for the stranger.
    for (const id of [anasMessage, bensMessage]) {
      const response = await t.call('unsendMessage', { token: stranger.token, params: { id } });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('This message does not exist.');
    }

    expect(await snapshot()).toEqual(before);
  });
});

describe('a signed-out caller', () => {
  it.each(MESSAGE_ENDPOINTS)('%s answers 401 and changes nothing', async (name) => {
    const before = await snapshot();
    const response = await t.call(name, {
      params: { username: ben.username, id: anasMessage },
      body: { text: 'Anonymous' },
    });
    expect(response.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
