import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, makeMember, type TestMember } from '../../../test/members';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const follow = async (actor: TestMember, target: TestMember) => {
  t.clock.advance(1000);
  const response = await act(t, actor, 'follow', target.id);
  expect(response.status, response.text).toBe(200);
};

const list = (name: 'getFollowing' | 'getFollowers', member: TestMember, query = {}) =>
  t.call(name, { token: member.token, query });

const names = (body: { first_name: string }[]) => body.map((each) => each.first_name);

describe('getFollowing', () => {
  it('lists the members one follows, the most recently followed first, with picture and college', async () => {
    const me = await makeMember(t, { first_name: 'Maya' });
    const omar = await makeMember(t, { first_name: 'Omar' });
    const nia = await makeMember(t, { first_name: 'Nia' });
    await follow(me, omar);
    await follow(me, nia);
    await follow(omar, me);

    const response = await list('getFollowing', me);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual([
      {
        _id: nia.id,
        username: nia.username,
        picture: expect.stringMatching(/^https:\/\/quad\.test\//),
        first_name: 'Nia',
        last_name: nia.lastName,
        pictureSize: null,
        ccu_college: nia.college,
        following: true,
      },
      expect.objectContaining({ _id: omar.id, first_name: 'Omar', following: true }),
    ]);
    expect(response.headers).not.toHaveProperty('link');
  });

  it('drops a member once unfollowed', async () => {
    const me = await makeMember(t);
    const omar = await makeMember(t, { first_name: 'Omar' });
    await follow(me, omar);
    await act(t, me, 'unfollow', omar.id);
    expect((await list('getFollowing', me)).body).toEqual([]);
  });

  it('is paged by cursor in the Link header, without repeats or gaps', async () => {
    const me = await makeMember(t);
    const followed: TestMember[] = [];
    for (let index = 0; index < 5; index += 1) {
      const member = await makeMember(t, { first_name: `Member${index}` });
      followed.push(member);
      await follow(me, member);
    }
    const seen: string[] = [];
    let query: Record<string, string> = { limit: '2' };
    for (let page = 0; page < 3; page += 1) {
      const response = await list('getFollowing', me, query);
      expect(response.status, response.text).toBe(200);
      seen.push(...names(response.body));
      const link = String(response.headers.link ?? '');
      const next = /<[^>]*[?&]cursor=([^&>]+)/.exec(link)?.[1];
      if (!next) break;
      query = { limit: '2', cursor: decodeURIComponent(next) };
    }
    expect(seen).toEqual(followed.map((member) => member.firstName).reverse());
  });

  it('refuses a cursor that is not one', async () => {
    const me = await makeMember(t);
    const response = await list('getFollowing', me, { cursor: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The page cursor is not valid.' });
  });
});

describe('getFollowers', () => {
  it('lists who follows the member, newest first, saying whether the member follows back', async () => {
    const me = await makeMember(t);
    const omar = await makeMember(t, { first_name: 'Omar' });
    const nia = await makeMember(t, { first_name: 'Nia' });
    const felix = await makeMember(t, { first_name: 'Felix' });
    await follow(omar, me);
    await follow(nia, me);
    await follow(me, omar);
    // Someone else's followers are not the member's.
    await follow(felix, omar);

    const response = await list('getFollowers', me);
    expect(response.status, response.text).toBe(200);
    expect(response.body.map(({ first_name, following }) => [first_name, following])).toEqual([
      ['Nia', false],
      ['Omar', true],
    ]);
  });

  it('are each member’s own: a stranger sees their own lists, not another’s', async () => {
    const me = await makeMember(t);
    const stranger = await makeMember(t, { first_name: 'Stranger' });
    const omar = await makeMember(t, { first_name: 'Omar' });
    await follow(me, omar);
    await follow(omar, me);
    expect((await list('getFollowing', stranger)).body).toEqual([]);
    expect((await list('getFollowers', stranger)).body).toEqual([]);
  });
});
