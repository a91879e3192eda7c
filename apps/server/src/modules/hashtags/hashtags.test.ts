import { HASHTAG_MAX, type Post } from '@quad/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addGroupMember, makeGroup } from '../../../test/groups';
import { befriend, makeMember, type TestMember } from '../../../test/members';
import { comment, makePost } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { selectRows } from '../../db/rows';
import { moderationActions, postHashtags } from '../../db/schema';

const MODERATOR_EMAIL = 'tess.mod@coastal.edu';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { MODERATOR_EMAILS: MODERATOR_EMAIL } });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const HOUR = 3_600_000;

const tagPage = (
  member: TestMember,
  tag: string,
  query: { limit?: number; cursor?: string } = {},
) => t.call('getHashtagPosts', { token: member.token, params: { tag }, query });

const idsOf = (posts: Post[]) => posts.map((post) => post._id);

const tagIds = async (member: TestMember, tag: string) => {
  const page = await tagPage(member, tag);
  expect(page.status, page.text).toBe(200);
  return idsOf(page.body);
};

const trending = async (member: TestMember) => {
  const answer = await t.call('getTrendingHashtags', { token: member.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

const feedIds = async (member: TestMember) => {
  const answer = await t.call('getAllPosts', { token: member.token, query: { limit: 50 } });
  expect(answer.status, answer.text).toBe(200);
  return idsOf(answer.body);
};

const members = async (count: number, first = 'Member') =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      makeMember(t, {
        first_name: `${first}${String.fromCharCode(97 + index)}`,
        last_name: 'Test',
      }),
    ),
  );

describe('hashtags in a post', () => {
  it('are read in any script, case and width, and the text comes back as written', async () => {
    const [ada, ben] = (await members(2)) as [TestMember, TestMember];
    const text =
      'Rentrée #Café et #RÉSUMÉ, #مرحبا_بكم, #机器人 #Привет_Мир #ｒｏｂｏｔｉｃｓ C# a@b.edu #42';
    const post = await makePost(t, ada, { text });
    expect(post.text).toBe(text);
    for (const tag of [
      'café',
      'CAFÉ',
      'résumé',
      'مرحبا_بكم',
      '机器人',
      'привет_мир',
      'ПРИВЕТ_МИР',
      'robotics',
      'ROBOTICS',
    ]) {
      expect(await tagIds(ben, tag), tag).toEqual([post._id]);
    }
    const recorded = await selectRows<{ tag: string }>(
      t.db,
      sql`select h.tag from post_hashtags ph join hashtags h on h.id = ph.hashtag_id order by h.tag`,
    );
    expect(recorded.map((row) => row.tag).sort()).toEqual(
      ['café', 'résumé', 'مرحبا_بكم', '机器人', 'привет_мир', 'robotics'].sort(),
    );
    // The post page and the feed give the text as written too.
    const one = await t.call('getPost', { token: ben.token, params: { postId: post._id } });
    expect(one.body.text).toBe(text);
  });

  it('are at most 50 characters: a longer word is no tag, and its page is refused', async () => {
    const [ada] = (await members(1)) as [TestMember];
    const longest = 'é'.repeat(HASHTAG_MAX);
    const tooLong = 'b'.repeat(HASHTAG_MAX + 1);
    const post = await makePost(t, ada, { text: `#${longest} and #${tooLong}` });
    expect(await tagIds(ada, longest.toUpperCase())).toEqual([post._id]);
    const refused = await tagPage(ada, tooLong);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/not a hashtag/);
    for (const bad of ['two words', 'a-b', '42', '%25']) {
      expect((await tagPage(ada, bad)).status, bad).toBe(400);
    }
    expect(await t.db.select().from(postHashtags)).toHaveLength(1);
  });

  it('follow the text through edits and go with the post', async () => {
    const [ada, ben] = (await members(2)) as [TestMember, TestMember];
    const post = await makePost(t, ada, { text: 'Build night #robotics' });
    const edited = await t.call('updateText', {
      token: ada.token,
      body: { postId: post._id, text: 'Build night #Makers' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await tagIds(ben, 'robotics')).toEqual([]);
    expect(await tagIds(ben, 'makers')).toEqual([post._id]);
    await t.call('deletePost', { token: ada.token, params: { postId: post._id } });
    expect(await tagIds(ben, 'makers')).toEqual([]);
    expect(await t.db.select().from(postHashtags)).toHaveLength(0);
  });

  it('a tag page is paged newest first, with the Link header', async () => {
    const [ada, ben] = (await members(2)) as [TestMember, TestMember];
    const made: string[] = [];
    for (const n of [1, 2, 3]) {
      made.push((await makePost(t, ada, { text: `Day ${n} #climbing` }))._id);
      t.clock.advance(1000);
    }
    const first = await tagPage(ben, 'climbing', { limit: 2 });
    expect(idsOf(first.body)).toEqual([made[2], made[1]]);
    const link = String(first.headers.link);
    const cursor = /cursor=([^&>]+)/.exec(link)?.[1];
    expect(link).toContain('/api/v1/hashtags/climbing?');
    const second = await tagPage(ben, 'climbing', {
      limit: 2,
      cursor: decodeURIComponent(cursor ?? ''),
    });
    expect(idsOf(second.body)).toEqual([made[0]]);
    expect(second.headers.link).toBeUndefined();
  });

  it('a tag page shows only what the member may see: no closed group, no blocked author', async () => {
    const [ada, ben, cleo, dev] = (await members(4)) as [
      TestMember,
      TestMember,
      TestMember,
      TestMember,
    ];
    const group = await makeGroup(t, ada, { privacy: 'private' });
    const inGroup = await makePost(t, ada, { text: 'Members only #quiz', group: group.id });
    const open = await makePost(t, cleo, { text: 'Open #quiz' });
    const blocked = await makePost(t, dev, { text: 'Blocked #quiz' });
    await t.call('blockMember', { token: ben.token, params: { id: dev.id } });
    expect(await tagIds(ben, 'quiz')).toEqual([open._id]);
    await addGroupMember(t, group, ben);
    expect((await tagIds(ben, 'quiz')).sort()).toEqual([inGroup._id, open._id].sort());
    // The other side of the block sees nothing of Ben either.
    const bens = await makePost(t, ben, { text: 'Ben #quiz' });
    expect(await tagIds(dev, 'quiz')).not.toContain(bens._id);
    const info = await t.call('getHashtagInfo', { token: ben.token, params: { tag: 'Quiz' } });
    expect(info.body).toEqual({ tag: 'quiz', following: false, posts_today: 3 });
    expect(blocked._id).toBeTruthy();
  });
});

describe('following a hashtag', () => {
  it("brings its posts into the member's feed, once, as far as they may see them", async () => {
    const [ada, ben, cleo] = (await members(3)) as [TestMember, TestMember, TestMember];
    await befriend(t, ada, cleo);
    const strangers = await makePost(t, ben, { text: 'Stranger #robotics' });
    const friends = await makePost(t, cleo, { text: 'Friend #robotics' });
    const group = await makeGroup(t, ben, { privacy: 'private' });
    const closed = await makePost(t, ben, { text: 'Closed #robotics', group: group.id });
    expect(await feedIds(ada)).toEqual([friends._id]);

    const followed = await t.call('followHashtag', {
      token: ada.token,
      params: { tag: 'Robotics' },
    });
    expect(followed.body).toEqual({ tag: 'robotics', following: true });
    // Again: no change.
    expect(
      (await t.call('followHashtag', { token: ada.token, params: { tag: 'robotics' } })).status,
    ).toBe(200);
    const info = await t.call('getHashtagInfo', { token: ada.token, params: { tag: 'robotics' } });
    expect(info.body.following).toBe(true);
    expect(await feedIds(ada)).toEqual([friends._id, strangers._id]);
    expect(await feedIds(ada)).not.toContain(closed._id);

    const unfollowed = await t.call('unfollowHashtag', {
      token: ada.token,
      params: { tag: 'robotics' },
    });
    expect(unfollowed.body).toEqual({ tag: 'robotics', following: false });
    expect(await feedIds(ada)).toEqual([friends._id]);
  });

  it('pages the merged feed without repeats or gaps', async () => {
    const [ada, ben] = (await members(2)) as [TestMember, TestMember];
    await t.call('followHashtag', { token: ada.token, params: { tag: 'art' } });
    const made: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      made.push((await makePost(t, n % 2 === 0 ? ada : ben, { text: `Piece ${n} #art` }))._id);
      t.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await t.call('getAllPosts', {
        token: ada.token,
        query: { limit: 2, ...(cursor ? { cursor } : {}) },
      });
      seen.push(...idsOf(page.body));
      const next = /cursor=([^&>]+)/.exec(String(page.headers.link ?? ''))?.[1];
      cursor = next ? decodeURIComponent(next) : undefined;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
  });

  it("brings a group's post in once it is approved, at its approval's time", async () => {
    const [ada, ben, cleo] = (await members(3)) as [TestMember, TestMember, TestMember];
    const group = await makeGroup(t, ben, { postApproval: true });
    await addGroupMember(t, group, cleo);
    await t.call('followHashtag', { token: ada.token, params: { tag: 'chess' } });
    const waiting = await makePost(t, cleo, { text: 'Blitz #chess', group: group.id });
    expect(waiting.pending).toBe(true);
    t.clock.advance(HOUR);
    const later = await makePost(t, cleo, { text: 'Open board #chess' });
    expect(await feedIds(ada)).toEqual([later._id]);
    expect(await tagIds(ada, 'chess')).toEqual([later._id]);
    t.clock.advance(HOUR);
    const approved = await t.call('approveGroupPost', {
      token: ben.token,
      params: { slug: group.slug, postId: waiting._id },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(await feedIds(ada)).toEqual([waiting._id, later._id]);
    expect(await tagIds(ada, 'chess')).toEqual([waiting._id, later._id]);
  });

  it('refuses what cannot be a tag', async () => {
    const [ada] = (await members(1)) as [TestMember];
    expect(
      (await t.call('followHashtag', { token: ada.token, params: { tag: 'no way' } })).status,
    ).toBe(400);
  });
});

describe('Trending on campus', () => {
  it('counts distinct members over the last 24 hours, posts and comments alike', async () => {
    const [ada, ben, cleo, dev] = (await members(4)) as [
      TestMember,
      TestMember,
      TestMember,
      TestMember,
    ];
    // Ada uses #exams four times: she counts once.
    const adas = await makePost(t, ada, { text: '#exams #exams' });
    await makePost(t, ada, { text: 'again #Exams' });
    await comment(t, ada, adas._id, 'and #exams');
    await comment(t, ben, adas._id, 'me too #exams #library');
    await makePost(t, cleo, { text: '#library' });
    t.clock.advance(23 * HOUR);
    await makePost(t, dev, { text: '#exams' });
    expect(await trending(dev)).toEqual([
      { tag: 'exams', members: 3 },
      { tag: 'library', members: 2 },
    ]);
    // A day after the first uses, only Dev's is left.
    t.clock.advance(2 * HOUR);
    expect(await trending(dev)).toEqual([{ tag: 'exams', members: 1 }]);
  });

  it('leaves out blocked members (both ways), suspended ones, and what the viewer may not see', async () => {
    const moderator = await makeMember(t, {
      first_name: 'Tess',
      last_name: 'Mod',
      email: MODERATOR_EMAIL,
    });
    const [viewer, blockedByViewer, blockerOfViewer, suspended, plain, insider] = (await members(
      6,
    )) as [TestMember, TestMember, TestMember, TestMember, TestMember, TestMember];
    const group = await makeGroup(t, insider, { privacy: 'hidden' });
    for (const member of [blockedByViewer, blockerOfViewer, suspended, plain]) {
      await makePost(t, member, { text: 'Go #team' });
    }
    await makePost(t, insider, { text: 'Hush #secretplans #team', group: group.id });
    await t.call('blockMember', { token: viewer.token, params: { id: blockedByViewer.id } });
    await t.call('blockMember', { token: blockerOfViewer.token, params: { id: viewer.id } });
    const suspension = await t.call('suspendMember', {
      token: moderator.token,
      params: { id: suspended.id },
      body: { duration: '7_days', reason: 'Spam' },
    });
    expect(suspension.status, suspension.text).toBe(200);
    expect(await trending(viewer)).toEqual([{ tag: 'team', members: 1 }]);
    // The group's member sees the group's tags.
    expect(await trending(insider)).toEqual([
      { tag: 'team', members: 4 },
      { tag: 'secretplans', members: 1 },
    ]);
  });

  it('moderators hide a hashtag from it, and show it again, in the log', async () => {
    const moderator = await makeMember(t, {
      first_name: 'Tess',
      last_name: 'Mod',
      email: MODERATOR_EMAIL,
    });
    const [ada, ben] = (await members(2)) as [TestMember, TestMember];
    const post = await makePost(t, ada, { text: '#spammy #fine' });
    await makePost(t, ben, { text: '#spammy' });

    const refused = await t.call('hideHashtag', {
      token: ada.token,
      params: { tag: 'spammy' },
      body: {},
    });
    expect(refused.status).toBe(403);
    expect((await t.call('getModerationHashtags', { token: ada.token })).status).toBe(403);

    const hidden = await t.call('hideHashtag', {
      token: moderator.token,
      params: { tag: 'SPAMMY' },
      body: { reason: 'Flooding' },
    });
    expect(hidden.status, hidden.text).toBe(200);
    expect(await trending(ben)).toEqual([{ tag: 'fine', members: 1 }]);
    // Its posts and page stay.
    expect(await tagIds(ben, 'spammy')).toContain(post._id);
    const again = await t.call('hideHashtag', {
      token: moderator.token,
      params: { tag: 'spammy' },
      body: {},
    });
    expect(again.status).toBe(409);
    const list = await t.call('getModerationHashtags', { token: moderator.token });
    expect(list.body).toEqual([
      { tag: 'spammy', members: 2, hidden: true },
      { tag: 'fine', members: 1, hidden: false },
    ]);

    const shown = await t.call('unhideHashtag', {
      token: moderator.token,
      params: { tag: 'spammy' },
      body: {},
    });
    expect(shown.status, shown.text).toBe(200);
    expect((await trending(ben))[0]).toEqual({ tag: 'spammy', members: 2 });
    expect(
      (
        await t.call('unhideHashtag', {
          token: moderator.token,
          params: { tag: 'spammy' },
          body: {},
        })
      ).status,
    ).toBe(409);

    const log = await t.call('getModerationLog', { token: moderator.token });
    expect(
      log.body.map((entry) => [entry.action, entry.item_kind, entry.hashtag, entry.reason]),
    ).toEqual([
      ['unhide_hashtag', 'hashtag', 'spammy', ''],
      ['hide_hashtag', 'hashtag', 'spammy', 'Flooding'],
    ]);
    expect(
      await t.db
        .select()
        .from(moderationActions)
        .where(eq(moderationActions.action, 'hide_hashtag')),
    ).toHaveLength(1);
  });
});
