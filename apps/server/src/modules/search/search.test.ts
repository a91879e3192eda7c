import { API_PREFIX, type SearchHistoryEntry, type UserSummary } from '@quad/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { users } from '../../db/schema';
import { makeMember, type TestMember } from '../../../test/members';
import { signUp } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Searches with the term encoded as the web client does. */
const search = (member: TestMember, term: string) =>
  t.call('search', { token: member.token, params: { term } });

/** Searches with a path segment sent exactly as given, encoded or not. */
const searchRaw = (member: TestMember, segment: string) =>
  t.inject<UserSummary[]>({
    method: 'POST',
    url: `${API_PREFIX}/user/search/${segment}`,
    headers: { authorization: `Bearer ${member.token}` },
  });

const names = (list: UserSummary[]) => list.map((user) => `${user.first_name} ${user.last_name}`);

const named = (first_name: string, last_name: string) => makeMember(t, { first_name, last_name });

describe('search', () => {
  it('ranks the start of the name, then the start of the last name, then anywhere', async () => {
    const me = await named('Mia', 'Wong');
    await named('Kalee', 'Ford');
    await named('Ann', 'Lee');
    await named('Lee', 'Park');
    await named('Bob', 'Stone');
    const response = await search(me, 'lee');
    expect(response.status, response.text).toBe(200);
    expect(names(response.body)).toEqual(['Lee Park', 'Ann Lee', 'Kalee Ford']);
  });

  it('matches one or two characters at the start of a word only', async () => {
    const me = await named('Mia', 'Wong');
    await named('Ann', 'Lee');
    await named('Lea', 'Ames');
    expect(names((await search(me, 'a')).body)).toEqual(['Ann Lee', 'Lea Ames']);
    expect(names((await search(me, 'le')).body)).toEqual(['Lea Ames', 'Ann Lee']);
    expect((await search(me, 'ng')).body).toEqual([]);
  });

  it('matches the full name, and a misspelt word by similarity after exact matches', async () => {
    const me = await named('Mia', 'Wong');
    const jonathan = await named('Jonathan', 'Reed');
    await named('Jonas', 'Brook');
    expect(names((await search(me, 'jonathan reed')).body)).toEqual(['Jonathan Reed']);
    expect((await search(me, 'jonathon')).body.map((user) => user._id)).toEqual([jonathan.id]);
    expect(names((await search(me, 'jona')).body)).toEqual(['Jonas Brook', 'Jonathan Reed']);
  });

  it('ignores case and accents, on both sides', async () => {
    const me = await named('Mia', 'Wong');
    const zoe = await named('Zoë', 'Núñez');
    for (const term of ['zoe', 'ZOË', 'nunez', 'NÚÑEZ', 'Zoe Nu', '  zoë   núñez  ']) {
      const response = await search(me, term);
      expect(
        response.body.map((user) => user._id),
        term,
      ).toEqual([zoe.id]);
    }
  });

  it('finds members who signed up through the API', async () => {
    const me = await named('Mia', 'Wong');
    const { user } = await signUp(t, { first_name: 'Renée', last_name: 'Øster' });
    expect((await search(me, 'renee oster')).body.map((found) => found._id)).toEqual([user.id]);
  });

  it('answers summaries only, at most 20', async () => {
    const me = await named('Mia', 'Wong');
    for (let index = 0; index < 23; index += 1) await named('Sam', 'Cole');
    const response = await search(me, 'cole');
    expect(response.body).toHaveLength(20);
    expect(Object.keys(response.body[0]!).sort()).toEqual(
      ['_id', 'first_name', 'last_name', 'picture', 'pictureSize', 'username'].sort(),
    );
    expect(response.text).not.toContain('@coastal.edu');
  });

  it('takes %, _, quotes and backslashes literally', async () => {
    const me = await named('Mia', 'Wong');
    await named('Ann', 'Lee');
    for (const term of ['%', '_', '%%', 'a%e', 'a_n', "'", '"', '\\', "' or '1'='1", "%' --"]) {
      const response = await search(me, term);
      expect(response.status, term).toBe(200);
      expect(response.body, term).toEqual([]);
    }
  });

  it('decodes the path safely: malformed escapes and unencoded characters are text', async () => {
    const me = await named('Mia', 'Wong');
    const ann = await named('Ann', 'Lee');
    for (const segment of ['%', '100%', '%zz', '%E0%A4%A', 'ann%', '%C3%28', 'ann/lee', 'a?b']) {
      const response = await searchRaw(me, segment);
      expect(response.status, segment).toBe(200);
      expect(Array.isArray(response.body), segment).toBe(true);
    }
    expect((await searchRaw(me, 'Ann%20Lee')).body.map((user) => user._id)).toEqual([ann.id]);
    expect((await searchRaw(me, 'ann lee'.replace(' ', '%20'))).body).toHaveLength(1);
  });

  it('answers [] for an empty or blank term', async () => {
    const me = await named('Mia', 'Wong');
    await named('Ann', 'Lee');
    for (const segment of ['', '%20', '%20%20%09']) {
      const response = await searchRaw(me, segment);
      expect(response.status, segment).toBe(200);
      expect(response.body, segment).toEqual([]);
    }
  });

  it('cuts a 10 KB term to the first 100 characters', async () => {
    const me = await named('Mia', 'Wong');
    const ann = await named('Ann', 'Lee');
    const long = await search(me, 'x'.repeat(10_240));
    expect(long.status).toBe(200);
    expect(long.body).toEqual([]);
    const padded = await search(me, `ann lee${' '.repeat(93)}${'x'.repeat(10_000)}`);
    expect(padded.body.map((user) => user._id)).toEqual([ann.id]);
    const escaped = await searchRaw(me, '%25'.repeat(3_500));
    expect(escaped.status).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.call('search', { params: { term: 'ann' } });
    expect(response.status).toBe(401);
  });
});

describe('the member tables', () => {
  it('have the indexes search, suggestions and account deletion rely on', async () => {
    const rows = await selectRows<{ indexname: string; indexdef: string }>(
      t.db,
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`,
    );
    const byName = new Map(rows.map((row) => [row.indexname, row.indexdef]));
    expect(byName.get('users_search_name_trgm_idx')).toMatch(
      /USING gin \(search_name gin_trgm_ops\)/,
    );
    for (const name of [
      'users_verified_created_at_idx',
      'users_verified_college_created_at_idx',
      'friend_requests_sender_id_receiver_id_pk',
      'friend_requests_receiver_id_idx',
      'friendships_user_id_friend_id_pk',
      'friendships_friend_id_idx',
      'follows_follower_id_followee_id_pk',
      'follows_followee_created_at_idx',
      'search_history_user_searched_key',
      'search_history_user_created_at_idx',
      'search_history_searched_user_id_idx',
    ]) {
      expect(byName.has(name), name).toBe(true);
    }
  });
});

describe('search history', () => {
  const add = (member: TestMember, searchUser: string) =>
    t.call('addToSearchHistory', {
      token: member.token,
      body: { searchUser },
    });
  const remove = (member: TestMember, searchUser: string) =>
    t.call('removeFromSearch', {
      token: member.token,
      body: { searchUser },
    });
  const historyOf = async (member: TestMember) => {
    const response = await t.call('getSearchHistory', {
      token: member.token,
    });
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const searchedIds = (entries: SearchHistoryEntry[]) => entries.map((entry) => entry.user._id);

  it('lists searched members newest first, as SearchHistoryEntry', async () => {
    const me = await named('Mia', 'Wong');
    const [a, b, c] = [
      await named('Ann', 'Lee'),
      await named('Ben', 'Ray'),
      await named('Cy', 'Ko'),
    ];
    for (const member of [a, b, c]) {
      t.clock.advance(1000);
      expect((await add(me, member.id)).status).toBe(200);
    }
    const history = await historyOf(me);
    expect(searchedIds(history)).toEqual([c.id, b.id, a.id]);
    expect(history[0]).toEqual({
      _id: expect.any(String),
      createdAt: t.clock.now().toISOString(),
      user: {
        _id: c.id,
        username: c.username,
        picture: expect.any(String),
        first_name: 'Cy',
        last_name: 'Ko',
        pictureSize: null,
      },
    });
  });

  it('keeps one entry per member and moves it to the top when searched again', async () => {
    const me = await named('Mia', 'Wong');
    const a = await named('Ann', 'Lee');
    const b = await named('Ben', 'Ray');
    await add(me, a.id);
    await add(me, b.id);
    // Even within the same instant, the latest search comes first.
    const answer = await add(me, a.id);
    expect(searchedIds(answer.body)).toEqual([a.id, b.id]);
    expect(searchedIds(await historyOf(me))).toEqual([a.id, b.id]);
  });

  it('keeps the 20 newest', async () => {
    const me = await named('Mia', 'Wong');
    const searched: TestMember[] = [];
    for (let index = 0; index < 23; index += 1) {
      const member = await named('Sam', 'Cole');
      searched.push(member);
      t.clock.advance(1000);
      await add(me, member.id);
    }
    const history = await historyOf(me);
    expect(searchedIds(history)).toEqual(
      searched
        .slice(-20)
        .reverse()
        .map((member) => member.id),
    );
  });

  it('removes an entry by the searched member’s id and answers the rest', async () => {
    const me = await named('Mia', 'Wong');
    const a = await named('Ann', 'Lee');
    const b = await named('Ben', 'Ray');
    await add(me, a.id);
    t.clock.advance(1000);
    await add(me, b.id);
    const answer = await remove(me, a.id);
    expect(answer.status).toBe(200);
    expect(searchedIds(answer.body)).toEqual([b.id]);
    const again = await remove(me, a.id);
    expect(again.status).toBe(200);
    expect(searchedIds(again.body)).toEqual([b.id]);
  });

  it('is each member’s own', async () => {
    const me = await named('Mia', 'Wong');
    const other = await named('Oli', 'Vance');
    const a = await named('Ann', 'Lee');
    await add(me, a.id);
    expect(await historyOf(other)).toEqual([]);
    expect(searchedIds((await remove(other, a.id)).body)).toEqual([]);
    expect(searchedIds(await historyOf(me))).toEqual([a.id]);
  });

  it('refuses unknown, malformed and missing members', async () => {
    const me = await named('Mia', 'Wong');
    const gone = await named('Gus', 'Gone');
    await t.db.delete(users).where(eq(users.id, gone.id));
    for (const id of [gone.id, 'not-an-id', "1' or '1'='1"]) {
      for (const call of [add, remove]) {
        const response = await call(me, id);
        expect(response.status, id).toBe(404);
        expect(response.body).toEqual({ message: 'This member does not exist.' });
      }
    }
    const missing = await t.call('addToSearchHistory', { token: me.token, payload: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Choose a member.' });
  });

  it('forgets members whose account is deleted', async () => {
    const me = await named('Mia', 'Wong');
    const a = await named('Ann', 'Lee');
    await add(me, a.id);
    await t.db.delete(users).where(eq(users.id, a.id));
    expect(await historyOf(me)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.call('getSearchHistory')).status).toBe(401);
    expect((await t.call('addToSearchHistory', { body: { searchUser: 'x' } })).status).toBe(401);
    expect((await t.call('removeFromSearch', { body: { searchUser: 'x' } })).status).toBe(401);
  });
});
