/**
 * Search of posts, members, groups and events (issue 29): stemming, accents, phrases, exclusion,
 * the prefix, ranking and paging, highlights as ranges, the feed's privacy rules one by one, and
 * the refusals of bad input. The group-privacy and block walks search too.
 */
import {
  API_PREFIX,
  PAGE_SIZE_MAX,
  SEARCH_ALL_EACH,
  SEARCH_QUERY_MAX,
  searchText,
  type Highlight,
  type SearchAnswer,
  type SearchQuery,
} from '@quad/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inDays, postEvent } from '../../../test/events';
import { addGroupMember, makeGroup } from '../../../test/groups';
import { befriend, makeMember, type TestMember } from '../../../test/members';
import { comment, makePost, nextLink } from '../../../test/posts';
import { planOf } from '../../../test/query-plans';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { selectRows } from '../../db/rows';
import { groups, suspensions, users } from '../../db/schema';
import { applySearchLanguage } from '../../db/search-language';
import { newId } from '../../infra/ids';
import { BEST_CANDIDATES, postsStatement, RECENT_POSTS } from './find-queries';
import { parseQuery } from './query-text';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Members with distinct names (usernames come from names), made one after the other. */
const membersNamed = async <const N extends readonly string[]>(...names: N) => {
  const made: TestMember[] = [];
  for (const first_name of names) made.push(await makeMember(t, { first_name, last_name: 'Test' }));
  return made as { [K in keyof N]: TestMember };
};

const search = (member: TestMember, query: SearchQuery) =>
  t.call('searchEverything', { token: member.token, query });

/** The ids of one kind's results, in order. */
const found = async (
  member: TestMember,
  q: string,
  type: 'posts' | 'members' | 'groups' | 'events' = 'posts',
  extra: Partial<SearchQuery> = {},
) => {
  const response = await search(member, { q, type, ...extra });
  expect(response.status, response.text).toBe(200);
  return (response.body[type] ?? []).map((hit) => hit._id);
};

/** The words a highlight marks in `text`. */
const marked = (text: string, highlight: Highlight | undefined) =>
  (highlight?.ranges ?? []).map(([start, end]) => text.slice(start, end));

describe('full-text search of posts', () => {
  it.each([
    ['textbook', true],
    ['sell', true],
    ['sold textbooks', false],
    ['chem 201', true],
    ['CHEAP', true],
  ])('by stemmed words: %j finds the post: %s', async (q, finds) => {
    const me = await makeMember(t);
    const post = await makePost(t, me, {
      text: 'Selling my CHEM 201 textbooks, barely used <b>cheap</b>',
    });
    await makePost(t, me, { text: 'Nothing to see here' });
    expect(await found(me, `${q} `)).toEqual(finds ? [post._id] : []);
  });

  it('finds a post by a stemmed word and marks the words it matched', async () => {
    const me = await makeMember(t);
    const text = 'Selling my CHEM 201 textbooks, barely used <b>cheap</b>';
    await makePost(t, me, { text });
    await makePost(t, me, { text: 'Nothing to see here' });
    const response = await search(me, { q: 'selling textbook ', type: 'posts' });
    const [hit] = response.body.posts ?? [];
    expect(hit?.text).toBe(text);
    expect(hit?.matchedComment).toBeNull();
    expect(hit?.highlights).toEqual([
      {
        field: 'text',
        ranges: [
          [0, 7],
          [20, 29],
        ],
      },
    ]);
    expect(marked(text, hit?.highlights[0])).toEqual(['Selling', 'textbooks']);
    // Markup in a post is text: the answer carries it as written, never marks of the database's.
    const markup = await search(me, { q: 'cheap', type: 'posts' });
    expect(marked(text, markup.body.posts?.[0]?.highlights[0])).toEqual(['cheap']);
    expect(markup.text).not.toContain('<mark>');
  });

  it('ignores accents on both sides', async () => {
    const me = await makeMember(t);
    const resume = await makePost(t, me, { text: 'Free Résumé review at the Career Center' });
    const cafe = await makePost(t, me, { text: 'Best cafe near campus?' });
    expect(await found(me, 'resume ')).toEqual([resume._id]);
    expect(await found(me, 'RÉSUMÉS ')).toEqual([resume._id]);
    expect(await found(me, 'café ')).toEqual([cafe._id]);
    // A decomposed é (e and a combining accent) is the same word.
    expect(await found(me, 'résumé'.normalize('NFD'))).toEqual([resume._id]);
    const hit = (await search(me, { q: 'resume', type: 'posts' })).body.posts?.[0];
    expect(marked('Free Résumé review at the Career Center', hit?.highlights[0])).toEqual([
      'Résumé',
    ]);
  });

  it('takes a quoted phrase as a phrase', async () => {
    const me = await makeMember(t);
    const phrase = await makePost(t, me, { text: 'The robotics competition is tonight' });
    const apart = await makePost(t, me, { text: 'A competition about robotics' });
    expect(await found(me, '"robotics competition"')).toEqual([phrase._id]);
    expect(new Set(await found(me, 'robotics competition '))).toEqual(
      new Set([phrase._id, apart._id]),
    );
    // An unclosed quote runs to the end.
    expect(await found(me, '"robotics competition')).toEqual([phrase._id]);
  });

  it('leaves out posts with an excluded word or phrase', async () => {
    const me = await makeMember(t);
    const bike = await makePost(t, me, { text: 'Used bike for sale' });
    const book = await makePost(t, me, { text: 'Used textbook for sale' });
    expect(await found(me, 'sale -bike')).toEqual([book._id]);
    expect(await found(me, 'sale -"used textbook"')).toEqual([bike._id]);
    // Only excluded words: nothing is searched for, nothing is found.
    expect(await found(me, '-bike')).toEqual([]);
  });

  it('matches the last word as the start of a longer one while it is typed', async () => {
    const me = await makeMember(t);
    const post = await makePost(t, me, { text: 'Selling CHEM 201 textbooks' });
    expect(await found(me, 'chem textb')).toEqual([post._id]);
    // Only the last word: an earlier one is a whole word.
    expect(await found(me, 'textb chem')).toEqual([]);
    // A space after it: the word is finished.
    expect(await found(me, 'chem textb ')).toEqual([]);
    const hit = (await search(me, { q: 'textb', type: 'posts' })).body.posts?.[0];
    expect(marked('Selling CHEM 201 textbooks', hit?.highlights[0])).toEqual(['textbooks']);
  });

  it("finds a post by its comments' text, kept up to date as comments come and go", async () => {
    const me = await makeMember(t);
    const friend = await makeMember(t, { first_name: 'Noor' });
    const post = await makePost(t, me, { text: 'Who can help me this weekend?' });
    expect(await found(me, 'calculator')).toEqual([]);
    const added = await comment(t, friend, post._id, 'I have a spare graphing calculator');
    expect(added.status).toBe(200);
    const hit = (await search(me, { q: 'calculators ', type: 'posts' })).body.posts?.[0];
    expect(hit?._id).toBe(post._id);
    expect(hit?.matchedComment?.comment).toBe('I have a spare graphing calculator');
    expect(hit?.matchedComment?.commentBy.first_name).toBe('Noor');
    expect(hit?.highlights).toEqual([{ field: 'comment', ranges: [[24, 34]] }]);
    // Words of the post and of a comment together.
    expect(await found(me, 'weekend graphing')).toEqual([post._id]);

    const commentId = hit?.matchedComment?._id ?? '';
    const removed = await t.call('deleteComment', {
      token: friend.token,
      body: { postId: post._id, commentId },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(await found(me, 'calculator')).toEqual([]);

    // Editing the post's text: found by its new words only.
    const edited = await t.call('updateText', {
      token: me.token,
      body: { postId: post._id, text: 'Study group for organic chemistry' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await found(me, 'weekend')).toEqual([]);
    expect(await found(me, 'chemistry')).toEqual([post._id]);
  });

  it('ranks by relevance blended with recency; sort=new by time', async () => {
    const me = await makeMember(t);
    const inComment = await makePost(t, me, { text: 'Plans for Saturday' });
    await comment(t, me, inComment._id, 'maybe the hackathon');
    t.clock.advance(60_000);
    const inText = await makePost(t, me, {
      text: 'Hackathon this Saturday: hackathon teams wanted',
    });
    t.clock.advance(60_000);
    const weakButNew = await makePost(t, me, { text: 'Long day. Also a hackathon, I heard' });
    // The post's own words weigh more than a comment's; two mentions more than one.
    expect(await found(me, 'hackathon ')).toEqual([inText._id, weakButNew._id, inComment._id]);
    expect(await found(me, 'hackathon ', 'posts', { sort: 'new' })).toEqual([
      weakButNew._id,
      inText._id,
      inComment._id,
    ]);
    // Months later, an equally relevant new post comes before the old one.
    t.clock.advance(90 * 86_400_000);
    const newcomer = await makeMember(t, { first_name: 'Newt' });
    const later = await makePost(t, newcomer, { text: 'Long day. Also a hackathon, I heard' });
    expect((await found(newcomer, 'hackathon '))[0]).toBe(later._id);
  });

  it('pages with the Link header, without repeats or gaps, in both orders', async () => {
    const me = await makeMember(t);
    const made = new Set<string>();
    for (let index = 0; index < 7; index += 1) {
      t.clock.advance(1000);
      const text = `Lost keys ${'near the library '.repeat((index % 3) + 1)}`;
      made.add((await makePost(t, me, { text }))._id);
    }
    for (const sort of ['best', 'new'] as const) {
      const seen: string[] = [];
      let url: string | undefined =
        `${API_PREFIX}/search?q=${encodeURIComponent('library keys')}&type=posts&limit=3&sort=${sort}`;
      let pages = 0;
      while (url) {
        const response = await t.inject<SearchAnswer>({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${me.token}` },
        });
        expect(response.status, response.text).toBe(200);
        seen.push(...(response.body.posts ?? []).map((post) => post._id));
        url = nextLink(response.headers);
        pages += 1;
        if (url) expect(url).toContain('q=library+keys');
      }
      expect(pages).toBe(3);
      expect(seen).toHaveLength(7);
      expect(new Set(seen)).toEqual(made);
    }
  });
  it(`ranks best first among the newest ${BEST_CANDIDATES} matches; older ones show newest first`, async () => {
    const me = await makeMember(t);
    // The strongest match, but older than BEST_CANDIDATES weaker ones.
    const old = await makePost(t, me, { text: 'Hackathon hackathon hackathon: zebra team' });
    t.clock.advance(60_000);
    const from = t.clock.now().getTime();
    await t.db.execute(sql`insert into posts (id, user_id, text, created_at)
      select gen_random_uuid(), ${me.id}::uuid, 'Long day. Also a hackathon, ' || g,
        to_timestamp((${from}::bigint + g * 1000) / 1000.0)
      from generate_series(1, ${BEST_CANDIDATES}) as g`);
    const pages = async (sort: 'best' | 'new') => {
      const seen: string[] = [];
      let url: string | undefined =
        `${API_PREFIX}/search?q=hackathon&type=posts&limit=${PAGE_SIZE_MAX}&sort=${sort}`;
      while (url) {
        const response = await t.inject<SearchAnswer>({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${me.token}` },
        });
        expect(response.status, response.text).toBe(200);
        seen.push(...(response.body.posts ?? []).map((post) => post._id));
        url = nextLink(response.headers);
      }
      return seen;
    };
    const best = await pages('best');
    expect(best).toHaveLength(BEST_CANDIDATES);
    expect(new Set(best).size).toBe(BEST_CANDIDATES);
    expect(best).not.toContain(old._id);
    const newest = await pages('new');
    expect(newest).toHaveLength(BEST_CANDIDATES + 1);
    expect(newest.at(-1)).toBe(old._id);
    // A narrower search finds it best first.
    expect(await found(me, 'hackathon zebra')).toEqual([old._id]);
  });
  it(`finds matches older than the newest ${RECENT_POSTS} posts, after the newer ones, in both orders`, async () => {
    const me = await makeMember(t);
    const old = await makePost(t, me, { text: 'Marimba ensemble rehearsal' });
    t.clock.advance(60_000);
    const from = t.clock.now().getTime();
    // Newer posts, most of them not matching, so the recent ones hold too few matches.
    await t.db.execute(sql`insert into posts (id, user_id, text, created_at)
      select gen_random_uuid(), ${me.id}::uuid,
        case when g % 1000 = 0 then 'Marimba practice ' || g else 'Quiet study hall ' || g end,
        to_timestamp((${from}::bigint + g * 1000) / 1000.0)
      from generate_series(1, ${RECENT_POSTS + 1000}) as g`);
    const expected = Math.floor((RECENT_POSTS + 1000) / 1000) + 1;
    for (const sort of ['best', 'new'] as const) {
      const seen: string[] = [];
      let url: string | undefined =
        `${API_PREFIX}/search?q=marimba&type=posts&limit=2&sort=${sort}`;
      while (url) {
        const response = await t.inject<SearchAnswer>({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${me.token}` },
        });
        expect(response.status, response.text).toBe(200);
        seen.push(...(response.body.posts ?? []).map((post) => post._id));
        url = nextLink(response.headers);
      }
      expect(seen, sort).toHaveLength(expected);
      expect(new Set(seen).size).toBe(expected);
      expect(seen.at(-1), sort).toBe(old._id);
    }
  });

  it('finds a post whose long comment thread outgrows the recent documents index, in time order', async () => {
    const [me, friend] = await membersNamed('Me', 'Fy');
    await befriend(t, me, friend);
    const older = await makePost(t, friend, { text: 'Xylophone recital on Friday' });
    t.clock.advance(60_000);
    const long = await makePost(t, friend, { text: 'Xylophone lessons, anyone?' });
    const words = Array.from({ length: 60 }, (_, n) => `thread${n}word`).join(' ');
    for (let n = 0; n < 4; n += 1) await comment(t, me, long._id, `${words} ${n}`);
    t.clock.advance(60_000);
    const newer = await makePost(t, friend, { text: 'Xylophone for sale' });
    const [size] = await selectRows<{ bytes: number }>(
      t.db,
      sql`select octet_length(search_vector::text) as bytes from posts where id = ${long._id}::uuid`,
    );
    expect(Number(size?.bytes)).toBeGreaterThan(1500);
    expect(await found(me, 'xylophone', 'posts', { sort: 'new' })).toEqual([
      newer._id,
      long._id,
      older._id,
    ]);
    expect(await found(me, 'thread7word')).toEqual([long._id]);
  });

  it('tests the newest small documents from the index alone, without reading the table', async () => {
    const me = await makeMember(t);
    const statement = postsStatement(
      { id: me.id, now: t.clock.now() },
      parseQuery('chemistry'),
      { sort: 'best' },
      11,
    ).statement;
    expect(await planOf(t, statement)).toMatch(
      /Index Only Scan Backward using posts_recent_search_idx/,
    );
  });
});

describe('what a member may find', () => {
  it('never a post of a member blocked either way, nor of a suspended one', async () => {
    const [me, blocked, blocker, suspended, friend] = await membersNamed(
      'Me',
      'Bo',
      'Cy',
      'Di',
      'Ed',
    );
    for (const author of [blocked, blocker, suspended, friend]) {
      await makePost(t, author, { text: `Quidditch practice with ${author.firstName}` });
    }
    await t.call('blockMember', { token: me.token, params: { id: blocked.id } });
    await t.call('blockMember', { token: blocker.token, params: { id: me.id } });
    await t.db.insert(suspensions).values({
      id: newId(),
      userId: suspended.id,
      reason: 'Spam',
      createdAt: t.clock.now(),
    });
    const response = await search(me, { q: 'quidditch' });
    expect(response.body.posts?.map((post) => post.user.first_name)).toEqual(['Ed']);
    for (const hidden of [blocked, blocker, suspended]) {
      expect(response.text).not.toContain(hidden.id);
      expect(await found(me, hidden.firstName, 'members')).toEqual([]);
    }
    expect(await found(me, 'Ed', 'members')).toEqual([friend.id]);
  });

  it('pages through every visible match when many newer ones are hidden from them', async () => {
    const [me, blocked, friend] = await membersNamed('Me', 'Hal', 'Ivy');
    const visible = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      t.clock.advance(1000);
      visible.add((await makePost(t, friend, { text: `Origami club, session ${index}` }))._id);
    }
    t.clock.advance(60_000);
    const from = t.clock.now().getTime();
    // More hidden matches, all newer, than a page or the ranked candidates read at first.
    await t.db.execute(sql`insert into posts (id, user_id, text, created_at)
      select gen_random_uuid(), ${blocked.id}::uuid, 'Origami swap ' || g,
        to_timestamp((${from}::bigint + g * 1000) / 1000.0)
      from generate_series(1, ${BEST_CANDIDATES * 3}) as g`);
    await t.call('blockMember', { token: me.token, params: { id: blocked.id } });
    for (const sort of ['best', 'new'] as const) {
      const seen: string[] = [];
      let url: string | undefined =
        `${API_PREFIX}/search?q=origami&type=posts&limit=2&sort=${sort}`;
      while (url) {
        const response = await t.inject<SearchAnswer>({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${me.token}` },
        });
        expect(response.status, response.text).toBe(200);
        expect(response.text).not.toContain(blocked.id);
        seen.push(...(response.body.posts ?? []).map((post) => post._id));
        url = nextLink(response.headers);
      }
      expect(new Set(seen), sort).toEqual(visible);
      expect(seen).toHaveLength(visible.size);
    }
  });

  it('never a post by the match of a comment hidden from them, nor that comment', async () => {
    const [me, friend, blocked] = await membersNamed('Me', 'Fay', 'Gus');
    const post = await makePost(t, friend, { text: 'Open mic night' });
    await comment(t, blocked, post._id, 'bring a ukulele');
    await comment(t, friend, post._id, 'see you there');
    await t.call('blockMember', { token: me.token, params: { id: blocked.id } });
    expect(await found(me, 'ukulele')).toEqual([]);
    expect(await found(me, 'open ukulele')).toEqual([]);
    expect(await found(me, 'mic')).toEqual([post._id]);
    // Another member finds it by the comment.
    expect(await found(friend, 'ukulele')).toEqual([post._id]);
  });

  it("a private group's posts only for its members; a hidden group only for its members", async () => {
    const [admin, member, outsider] = await membersNamed('Ada', 'Mo', 'Out');
    const privateGroup = await makeGroup(t, admin, { privacy: 'private', name: 'Chess club' });
    const hiddenGroup = await makeGroup(t, admin, { privacy: 'hidden', name: 'Secret chess' });
    const publicGroup = await makeGroup(t, admin, { name: 'Open chess' });
    for (const group of [privateGroup, hiddenGroup]) await addGroupMember(t, group, member);
    const inPrivate = await makePost(t, admin, { text: 'Chess openings', group: privateGroup.id });
    const inHidden = await makePost(t, admin, { text: 'Chess endgames', group: hiddenGroup.id });
    const inPublic = await makePost(t, admin, { text: 'Chess puzzles', group: publicGroup.id });
    expect(new Set(await found(member, 'chess'))).toEqual(
      new Set([inPrivate._id, inHidden._id, inPublic._id]),
    );
    expect(await found(outsider, 'chess')).toEqual([inPublic._id]);
    expect(new Set(await found(member, 'chess', 'groups'))).toEqual(
      new Set([privateGroup.id, hiddenGroup.id, publicGroup.id]),
    );
    // The private group's page is found, not its posts; the hidden one not at all.
    expect(new Set(await found(outsider, 'chess', 'groups'))).toEqual(
      new Set([privateGroup.id, publicGroup.id]),
    );
    const all = await search(outsider, { q: 'secret chess' });
    expect(all.text).not.toContain(hiddenGroup.id);
    expect(all.text).not.toContain(hiddenGroup.slug);
  });

  it('a post waiting for approval only for its author and the group moderators', async () => {
    const [admin, author, other] = await membersNamed('Ada', 'Al', 'Oz');
    const group = await makeGroup(t, admin, { postApproval: true });
    await addGroupMember(t, group, author);
    await addGroupMember(t, group, other);
    const waiting = await makePost(t, author, { text: 'Bake sale Friday', group: group.id });
    expect(waiting.pending).toBe(true);
    expect(await found(author, 'bake')).toEqual([waiting._id]);
    expect(await found(admin, 'bake')).toEqual([waiting._id]);
    expect(await found(other, 'bake')).toEqual([]);
  });

  it('never a deleted post', async () => {
    const me = await makeMember(t);
    const post = await makePost(t, me, { text: 'Selling a futon' });
    expect(await found(me, 'futon')).toEqual([post._id]);
    await t.call('deletePost', { token: me.token, params: { postId: post._id } });
    expect(await found(me, 'futon')).toEqual([]);
  });

  it('an event only when its audience includes them', async () => {
    const [host, friend, stranger] = await membersNamed('Hal', 'Fay', 'Sy');
    await befriend(t, host, friend);
    const event = await postEvent(t, host, {
      title: 'Stargazing on the roof',
      audience: 'friends',
    });
    expect(await found(friend, 'stargazing', 'events')).toEqual([event._id]);
    expect(await found(stranger, 'stargazing', 'events')).toEqual([]);
    expect((await search(stranger, { q: 'stargazing' })).text).not.toContain(event._id);
  });
});

describe('events', () => {
  it('by title, place and description; upcoming soonest first, then past latest first', async () => {
    const host = await makeMember(t);
    const soon = await postEvent(t, host, {
      title: 'Robotics build night',
      starts_at: inDays(t, 2),
    });
    const later = await postEvent(t, host, {
      title: 'Movie night',
      location: 'Robotics lab',
      starts_at: inDays(t, 9),
    });
    const past = await postEvent(t, host, {
      title: 'Info session',
      description: 'All about robotics teams',
      starts_at: inDays(t, 1),
    });
    const earlier = await postEvent(t, host, {
      title: 'Robotics kickoff',
      starts_at: new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString(),
    });
    t.clock.advance(86_400_000 * 1.5);
    expect(await found(host, 'robotic', 'events')).toEqual([
      soon._id,
      later._id,
      past._id,
      earlier._id,
    ]);
    const hits = (await search(host, { q: 'robotics ', type: 'events' })).body.events ?? [];
    const place = hits.find((hit) => hit._id === later._id);
    expect(place?.highlights).toEqual([{ field: 'place', ranges: [[0, 8]] }]);
    const description = hits.find((hit) => hit._id === past._id);
    expect(description?.highlights).toEqual([{ field: 'text', ranges: [[10, 18]] }]);
    expect(description?.event?.title).toBe('Info session');
    // Events are not among the posts.
    expect(await found(host, 'robotics')).toEqual([]);
  });
});

describe('people and groups', () => {
  it('finds members by name, username and college, with highlights', async () => {
    const me = await makeMember(t, { college: 'Gupta College of Science' });
    const zoe = await makeMember(t, {
      first_name: 'Zoë',
      last_name: 'Núñez',
      college: 'Wall College of Business',
    });
    await t.db.update(users).set({ username: 'zn_sailor42' }).where(eq(users.id, zoe.id));
    await makeMember(t, {
      first_name: 'Sam',
      last_name: 'Cole',
      college: 'Edwards College of Humanities and Fine Arts',
    });
    expect(await found(me, 'nunez', 'members')).toEqual([zoe.id]);
    expect(await found(me, 'sailor42', 'members')).toEqual([zoe.id]);
    expect(await found(me, 'zn_sailor', 'members')).toEqual([zoe.id]);
    expect(await found(me, 'business', 'members')).toEqual([zoe.id]);
    expect(await found(me, 'zoe business', 'members')).toEqual([zoe.id]);
    expect(await found(me, 'zoe -business', 'members')).toEqual([]);
    const hit = (await search(me, { q: 'núñez wall', type: 'members' })).body.members?.[0];
    expect(hit?.college).toBe('Wall College of Business');
    expect(hit?.highlights).toEqual([
      { field: 'name', ranges: [[4, 9]] },
      { field: 'college', ranges: [[0, 4]] },
    ]);
  });

  it('finds groups by name and description', async () => {
    const [me, admin] = await membersNamed('Me', 'Ada');
    const sailing = await makeGroup(t, admin, { name: 'Sailing Team' });
    await t.db
      .update(groups)
      .set({
        description: 'Racing dinghies on the lake',
        searchText: 'sailing team racing dinghies on the lake',
      })
      .where(eq(groups.id, sailing.id));
    expect(await found(me, 'sailing', 'groups')).toEqual([sailing.id]);
    expect(await found(me, 'dinghies', 'groups')).toEqual([sailing.id]);
    expect(await found(me, 'sailing -lake', 'groups')).toEqual([]);
    const hit = (await search(me, { q: 'dinghies', type: 'groups' })).body.groups?.[0];
    expect(hit?.highlights).toEqual([{ field: 'description', ranges: [[7, 15]] }]);
  });
});

describe('the answer without a type', () => {
  it('carries a few of each kind and no next page', async () => {
    const me = await makeMember(t, { first_name: 'Robin', last_name: 'Tennis' });
    for (let index = 0; index < 5; index += 1) await makePost(t, me, { text: `Tennis ${index}` });
    await makeGroup(t, me, { name: 'Tennis club' });
    await postEvent(t, me, { title: 'Tennis match' });
    const response = await search(me, { q: 'tennis' });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.link).toBeUndefined();
    expect(Object.keys(response.body).sort()).toEqual(['events', 'groups', 'members', 'posts']);
    expect(response.body.posts).toHaveLength(SEARCH_ALL_EACH);
    expect(response.body.members?.map((member) => member._id)).toEqual([me.id]);
    expect(response.body.groups).toHaveLength(1);
    expect(response.body.events).toHaveLength(1);
    // A typed search answers that kind only.
    const posts = await search(me, { q: 'tennis', type: 'posts', limit: 2 });
    expect(Object.keys(posts.body)).toEqual(['posts']);
    expect(posts.headers.link).toBeDefined();
  });
});

describe('bad input', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['whitespace', '\t\n'],
    ['one character too long', 'x'.repeat(SEARCH_QUERY_MAX + 1)],
    ['far too long', 'y'.repeat(1000)],
  ])('refuses a query that is %s', async (_, q) => {
    const me = await makeMember(t);
    const response = await search(me, { q, type: 'posts' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: q.length > SEARCH_QUERY_MAX ? searchText.queryTooLong : searchText.queryMissing,
    });
  });

  it('refuses a missing query and takes one of the longest length', async () => {
    const me = await makeMember(t);
    const missing = await t.inject({
      method: 'GET',
      url: `${API_PREFIX}/search`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(missing.status).toBe(400);
    expect((await search(me, { q: 'x'.repeat(SEARCH_QUERY_MAX) })).status).toBe(200);
  });

  it.each([
    '/search?q=a&type=everything',
    '/search?q=a&sort=old',
    '/search?q=a&type=posts&cursor=nonsense',
    '/search?q=a&type=events&cursor=s1_00000000-0000-7000-8000-000000000000',
    '/search?q=a&cursor=1_00000000-0000-7000-8000-000000000000',
    '/search?q=a&type=posts&limit=0',
  ])('refuses an unknown type or sort and a cursor that is not one: %s', async (url) => {
    const me = await makeMember(t);
    const response = await t.inject({
      method: 'GET',
      url: `${API_PREFIX}${url}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(response.status).toBe(400);
  });

  it.each([
    '😀',
    '🏳️‍🌈',
    'Z̤͔ͧ̑̓',
    '\u202eevil',
    '\u0301',
    "'",
    '"',
    '""',
    '-',
    '--',
    '-"',
    '!',
    '&',
    '|',
    ':*',
    'a:*',
    'a & b',
    '(a | b)',
    "'a' <-> 'b'",
    'a\\',
    '\\',
    'ok:* & !x',
    'x:*A',
  ])('answers odd Unicode and tsquery syntax as text: %j', async (q) => {
    const me = await makeMember(t, { first_name: 'Ann', last_name: 'Lee' });
    await makePost(t, me, { text: 'Ann’s 中文 notes & ünïcödé: 🏳️‍🌈 ok' });
    const response = await search(me, { q });
    expect(response.status).toBe(200);
  });

  it('finds odd Unicode and tsquery syntax as text', async () => {
    const me = await makeMember(t, { first_name: 'Ann', last_name: 'Lee' });
    const post = await makePost(t, me, { text: 'Ann’s 中文 notes & ünïcödé: 🏳️‍🌈 ok' });
    expect(await found(me, '中文')).toEqual([post._id]);
    expect(await found(me, 'unicode')).toEqual([post._id]);
    expect(await found(me, 'notes & ok')).toEqual([post._id]);
  });

  it.each(['%', '_', '%%', '%_%', '\\%', '_%'])('takes %j literally', async (q) => {
    const me = await makeMember(t, { first_name: 'Ann', last_name: 'Lee' });
    const admin = await makeMember(t, { first_name: 'Ada' });
    await makeGroup(t, admin, { name: 'Anything goes' });
    await makePost(t, me, { text: 'Anything at all' });
    const response = await search(me, { q });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ posts: [], members: [], groups: [], events: [] });
  });

  it('finds a group by a name with %', async () => {
    const me = await makeMember(t, { first_name: 'Ann', last_name: 'Lee' });
    const admin = await makeMember(t, { first_name: 'Ada' });
    const percent = await makeGroup(t, admin, { name: '100% cotton' });
    expect(await found(me, '100%', 'groups')).toEqual([percent.id]);
  });

  it('needs a session', async () => {
    const response = await t.call('searchEverything', { query: { q: 'anything' } });
    expect(response.status).toBe(401);
  });
});

describe('SEARCH_LANGUAGE', () => {
  it('stems in the configured language, and re-indexes when it changes', async () => {
    const me = await makeMember(t);
    const post = await makePost(t, me, { text: 'Selling textbooks' });
    try {
      await applySearchLanguage(t.db, 'simple');
      expect(await found(me, 'textbook ')).toEqual([]);
      expect(await found(me, 'textbooks ')).toEqual([post._id]);
      await expect(applySearchLanguage(t.db, 'klingon')).rejects.toThrow(/klingon/);
    } finally {
      await applySearchLanguage(t.db, 'english');
    }
    expect(await found(me, 'textbook ')).toEqual([post._id]);
    expect(await found(me, 'résumé textbook ')).toEqual([]);
  });
});
