import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveTickets } from '../../db/schema';
import { login } from '../../../test/factories';
import { act, befriend, makeFourMembers, makeMember, type TestMember } from '../../../test/members';
import { sendOk } from '../../../test/messages';
import {
  openLiveStream,
  streamUrl,
  ticketOver,
  type LiveStreamReader,
} from '../../../test/live-stream';
import { comment, makePost } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { posted, publish } from './announce';
import { pruneExpiredTickets, TICKET_EXPIRED, TICKET_NOT_VALID } from './tickets';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await buildTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const open: LiveStreamReader[] = [];
beforeEach(() => t.reset());
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const streamOf = async (member: TestMember) => {
  const stream = await openLiveStream(origin, member.token);
  open.push(stream);
  await stream.waitFor('counts');
  return stream;
};

const friends = (a: TestMember, b: TestMember) => befriend(t, a, b);

let maya: TestMember;
let omar: TestMember;
let nia: TestMember;
let felix: TestMember;
beforeEach(async () => {
  [maya, omar, nia, felix] = await makeFourMembers(t);
});

describe('tickets', () => {
  it('need a signed-in member, and a session logged out gets none', async () => {
    expect((await t.call('createLiveTicket')).status).toBe(401);
    const ticket = await t.call('createLiveTicket', { token: maya.token });
    expect(ticket.status, ticket.text).toBe(200);
    expect(new Date(ticket.body.expiresAt).getTime() - t.clock.now().getTime()).toBe(30_000);
    expect((await t.call('logout', { token: maya.token })).status).toBe(200);
    expect((await t.call('createLiveTicket', { token: maya.token })).status).toBe(401);
  });

  it('open one stream each, and are stored hashed', async () => {
    const ticket = await ticketOver(origin, maya.token);
    const [row] = await t.db.select().from(liveTickets);
    expect(row?.ticketHash).not.toBe(ticket);
    const stream = await fetch(streamUrl(origin, ticket));
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
    const again = await fetch(streamUrl(origin, ticket));
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ message: TICKET_NOT_VALID });
    expect((await fetch(streamUrl(origin, 'made-up'))).status).toBe(401);
  });

  it('expire after 30 seconds, and expired ones are pruned', async () => {
    const late = await ticketOver(origin, maya.token);
    const onTime = await ticketOver(origin, maya.token);
    t.clock.advance(29_000);
    const first = await fetch(streamUrl(origin, onTime));
    expect(first.status).toBe(200);
    await first.body?.cancel();
    t.clock.advance(1_000);
    const second = await fetch(streamUrl(origin, late));
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual({ message: TICKET_EXPIRED });

    await ticketOver(origin, maya.token);
    t.clock.advance(30_000);
    await pruneExpiredTickets(t.app.context);
    expect(await t.db.select().from(liveTickets)).toEqual([]);
  });

  it('of a session that ended since do not open a stream', async () => {
    const ticket = await ticketOver(origin, maya.token);
    expect((await t.call('logout', { token: maya.token })).status).toBe(200);
    expect((await fetch(streamUrl(origin, ticket))).status).toBe(401);
  });
});

describe('the stream', () => {
  it('starts with retry and the unread count, numbers its events', async () => {
    expect((await act(t, omar, 'follow', maya.id)).status).toBe(200);
    const stream = await streamOf(maya);
    expect(stream.retry).toBe(3_000);
    expect(stream.events[0]).toEqual({ id: '1', type: 'counts', data: { unread: 1 } });
  });

  it('tells of a friend request, a reaction and a comment, each with fresh counts', async () => {
    const post = await makePost(t, maya);
    const stream = await streamOf(maya);
    /** The next `counts` after what was received so far, once `action` is done. */
    const countsAfter = async (action: () => Promise<unknown>) => {
      const after = stream.events.length;
      await action();
      return (await stream.waitFor('counts', () => true, { after })).data.unread;
    };
    const ok = async (response: Promise<{ status: number; text: string }>) => {
      const answer = await response;
      expect(answer.status, answer.text).toBe(200);
      return answer;
    };

    expect(await countsAfter(() => ok(act(t, omar, 'addFriend', maya.id)))).toBe(1);
    await stream.waitFor('notification', (data) => data.kind === 'friend_request');

    const react = () =>
      ok(t.call('reactPost', { token: nia.token, body: { postId: post._id, react: 'love' } }));
    expect(await countsAfter(react)).toBe(2);
    await stream.waitFor('notification', (data) => data.kind === 'reaction');

    let commentId = '';
    expect(
      await countsAfter(async () => {
        const answer = await comment(t, felix, post._id, 'Nice');
        expect(answer.status, answer.text).toBe(200);
        commentId = String(answer.body[0]?._id);
      }),
    ).toBe(3);
    await stream.waitFor('notification', (data) => data.kind === 'comment');

    // Withdrawn, deleted with its comment, read: the count follows.
    expect(await countsAfter(() => ok(act(t, omar, 'cancelRequest', maya.id)))).toBe(2);
    const deleteComment = () =>
      ok(t.call('deleteComment', { token: felix.token, body: { postId: post._id, commentId } }));
    expect(await countsAfter(deleteComment)).toBe(1);
    expect(await countsAfter(react)).toBe(0);
    expect(await countsAfter(react)).toBe(1);
    const markAll = () => ok(t.call('markAllNotificationsRead', { token: maya.token }));
    expect(await countsAfter(markAll)).toBe(0);
    expect(await countsAfter(react)).toBe(0);
    expect(await countsAfter(react)).toBe(1);
    const deletePost = () =>
      ok(t.call('deletePost', { token: maya.token, params: { postId: post._id } }));
    expect(await countsAfter(deletePost)).toBe(0);

    const ids = stream.events.map((event) => Number(event.id));
    expect(ids).toEqual(ids.map((_, index) => index + 1));
  });

  it('tells friends and followers of a new post, not strangers nor its author', async () => {
    await friends(maya, omar);
    expect((await act(t, nia, 'follow', omar.id)).status).toBe(200);
    const [friend, follower, stranger, author] = await Promise.all(
      [maya, nia, felix, omar].map(streamOf),
    );
    const post = await makePost(t, omar);
    const told = { postId: post._id, authorId: omar.id };
    expect((await friend!.waitFor('new_posts')).data).toEqual(told);
    expect((await follower!.waitFor('new_posts')).data).toEqual(told);
    // One announcement, delivered to everyone it concerns at once.
    expect(stranger!.events.map((event) => event.type)).not.toContain('new_posts');
    expect(author!.events.map((event) => event.type)).not.toContain('new_posts');
  });

  it('tells both members of a direct message, its reading and its unsending, nobody else', async () => {
    await friends(maya, omar);
    const [sender, recipient, stranger] = await Promise.all([maya, omar, felix].map(streamOf));
    const sent = await sendOk(t, maya, omar, 'Coffee?');
    const told = { conversationId: expect.any(String), messageId: sent._id };
    expect((await recipient!.waitFor('message')).data).toEqual(told);
    expect((await sender!.waitFor('message')).data).toEqual(told);

    const after = recipient!.events.length;
    const read = await t.call('markConversationRead', {
      token: omar.token,
      params: { username: maya.username },
    });
    expect(read.status, read.text).toBe(200);
    // The sender's open conversation learns it was seen.
    await sender!.waitFor('message', (data) => data.messageId === undefined);
    const unsent = await t.call('unsendMessage', { token: maya.token, params: { id: sent._id } });
    expect(unsent.status, unsent.text).toBe(200);
    await recipient!.waitFor('message', (data) => data.messageId === sent._id, { after });
    expect(stranger!.events.map((event) => event.type)).toEqual(['counts']);
  });

  it("ends a stream when its session ends, and not the member's other sessions' streams", async () => {
    const laptop = await streamOf(maya);
    const phoneToken = await login(t, maya.email);
    const phone = await openLiveStream(origin, phoneToken);
    open.push(phone);
    await phone.waitFor('counts');

    expect((await t.call('logout', { token: phoneToken })).status).toBe(200);
    await phone.ended;
    // The session that is still signed in keeps its stream and hears what follows.
    await act(t, omar, 'addFriend', maya.id);
    await laptop.waitFor('notification', (data) => data.kind === 'friend_request');
  });

  it('ends every stream of a member who logs out everywhere', async () => {
    const stream = await streamOf(maya);
    expect((await t.call('logoutEverywhere', { token: maya.token })).status).toBe(200);
    await stream.ended;
  });

  it('tells nothing of what was rolled back', async () => {
    await friends(maya, omar);
    const stream = await streamOf(maya);
    await expect(
      t.db.transaction(async (db) => {
        await publish(db, maya.id, { type: 'notification', data: { kind: 'new_follower' } });
        await posted(db, omar.id, '01a20000-0000-7000-8000-000000000000');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // What is announced next arrives, and nothing before it.
    await t.db.transaction((db) =>
      publish(db, maya.id, { type: 'message', data: { messageId: 'after' } }),
    );
    await stream.waitFor('message');
    expect(stream.events.map((event) => event.type)).toEqual(['counts', 'message']);
  });

  it('is let go when the client goes', async () => {
    const stream = await streamOf(maya);
    expect(t.app.live.size).toBe(1);
    stream.close();
    await expect.poll(() => t.app.live.size).toBe(0);
  });

  it('ends when the server stops, which does not wait for it', async () => {
    const other = await buildTestApp({ database: t.database, clock: t.clock });
    const otherOrigin = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await makeMember(other);
    const stream = await openLiveStream(otherOrigin, member.token);
    await stream.waitFor('counts');
    const started = Date.now();
    await other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
