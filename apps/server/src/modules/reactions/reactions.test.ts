import { REACTIONS, type Reaction } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reactions } from '../../db/schema';
import { makeMember, type TestMember } from '../../../test/members';
import { makePost, MISSING_ID } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const react = (member: TestMember, postId: string, reaction: string) =>
  t.call('reactPost', {
    token: member.token,
    payload: { postId, react: reaction },
  });

const reactsOf = (member: TestMember, postId: string) =>
  t.call('getReacts', {
    token: member.token,
    params: { postId },
  });

const counts = (entries: Partial<Record<Reaction, number>>) =>
  REACTIONS.map((name) => ({ react: name, count: entries[name] ?? 0 }));

describe('reactPost', () => {
  it('creates, replaces and removes the member’s one reaction', async () => {
    const author = await makeMember(t);
    const me = await makeMember(t);
    const post = await makePost(t, author);

    const liked = await react(me, post._id, 'like');
    expect(liked.status, liked.text).toBe(200);
    expect(liked.body).toEqual({
      reacts: counts({ like: 1 }),
      check: 'like',
      total: 1,
      checkSaved: false,
    });
    const moved = await react(me, post._id, 'angry');
    expect(moved.body).toMatchObject({ reacts: counts({ angry: 1 }), check: 'angry', total: 1 });
    const removed = await react(me, post._id, 'angry');
    expect(removed.body).toMatchObject({ reacts: counts({}), check: null, total: 0 });
    expect(await t.db.select().from(reactions)).toEqual([]);
  });

  it('keeps one row per member and post even when calls race', async () => {
    const author = await makeMember(t);
    const me = await makeMember(t);
    const post = await makePost(t, author);
    const answers = await Promise.all(
      (['love', 'wow', 'sad'] as const).map((name) => react(me, post._id, name)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await t.db.select().from(reactions)).toHaveLength(1);
    // The database itself refuses a second row.
    const [row] = await t.db.select().from(reactions);
    await expect(
      t.db.insert(reactions).values({ ...(row as typeof reactions.$inferSelect), react: 'like' }),
    ).rejects.toThrow();
  });

  it('refuses unknown reactions (400) and unknown posts (404)', async () => {
    const me = await makeMember(t);
    const post = await makePost(t, me);
    const wrong = await react(me, post._id, 'meh');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Choose one of the six reactions.' });
    for (const postId of [MISSING_ID, 'x']) {
      const response = await react(me, postId, 'like');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'This post does not exist.' });
    }
    expect((await t.call('reactPost', { body: { postId: post._id, react: 'like' } })).status).toBe(
      401,
    );
  });
});

describe('getReacts', () => {
  it('answers the six counts in order, the caller’s reaction, the total and the saved flag', async () => {
    const author = await makeMember(t);
    const members = [await makeMember(t), await makeMember(t), await makeMember(t)];
    const post = await makePost(t, author);
    await react(members[0] as TestMember, post._id, 'haha');
    await react(members[1] as TestMember, post._id, 'haha');
    await react(members[2] as TestMember, post._id, 'sad');
    await t.call('savePost', { token: author.token, params: { postId: post._id } });

    const forAuthor = await reactsOf(author, post._id);
    expect(forAuthor.status).toBe(200);
    expect(forAuthor.body).toEqual({
      reacts: counts({ haha: 2, sad: 1 }),
      check: null,
      total: 3,
      checkSaved: true,
    });
    const forSad = await reactsOf(members[2] as TestMember, post._id);
    expect(forSad.body).toMatchObject({ check: 'sad', checkSaved: false, total: 3 });
    expect((await reactsOf(author, MISSING_ID)).status).toBe(404);
    expect((await reactsOf(author, '%20')).status).toBe(404);
  });
});
