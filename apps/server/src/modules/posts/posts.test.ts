import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ORIGINAL_CLIENT_BACKGROUNDS,
  POST_BACKGROUNDS,
  POST_LIST_COMMENTS,
  REACTIONS,
  type Post,
  type ReactsSummary,
} from '@quad/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments, media, postImages, posts, reactions, savedPosts } from '../../db/schema';
import { minutes } from '../../infra/clock';
import { act, makeMember, viewProfile, type TestMember } from '../../../test/members';
import {
  comment,
  createPost,
  feed,
  makePost,
  MISSING_ID,
  nextLink,
  uploadImage,
} from '../../../test/posts';
import { countStatements } from '../../../test/statements';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { answered, storedOf } from '../../../test/urls';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const NO_REACTIONS: ReactsSummary = {
  reacts: REACTIONS.map((react) => ({ react, count: 0 })),
  check: null,
  total: 0,
  checkSaved: false,
};

const befriend = async (a: TestMember, b: TestMember) => {
  expect((await act(t, a, 'addFriend', b.id)).status).toBe(200);
  expect((await act(t, b, 'acceptRequest', a.id)).status).toBe(200);
};

const get = <T = Post[]>(member: TestMember, url: string) =>
  t.inject<T>({ method: 'GET', url, headers: { authorization: `Bearer ${member.token}` } });

/** Every post of a list, page after page through the Link headers. */
const allPages = async (member: TestMember, firstUrl: string, between?: () => Promise<void>) => {
  const pages: Post[][] = [];
  let url: string | undefined = firstUrl;
  while (url) {
    const response = await get(member, url);
    expect(response.status, response.text).toBe(200);
    pages.push(response.body);
    url = nextLink(response.headers);
    if (url && between) await between();
  }
  return pages;
};

const ids = (list: { _id: string }[]) => list.map((post) => post._id);

describe('createPost', () => {
  it('creates a text post by the token’s member, whatever the body says, in the Post shape', async () => {
    const me = await makeMember(t, { first_name: 'Ada', gender: 'female' });
    const other = await makeMember(t);
    const response = await createPost(t, me, {
      text: '  Hello campus  ',
      type: null,
      background: '',
      images: null,
      user: other.id,
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({
      success: true,
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user: {
          _id: me.id,
          username: me.username,
          picture: expect.any(String),
          first_name: 'Ada',
          last_name: me.lastName,
          gender: 'female',
          cover: '',
          // (ext) The default picture is no upload: it has no size.
          pictureSize: null,
        },
        type: null,
        text: 'Hello campus',
        background: null,
        images: null,
        comments: [],
        createdAt: t.clock.now().toISOString(),
        reactions: NO_REACTIONS,
        commentCount: 0,
        // On the member's own timeline: in no group.
        group: null,
        pending: false,
        pinned: false,
      },
    });
  });

  it('creates a post on a preset background, and one with photos in their order', async () => {
    const me = await makeMember(t);
    const onBackground = await makePost(t, me, {
      text: 'Finals!',
      background: POST_BACKGROUNDS[4],
    });
    expect(onBackground).toMatchObject({
      background: answered('/backgrounds/5.svg'),
      images: null,
    });

    const urls = [await uploadImage(t, me), await uploadImage(t, me, 'post_images', 'png')];
    const withPhotos = await makePost(t, me, {
      text: '',
      images: [{ url: urls[1] ?? '' }, { url: urls[0] ?? '' }],
    });
    expect(withPhotos).toMatchObject({ text: null, background: null });
    // (ext) With their size; 64 × 48 px needs no narrower copies.
    const size = { width: 64, height: 48, widths: [] };
    expect(withPhotos.images).toEqual([
      { url: urls[1], ...size },
      { url: urls[0], ...size },
    ]);
  });

  it('takes the original client’s nine backgrounds as the same presets, stored in Quad’s form', async () => {
    const me = await makeMember(t);
    for (const [index, original] of ORIGINAL_CLIENT_BACKGROUNDS.entries()) {
      const post = await makePost(t, me, { text: `Preset ${index + 1}`, background: original });
      expect(post.background).toBe(answered(`/backgrounds/${index + 1}.svg`));
      const [row] = await t.db
        .select({ background: posts.background })
        .from(posts)
        .where(eq(posts.id, post._id));
      expect(row?.background).toBe(`/backgrounds/${index + 1}.svg`);
    }
  });

  it('takes an upload URL in the answered (absolute) and the stored (relative) form', async () => {
    const me = await makeMember(t);
    const url = await uploadImage(t, me);
    const post = await makePost(t, me, { images: [{ url }, { url: storedOf(url) }] });
    expect(post.images).toEqual([{ url, width: 64, height: 48, widths: [] }]);
    const [row] = await t.db.select({ key: media.key }).from(media);
    expect(`/media/${row?.key}`).toBe(storedOf(url));
  });

  it('takes a background in its answered form too', async () => {
    const me = await makeMember(t);
    const post = await makePost(t, me, { text: 'x', background: answered('/backgrounds/2.svg') });
    expect(post.background).toBe(answered('/backgrounds/2.svg'));
  });

  it('creates profile picture and cover posts with exactly one photo', async () => {
    const me = await makeMember(t);
    const url = await uploadImage(t, me, 'profile_pictures');
    const picture = await makePost(t, me, {
      type: 'profilePicture',
      text: 'New me',
      images: [{ url }],
    });
    expect(picture).toMatchObject({ type: 'profilePicture', text: 'New me', images: [{ url }] });
    const cover = await makePost(t, me, { type: 'coverPicture', images: [{ url }] });
    expect(cover.type).toBe('coverPicture');

    const none = await createPost(t, me, { type: 'coverPicture', text: 'No photo' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      message: 'A profile picture or cover post has exactly one photo.',
    });
    const unknownType = await createPost(t, me, {
      type: 'story' as never,
      images: [{ url }],
    });
    expect(unknownType.status).toBe(400);
  });

  it('keeps text to 2500 characters', async () => {
    const me = await makeMember(t);
    expect((await createPost(t, me, { text: 'a'.repeat(2500) })).status).toBe(201);
    const long = await createPost(t, me, { text: 'a'.repeat(2501) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: 'A post can have at most 2500 characters.' });
  });

  it.each([
    [{}, 'A post needs some text or at least one photo.'],
    [{ text: '   \n ' }, 'A post needs some text or at least one photo.'],
    [{ background: POST_BACKGROUNDS[0] }, 'A post needs some text or at least one photo.'],
    [{ images: [] }, 'A post needs some text or at least one photo.'],
    [{ text: 'x', background: '/backgrounds/10.svg' }, 'Choose one of the preset backgrounds.'],
    [
      { text: 'x', background: '../../../images/postBackgrounds/10.jpg' },
      'Choose one of the preset backgrounds.',
    ],
    [
      { text: 'x', background: '../../../images/postBackgrounds/1.svg' },
      'Choose one of the preset backgrounds.',
    ],
    [
      { text: 'x', background: 'url(javascript:alert(1))' },
      'Choose one of the preset backgrounds.',
    ],
    [
      { text: 'x', images: [{ url: 'https://evil.example/a.jpg' }] },
      'This image was not uploaded here. Upload it first.',
    ],
    [
      { text: 'x', images: [{ url: `/media/${MISSING_ID}/post_images/${MISSING_ID}.jpg` }] },
      'This image was not uploaded here. Upload it first.',
    ],
    [
      { text: 'x', images: [{ url: '/media/../../etc/passwd' }] },
      'This image was not uploaded here. Upload it first.',
    ],
    [
      { text: 'x', images: [{ url: answered('/media/../../etc/passwd') }] },
      'This image was not uploaded here. Upload it first.',
    ],
    [
      { text: 'x', background: 'https://evil.example/backgrounds/2.svg' },
      'Choose one of the preset backgrounds.',
    ],
  ])('refuses %j with 400', async (body, message) => {
    const me = await makeMember(t);
    const response = await createPost(t, me, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await t.db.select().from(posts)).toEqual([]);
  });

  it('refuses photos and a background together', async () => {
    const me = await makeMember(t);
    const url = await uploadImage(t, me);
    const response = await createPost(t, me, {
      text: 'x',
      background: POST_BACKGROUNDS[0],
      images: [{ url }],
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'A post has photos or a background, not both.' });
  });

  it('refuses another member’s upload with 403', async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const theirs = await uploadImage(t, other);
    const mine = await uploadImage(t, me);
    const response = await createPost(t, me, { images: [{ url: mine }, { url: theirs }] });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'You can only use images you uploaded.' });
    expect(await t.db.select().from(posts)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.call('createPost', { body: { text: 'Hi' } })).status).toBe(401);
  });
});

describe('getAllPosts', () => {
  it('shows the member’s own posts and those of friends and followed members, newest first', async () => {
    const me = await makeMember(t, { first_name: 'Mia' });
    const friend = await makeMember(t, { first_name: 'Finn' });
    const followed = await makeMember(t, { first_name: 'Fola' });
    const stranger = await makeMember(t, { first_name: 'Stan' });
    await befriend(me, friend);
    await act(t, me, 'follow', followed.id);

    const made: Post[] = [];
    for (const author of [me, friend, followed, stranger, friend]) {
      made.push(await makePost(t, author, { text: `by ${author.firstName}` }));
      t.clock.advance(minutes(1));
    }
    const response = await feed(t, me);
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual(ids([made[4], made[2], made[1], made[0]] as Post[]));
    expect(response.headers.link).toBeUndefined();

    // A friend stays in the feed when unfollowed; a followed member leaves it.
    await act(t, me, 'unfollow', friend.id);
    await act(t, me, 'unfollow', followed.id);
    expect(ids((await feed(t, me)).body)).toEqual(ids([made[4], made[1], made[0]] as Post[]));
    // The stranger's own feed has only their post.
    expect(ids((await feed(t, stranger)).body)).toEqual([made[3]?._id]);
  });

  it('carries the caller’s reactions summary and the newest N comments when asked for N', async () => {
    const me = await makeMember(t);
    const friend = await makeMember(t);
    await befriend(me, friend);
    const post = await makePost(t, friend, { text: 'React to me' });
    await t.call('reactPost', { token: me.token, body: { postId: post._id, react: 'love' } });
    await t.call('reactPost', { token: friend.token, body: { postId: post._id, react: 'haha' } });
    await t.call('savePost', { token: me.token, params: { postId: post._id } });
    for (let index = 1; index <= POST_LIST_COMMENTS + 2; index += 1) {
      await comment(t, index % 2 ? me : friend, post._id, `comment ${index}`);
      t.clock.advance(minutes(1));
    }

    const [seen] = (await feed(t, me, `?comments=${POST_LIST_COMMENTS}`)).body;
    expect(seen?.reactions).toEqual({
      reacts: REACTIONS.map((react) => ({
        react,
        count: react === 'love' || react === 'haha' ? 1 : 0,
      })),
      check: 'love',
      total: 2,
      checkSaved: true,
    });
    expect(seen?.commentCount).toBe(POST_LIST_COMMENTS + 2);
    expect(seen?.comments.map((entry) => entry.comment)).toEqual(
      Array.from(
        { length: POST_LIST_COMMENTS },
        (_, index) => `comment ${POST_LIST_COMMENTS + 2 - index}`,
      ),
    );
    expect(seen?.comments[0]?.commentBy).toEqual({
      _id: friend.id,
      picture: expect.any(String),
      first_name: friend.firstName,
      last_name: friend.lastName,
      pictureSize: null,
    });
    const [friendView] = (await feed(t, friend)).body;
    expect(friendView?.reactions).toMatchObject({ check: 'haha', checkSaved: false, total: 2 });
  });

  it('carries every comment without ?comments, as the original API did, and keeps N in the Link', async () => {
    const me = await makeMember(t);
    const post = await makePost(t, me);
    for (let index = 1; index <= POST_LIST_COMMENTS + 3; index += 1) {
      await comment(t, me, post._id, `comment ${index}`);
      t.clock.advance(minutes(1));
    }
    for (let index = 0; index < 3; index += 1) await makePost(t, me);

    const [everything] = (await feed(t, me, '?limit=4')).body.slice(-1);
    expect(everything?._id).toBe(post._id);
    expect(everything?.comments).toHaveLength(POST_LIST_COMMENTS + 3);
    expect(everything?.comments.at(-1)?.comment).toBe('comment 1');

    const firstPage = await feed(t, me, '?limit=2&comments=1');
    expect(nextLink(firstPage.headers)).toMatch(/[?&]comments=1(&|$)/);
    const secondPage = await t.inject<Post[]>({
      method: 'GET',
      url: nextLink(firstPage.headers) ?? '',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(secondPage.body.map((entry) => entry.comments.length)).toEqual([0, 1]);

    for (const wrong of ['-1', '51', 'two']) {
      const refused = await feed(t, me, `?comments=${wrong}`);
      expect(refused.status, wrong).toBe(400);
      expect(refused.body).toEqual({ message: 'comments must be a number from 0 to 50.' });
    }
  });

  it('pages by cursor with a Link header, 10 posts by default, with no repeats or gaps', async () => {
    const me = await makeMember(t);
    const friend = await makeMember(t);
    await befriend(me, friend);
    const made: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      made.push((await makePost(t, index % 3 ? friend : me, { text: `post ${index}` }))._id);
      t.clock.advance(minutes(1));
    }
    const first = await feed(t, me);
    expect(first.body).toHaveLength(10);
    const next = nextLink(first.headers);
    expect(next).toMatch(/^\/api\/v1\/post\/getAllPosts\?cursor=\d+_[0-9a-f-]{36}&limit=10$/);

    const pages = await allPages(me, '/api/v1/post/getAllPosts?limit=7');
    expect(pages.map((page) => page.length)).toEqual([7, 7, 7, 4]);
    expect(pages.flat().map((post) => post._id)).toEqual([...made].reverse());
  });

  it('merges the posts of authors who post at very different rates, on pages of any size', async () => {
    const me = await makeMember(t);
    const busy = await makeMember(t);
    const quiet = await makeMember(t);
    const followed = await makeMember(t);
    await befriend(me, busy);
    await befriend(me, quiet);
    await act(t, me, 'follow', followed.id);
    // The quiet friend posts early, then busy bursts and the others take turns, some in the
    // same millisecond (the id orders those).
    const turns = [quiet, quiet, quiet, me, busy, busy, busy, busy, busy, followed, busy, busy];
    const made: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const [index, author] of turns.entries()) {
        made.push((await makePost(t, author, { text: `post ${made.length}` }))._id);
        if (index % 3 !== 1) t.clock.advance(minutes(1));
      }
    }
    const newestFirst = [...made].reverse();
    for (const limit of [1, 2, 5, 11, 50]) {
      const pages = await allPages(me, `/api/v1/post/getAllPosts?limit=${limit}`);
      expect(
        pages.flat().map((post) => post._id),
        `limit ${limit}`,
      ).toEqual(newestFirst);
      expect(pages.at(-1)?.length, `limit ${limit}`).toBeGreaterThan(0);
    }
  });

  it('neither repeats nor skips posts while new ones arrive between pages', async () => {
    const me = await makeMember(t);
    const friend = await makeMember(t);
    await befriend(me, friend);
    const before: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      before.push((await makePost(t, friend, { text: `old ${index}` }))._id);
      // Several posts in the same millisecond: the id orders them.
      if (index % 4 === 3) t.clock.advance(minutes(1));
    }
    let added = 0;
    const pages = await allPages(me, '/api/v1/post/getAllPosts?limit=5', async () => {
      t.clock.advance(minutes(1));
      await makePost(t, added % 2 ? me : friend, { text: `new ${added}` });
      added += 1;
    });
    const seen = pages.flat().map((post) => post._id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...before].reverse());
    expect(added).toBe(2);
    // The new posts lead the next first page.
    expect((await feed(t, me, '?limit=2')).body.map((post) => post.text)).toEqual([
      'new 1',
      'new 0',
    ]);
  });

  it('costs the same few SQL statements for any page, whatever the posts carry', async () => {
    const me = await makeMember(t);
    const friends = [await makeMember(t), await makeMember(t), await makeMember(t)];
    for (const friend of friends) await befriend(me, friend);
    const small = await makeMember(t);
    await makePost(t, small, { text: 'only one' });

    for (let index = 0; index < 12; index += 1) {
      const author = friends[index % 3] as TestMember;
      const post = await makePost(t, author, {
        images: [{ url: await uploadImage(t, author) }, { url: await uploadImage(t, author) }],
      });
      for (const member of [me, ...friends]) {
        await t.call('reactPost', {
          token: member.token,
          body: { postId: post._id, react: 'wow' },
        });
        await comment(t, member, post._id, 'Nice');
      }
      t.clock.advance(minutes(1));
    }
    const full = await countStatements(t, () => feed(t, me, '?limit=10'));
    expect(full.result.body).toHaveLength(10);
    expect(full.result.body.every((post) => post.comments.length === 4)).toBe(true);
    const tiny = await countStatements(t, () => feed(t, small));
    expect(tiny.result.body).toHaveLength(1);
    expect(full.statements).toBe(tiny.statements);
    // The page's keys and its posts with all they carry together (the session check is remembered).
    expect(full.statements).toBe(1);
  });

  it('refuses a malformed cursor or limit with 400, and needs a session', async () => {
    const me = await makeMember(t);
    for (const query of [
      '?cursor=abc',
      '?cursor=1_x',
      `?cursor=9223372036854775807_${MISSING_ID}`,
      `?cursor=-1_${MISSING_ID}`,
      '?limit=0',
      '?limit=51',
      '?limit=ten',
    ]) {
      const response = await feed(t, me, query);
      expect(response.status, query).toBe(400);
      expect(response.body).toHaveProperty('message');
    }
    expect((await feed(t, me, `?cursor=1_${MISSING_ID}`)).body).toEqual([]);
    await makePost(t, me, { text: 'Far from any cursor' });
    const farFuture = await feed(t, me, `?cursor=99999999999999999_${MISSING_ID}`);
    expect(farFuture.body).toHaveLength(1);
    expect((await t.call('getAllPosts')).status).toBe(401);
  });
});

describe('getSavedPosts and savePost', () => {
  it('toggles a save and lists saved posts, the latest saved first, by pages', async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const made: Post[] = [];
    for (let index = 0; index < 4; index += 1) {
      made.push(await makePost(t, other, { text: `p${index}` }));
      t.clock.advance(minutes(1));
    }
    const save = (post: Post | undefined) =>
      t.call('savePost', {
        token: me.token,
        params: { postId: post?._id ?? '' },
      });
    // Saved in another order than posted.
    for (const index of [2, 0, 3, 1]) {
      expect((await save(made[index])).body).toEqual({ success: true, saved: true });
      t.clock.advance(minutes(1));
    }
    expect((await save(made[3])).body).toEqual({ success: true, saved: false });

    const pages = await allPages(me, '/api/v1/post/getSavedPosts?limit=2');
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat().map((post) => post.text)).toEqual(['p1', 'p0', 'p2']);
    expect(pages.flat().every((post) => post.reactions?.checkSaved)).toBe(true);
    const theirs = await t.call('getSavedPosts', { token: other.token });
    expect(theirs.body).toEqual([]);
  });

  it('answers 404 for unknown and malformed post ids', async () => {
    const me = await makeMember(t);
    for (const postId of [MISSING_ID, 'nope', "1' or '1'='1"]) {
      const response = await t.call('savePost', { token: me.token, params: { postId } });
      expect(response.status, postId).toBe(404);
      expect(response.body).toEqual({ message: 'This post does not exist.' });
    }
  });
});

describe('a member’s posts', () => {
  it('fills getProfile’s posts with the first page, newest first, and pages on with getUserPosts', async () => {
    const viewer = await makeMember(t);
    const owner = await makeMember(t);
    const made: string[] = [];
    for (let index = 0; index < 13; index += 1) {
      made.push((await makePost(t, owner, { text: `mine ${index}` }))._id);
      t.clock.advance(minutes(1));
    }
    await makePost(t, viewer, { text: 'not theirs' });
    const profile = await viewProfile(t, viewer, owner.username);
    expect(ids(profile.body.posts)).toEqual([...made].reverse().slice(0, 10));
    const next = nextLink(profile.headers);
    expect(next).toMatch(new RegExp(`^/api/v1/post/getUserPosts/${owner.id}\\?cursor=`));
    const rest = await allPages(viewer, next ?? '');
    expect(ids(rest.flat())).toEqual([...made].reverse().slice(10));

    const empty = await viewProfile(t, owner, (await makeMember(t)).username);
    expect(empty.body.posts).toEqual([]);
    expect(empty.headers.link).toBeUndefined();
  });

  it('answers 404 for an unknown member', async () => {
    const me = await makeMember(t);
    for (const userId of [MISSING_ID, 'someone']) {
      const response = await get(me, `/api/v1/post/getUserPosts/${userId}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'This member does not exist.' });
    }
  });
});

describe('getPost', () => {
  it('answers one post as the feed shows it, to its author and to any other member', async () => {
    const author = await makeMember(t);
    const reader = await makeMember(t);
    await befriend(author, reader);
    const post = await makePost(t, author, { text: 'Open me from a notification' });
    await t.call('reactPost', { token: reader.token, body: { postId: post._id, react: 'wow' } });
    for (let index = 1; index <= POST_LIST_COMMENTS + 1; index += 1) {
      await comment(t, reader, post._id, `comment ${index}`);
      t.clock.advance(minutes(1));
    }

    const [inFeed] = (await feed(t, reader)).body;
    const response = await t.call('getPost', { token: reader.token, params: { postId: post._id } });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual(inFeed);
    expect(response.body.comments).toHaveLength(POST_LIST_COMMENTS + 1);
    expect(response.body.reactions?.check).toBe('wow');

    const few = await t.call('getPost', {
      token: reader.token,
      params: { postId: post._id },
      query: { comments: POST_LIST_COMMENTS },
    });
    expect(few.body).toEqual((await feed(t, reader, `?comments=${POST_LIST_COMMENTS}`)).body[0]);

    // A stranger reads it too (as on the author's profile), with their own reactions.
    const stranger = await makeMember(t);
    const seen = await t.call('getPost', { token: stranger.token, params: { postId: post._id } });
    expect(seen.status).toBe(200);
    expect(seen.body.reactions?.check).toBeNull();
    expect(seen.body.reactions?.total).toBe(1);
  });

  it('reads the post in one statement', async () => {
    const author = await makeMember(t);
    const post = await makePost(t, author);
    const read = await countStatements(t, () =>
      t.call('getPost', { token: author.token, params: { postId: post._id } }),
    );
    expect(read.result.status).toBe(200);
    // The session check is remembered from the post's creation.
    expect(read.statements).toBe(1);
  });

  it('answers 404 for an unknown, a deleted or a malformed id', async () => {
    const me = await makeMember(t);
    const post = await makePost(t, me);
    await t.call('deletePost', { token: me.token, params: { postId: post._id } });
    for (const postId of [MISSING_ID, post._id, 'not-an-id']) {
      const response = await t.call('getPost', { token: me.token, params: { postId } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'This post does not exist.' });
    }
  });

  it('is for members only, and refuses a bad comments count', async () => {
    const me = await makeMember(t);
    const post = await makePost(t, me);
    expect((await t.call('getPost', { params: { postId: post._id } })).status).toBe(401);
    const bad = await get(me, `/api/v1/post/${post._id}?comments=-1`);
    expect(bad.status).toBe(400);
  });
});

describe('updateText', () => {
  const edit = (member: TestMember, postId: string, text: string) =>
    t.call('updateText', {
      token: member.token,
      body: { postId, text },
    });

  it('lets the author change the text and answers the post', async () => {
    const me = await makeMember(t);
    const post = await makePost(t, me, { text: 'Frist post' });
    const response = await edit(me, post._id, 'First post');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ success: true, data: { ...post, text: 'First post' } });
    expect((await feed(t, me)).body[0]?.text).toBe('First post');
  });

  it('lets a photo post lose its text but not a text post', async () => {
    const me = await makeMember(t);
    const photo = await makePost(t, me, { text: 'x', images: [{ url: await uploadImage(t, me) }] });
    expect((await edit(me, photo._id, '')).body.data.text).toBeNull();
    const text = await makePost(t, me, { text: 'x' });
    const response = await edit(me, text._id, '  ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'A post needs some text or at least one photo.' });
  });

  it('refuses other members (403), long text (400) and unknown posts (404)', async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const post = await makePost(t, me, { text: 'Mine' });
    const theirs = await edit(other, post._id, 'Hacked');
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({ message: 'You can only edit your own posts.' });
    const long = await edit(me, post._id, 'a'.repeat(2501));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: 'A post can have at most 2500 characters.' });
    expect((await edit(me, MISSING_ID, 'x')).status).toBe(404);
    expect((await edit(me, 'not-an-id', 'x')).status).toBe(404);
    expect((await feed(t, me)).body[0]?.text).toBe('Mine');
  });
});

describe('deletePost', () => {
  const remove = (member: TestMember, postId: string) =>
    t.call('deletePost', { token: member.token, params: { postId } });

  const fileOf = (url: string) => path.join(t.dataDir, storedOf(url));

  it('deletes the post with its images, comments, reactions and saves, files included', async () => {
    const me = await makeMember(t);
    const friend = await makeMember(t);
    const photos = [await uploadImage(t, me), await uploadImage(t, me)];
    const post = await makePost(t, me, { images: photos.map((url) => ({ url })) });
    const commentImage = await uploadImage(t, friend, `post_images/${post._id}`);
    await comment(t, friend, post._id, 'Look', commentImage);
    await t.call('reactPost', { token: friend.token, body: { postId: post._id, react: 'like' } });
    await t.call('savePost', { token: friend.token, params: { postId: post._id } });
    const kept = await makePost(t, me, { text: 'Stays' });
    for (const url of [...photos, commentImage]) expect(existsSync(fileOf(url))).toBe(true);

    const response = await remove(me, post._id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });

    expect(await t.db.select().from(posts).where(eq(posts.id, post._id))).toEqual([]);
    expect(await t.db.select().from(postImages)).toEqual([]);
    expect(await t.db.select().from(comments)).toEqual([]);
    expect(await t.db.select().from(reactions)).toEqual([]);
    expect(await t.db.select().from(savedPosts)).toEqual([]);
    expect(await t.db.select().from(media)).toEqual([]);
    for (const url of [...photos, commentImage]) expect(existsSync(fileOf(url))).toBe(false);
    expect(ids((await feed(t, me)).body)).toEqual([kept._id]);
  });

  it('keeps images that are still shown elsewhere: another post, the profile picture', async () => {
    const me = await makeMember(t);
    const shared = await uploadImage(t, me);
    const picture = await uploadImage(t, me, 'profile_pictures');
    const first = await makePost(t, me, { images: [{ url: shared }] });
    await makePost(t, me, { images: [{ url: shared }] });
    await t.call('updateProfilePicture', { token: me.token, body: { url: picture } });
    const picturePost = await makePost(t, me, {
      type: 'profilePicture',
      images: [{ url: picture }],
    });

    expect((await remove(me, first._id)).status).toBe(200);
    expect((await remove(me, picturePost._id)).status).toBe(200);
    for (const url of [shared, picture]) expect(existsSync(fileOf(url))).toBe(true);
    const keys = (await t.db.select({ key: media.key }).from(media)).map((row) =>
      answered(`/media/${row.key}`),
    );
    expect(keys.sort()).toEqual([shared, picture].sort());
  });

  it('refuses another member (403) and answers 404 for unknown or malformed ids', async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const post = await makePost(t, me, { text: 'Mine' });
    const theirs = await remove(other, post._id);
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({ message: 'You can only delete your own posts.' });
    for (const postId of [MISSING_ID, 'x', '01A20000-0000-7000-8000-00000000000Z']) {
      const response = await remove(me, postId);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'This post does not exist.' });
    }
    expect(
      await t.db
        .select()
        .from(posts)
        .where(inArray(posts.id, [post._id])),
    ).toHaveLength(1);
  });
});
