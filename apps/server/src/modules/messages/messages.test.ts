import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { act, makeMember, type TestMember } from '../../../test/members';
import {
  befriend,
  conversation,
  conversationList,
  markRead,
  send,
  sendOk,
  unreadCount,
} from '../../../test/messages';
import { MISSING_ID, uploadImage } from '../../../test/posts';
import { planOf } from '../../../test/query-plans';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { storedOf } from '../../../test/urls';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

let ana: TestMember;
let ben: TestMember;
beforeEach(async () => {
  ana = await makeMember(t, { first_name: 'Ana' });
  ben = await makeMember(t, { first_name: 'Ben' });
  await befriend(t, ana, ben);
});

const later = () => t.clock.advance(1000);

/** The `cursor` of a Link header's next page, or undefined. */
const nextCursor = (headers: Record<string, unknown>) => {
  const link = headers.link;
  if (typeof link !== 'string') return undefined;
  return (
    new URL(/^<([^>]+)>/.exec(link)?.[1] ?? '', 'https://x').searchParams.get('cursor') ?? undefined
  );
};

describe('sendMessage', () => {
  it('sends a friend a message, trimmed, which both members then see', async () => {
    const response = await send(t, ana, ben, '  Hi Ben!  ');
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sender: ana.id,
      text: 'Hi Ben!',
      image: '',
      createdAt: t.clock.now().toISOString(),
    });
    for (const [viewer, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const seen = await conversation(t, viewer, other);
      expect(seen.status, seen.text).toBe(200);
      expect(seen.body.messages).toEqual([response.body]);
      expect(seen.body.member).toMatchObject({ _id: other.id, username: other.username });
      expect(seen.body.canMessage).toBe(true);
    }
  });

  it('refuses a member who is not a friend, even with a request pending, with a clear message', async () => {
    const cleo = await makeMember(t);
    expect((await act(t, ana, 'addFriend', cleo.id)).status).toBe(200);
    for (const [from, to] of [
      [ana, cleo],
      [cleo, ana],
    ] as const) {
      const response = await send(t, from, to, 'Hello?');
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You can only message your friends.');
    }
    expect((await conversation(t, cleo, ana)).body).toMatchObject({
      messages: [],
      canMessage: false,
    });
  });

  it('refuses once the friendship ended, and keeps what was said', async () => {
    await sendOk(t, ana, ben, 'Before');
    expect((await act(t, ben, 'unfriend', ana.id)).status).toBe(200);
    expect((await send(t, ana, ben, 'After')).status).toBe(403);
    const after = await conversation(t, ana, ben);
    expect(after.body.canMessage).toBe(false);
    expect(after.body.messages.map((message) => message.text)).toEqual(['Before']);
  });

  it('takes 1 to 2,000 characters after trimming, unless a photo is sent', async () => {
    const cases: [string, number, string | undefined][] = [
      ['   ', 400, 'A message needs some text or a photo.'],
      ['', 400, 'A message needs some text or a photo.'],
      ['a'.repeat(2001), 400, 'A message can have at most 2000 characters.'],
      ['a'.repeat(2000), 201, undefined],
      ['x', 201, undefined],
    ];
    for (const [text, status, message] of cases) {
      const response = await send(t, ana, ben, text);
      expect(response.status, text.slice(0, 10)).toBe(status);
      if (message) expect(response.body.message).toBe(message);
    }
  });

  it('answers 404 for an unknown member and 400 for oneself', async () => {
    const unknown = await t.call('sendMessage', {
      token: ana.token,
      params: { username: 'nobody.here' },
      body: { text: 'Hi' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This member does not exist.');
    expect((await send(t, ana, ana, 'Me')).status).toBe(400);
    expect((await conversation(t, ana, ana)).status).toBe(400);
  });

  it('carries one photo the sender uploaded, with or without text; another member’s is refused', async () => {
    const photo = await uploadImage(t, ana, 'message_images');
    const sent = await sendOk(t, ana, ben, '', photo);
    expect(sent).toMatchObject({ text: '', image: photo });
    expect((await conversation(t, ben, ana)).body.messages[0]?.image).toBe(photo);

    const bens = await uploadImage(t, ben, 'message_images');
    const theirs = await send(t, ana, ben, 'x', bens);
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe('You can only use images you uploaded.');
    const foreign = await send(t, ana, ben, 'x', 'https://evil.example/x.png');
    expect(foreign.status).toBe(400);
  });

  it('judges message photos like comment images', async () => {
    const form = new FormData();
    form.append('path', `${ana.id}/message_images`);
    form.append(
      'file',
      new Blob([new Uint8Array(Buffer.from('<svg/>'))], { type: 'image/svg+xml' }),
      'a.svg',
    );
    const response = await t.call('uploadImages', { token: ana.token, body: form });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe('a.svg format is not supported.');
  });

  it('creates no bell notification; the Messages icon counts it instead', async () => {
    const bellBefore = await t.call('getNotifications', { token: ben.token });
    const unreadBefore = (await t.call('getNotificationCounts', { token: ben.token })).body.unread;
    await sendOk(t, ana, ben, 'Hi');
    await sendOk(t, ana, ben, 'Again');
    expect((await t.call('getNotifications', { token: ben.token })).body).toEqual(bellBefore.body);
    expect((await t.call('getNotificationCounts', { token: ben.token })).body.unread).toBe(
      unreadBefore,
    );
    expect(await unreadCount(t, ben)).toBe(1);
  });
});

describe('getConversation', () => {
  it('pages the messages newest first, going back in time without repeats', async () => {
    const texts: string[] = [];
    for (let index = 0; index < 23; index += 1) {
      const from = index % 2 === 0 ? ana : ben;
      await sendOk(t, from, from === ana ? ben : ana, `Message ${index}`);
      texts.push(`Message ${index}`);
      if (index % 5 === 0) later();
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await conversation(t, ben, ana, {
        limit: 10,
        ...(cursor ? { cursor } : {}),
      });
      expect(response.status, response.text).toBe(200);
      seen.push(...response.body.messages.map((message) => message.text));
      cursor = nextCursor(response.headers);
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(texts.reverse());
  });

  it('answers an empty conversation with a friend never messaged', async () => {
    const response = await conversation(t, ana, ben);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ messages: [], seen: false, canMessage: true });
    expect(response.headers.link).toBeUndefined();
  });

  it('says "seen" once the other member read the caller’s last message', async () => {
    await sendOk(t, ana, ben, 'One');
    expect((await conversation(t, ana, ben)).body.seen).toBe(false);
    later();
    expect((await markRead(t, ben, ana)).status).toBe(200);
    expect((await conversation(t, ana, ben)).body.seen).toBe(true);
    // Ben's own view: his last message is not the newest one, so nothing is "seen" for him.
    expect((await conversation(t, ben, ana)).body.seen).toBe(false);
    later();
    await sendOk(t, ana, ben, 'Two');
    expect((await conversation(t, ana, ben)).body.seen).toBe(false);
    later();
    await sendOk(t, ben, ana, 'Reply');
    expect((await conversation(t, ana, ben)).body.seen).toBe(false);
    expect((await conversation(t, ben, ana)).body.seen).toBe(false);
  });
});

describe('getConversations and unread counts', () => {
  it('lists conversations by latest message, with the other member, a preview and unread counts', async () => {
    const cleo = await makeMember(t, { first_name: 'Cleo' });
    await befriend(t, ana, cleo);
    await sendOk(t, ben, ana, 'From Ben');
    later();
    await sendOk(t, ben, ana, 'Ben again');
    later();
    await sendOk(t, ana, cleo, 'To Cleo');
    const response = await conversationList(t, ana);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual([
      {
        _id: expect.any(String),
        member: expect.objectContaining({ _id: cleo.id, first_name: 'Cleo' }),
        lastMessage: {
          text: 'To Cleo',
          hasImage: false,
          sentByMe: true,
          createdAt: t.clock.now().toISOString(),
        },
        unread: 0,
      },
      expect.objectContaining({
        member: expect.objectContaining({ _id: ben.id }),
        lastMessage: expect.objectContaining({ text: 'Ben again', sentByMe: false }),
        unread: 2,
      }),
    ]);
    expect(await unreadCount(t, ana)).toBe(1);
    expect(await unreadCount(t, cleo)).toBe(1);
    expect(await unreadCount(t, ben)).toBe(0);

    expect((await markRead(t, ana, ben)).status).toBe(200);
    expect(await unreadCount(t, ana)).toBe(0);
    expect((await conversationList(t, ana)).body[1]?.unread).toBe(0);
    later();
    await sendOk(t, ben, ana, 'More');
    expect(await unreadCount(t, ana)).toBe(1);
    const [first] = (await conversationList(t, ana)).body;
    expect(first).toMatchObject({ member: { _id: ben.id }, unread: 1 });
  });

  it('pages the conversations, the latest first, without repeats', async () => {
    const friends = [ben];
    for (let index = 0; index < 4; index += 1) {
      const friend = await makeMember(t);
      await befriend(t, ana, friend);
      friends.push(friend);
    }
    for (const friend of friends) {
      later();
      await sendOk(t, friend, ana, `From ${friend.username}`);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await conversationList(t, ana, { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(response.status, response.text).toBe(200);
      seen.push(...response.body.map((item) => item.member.username));
      cursor = nextCursor(response.headers);
    } while (cursor);
    expect(seen).toEqual(friends.map((friend) => friend.username).reverse());
  });

  it('is one conversation per pair, whoever writes first', async () => {
    await sendOk(t, ben, ana, 'Ben first');
    await sendOk(t, ana, ben, 'Ana answers');
    expect((await conversationList(t, ana)).body).toHaveLength(1);
    expect((await conversationList(t, ben)).body).toHaveLength(1);
  });

  it('marking a conversation never written in is harmless; an unknown member is 404', async () => {
    expect((await markRead(t, ana, ben)).status).toBe(200);
    const unknown = await t.call('markConversationRead', {
      token: ana.token,
      params: { username: 'nobody.here' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('unsendMessage', () => {
  it('takes the sender’s message back for both members, with its photo file', async () => {
    await sendOk(t, ana, ben, 'Keep');
    later();
    const photo = await uploadImage(t, ana, 'message_images');
    const oops = await sendOk(t, ana, ben, 'Oops', photo);
    expect(await t.mediaKeys()).toContain(storedOf(photo).replace(/^\/media\//, ''));
    expect(await unreadCount(t, ben)).toBe(1);

    const response = await t.call('unsendMessage', { token: ana.token, params: { id: oops._id } });
    expect(response.status, response.text).toBe(200);
    for (const [viewer, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const texts = (await conversation(t, viewer, other)).body.messages.map((m) => m.text);
      expect(texts).toEqual(['Keep']);
    }
    expect((await conversationList(t, ben)).body[0]?.lastMessage.text).toBe('Keep');
    expect(await t.mediaKeys()).not.toContain(storedOf(photo).replace(/^\/media\//, ''));
    const again = await t.call('unsendMessage', { token: ana.token, params: { id: oops._id } });
    expect(again.status).toBe(404);
  });

  it('empties the conversation list and the unread count when every message is unsent', async () => {
    const only = await sendOk(t, ana, ben, 'Only');
    expect(await unreadCount(t, ben)).toBe(1);
    await t.call('unsendMessage', { token: ana.token, params: { id: only._id } });
    expect(await unreadCount(t, ben)).toBe(0);
    expect((await conversationList(t, ben)).body).toEqual([]);
  });

  it('refuses the other member’s message (403) and unknown ids (404, 400-free)', async () => {
    const hers = await sendOk(t, ana, ben, 'Mine');
    const byBen = await t.call('unsendMessage', { token: ben.token, params: { id: hers._id } });
    expect(byBen.status).toBe(403);
    expect(byBen.body.message).toBe('You can only unsend your own messages.');
    for (const id of [MISSING_ID, 'not-an-id']) {
      const response = await t.call('unsendMessage', { token: ana.token, params: { id } });
      expect(response.status).toBe(404);
    }
    expect((await conversation(t, ben, ana)).body.messages).toHaveLength(1);
  });
});

describe('the message tables', () => {
  it('have the indexes the per-request queries rely on', async () => {
    const rows = await selectRows<{ indexname: string; indexdef: string }>(
      t.db,
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`,
    );
    const byName = new Map(rows.map((row) => [row.indexname, row.indexdef]));
    // One conversation per pair, found by the pair.
    expect(byName.get('conversations_members_key')).toMatch(
      /UNIQUE INDEX .*\(member_a, member_b\)/,
    );
    // The conversations list, newest first, and the unread count: one member's range.
    expect(byName.get('conversation_members_user_last_message_idx')).toMatch(
      /\(user_id, last_message_at, conversation_id\) WHERE \(last_message_at IS NOT NULL\)/,
    );
    expect(byName.get('conversation_members_user_id_conversation_id_pk')).toMatch(
      /\(user_id, conversation_id\)/,
    );
    // A conversation's pages, its newest message and its unread count.
    expect(byName.get('direct_messages_conversation_created_at_idx')).toMatch(
      /\(conversation_id, created_at, id\) WHERE \(unsent_at IS NULL\)/,
    );
    for (const name of [
      'conversations_member_b_idx',
      'conversation_members_conversation_id_idx',
      'direct_messages_sender_id_idx',
      'direct_messages_media_id_idx',
    ]) {
      expect(byName.has(name), name).toBe(true);
    }
  });

  it('serve the pages in order, without sorting', async () => {
    const plan = (statement: ReturnType<typeof sql>) => planOf(t, statement);
    const conversationsPlan = await plan(sql`
      select conversation_id from conversation_members
      where user_id = ${ana.id}::uuid and last_message_at is not null
      order by last_message_at desc, conversation_id desc limit 11`);
    expect(conversationsPlan).toMatch(
      /Index (Only )?Scan Backward using conversation_members_user_last_message_idx/,
    );
    expect(conversationsPlan).not.toMatch(/Sort/);
    const messagesPlan = await plan(sql`
      select id from direct_messages
      where conversation_id = ${MISSING_ID}::uuid and unsent_at is null
      order by created_at desc, id desc limit 11`);
    expect(messagesPlan).toMatch(
      /Index (Only )?Scan Backward using direct_messages_conversation_created_at_idx/,
    );
    expect(messagesPlan).not.toMatch(/Sort/);
  });
});
