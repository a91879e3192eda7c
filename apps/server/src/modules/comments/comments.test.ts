import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Comment } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments, media } from '../../db/schema';
import { minutes } from '../../infra/clock';
import { makeMember, type TestMember } from '../../../test/members';
import { comment, feed, makePost, MISSING_ID, nextLink, uploadImage } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { storedOf } from '../../../test/urls';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const removeComment = (member: TestMember, postId: string, commentId: string) =>
  t.call('deleteComment', {
    token: member.token,
    body: { postId, commentId },
  });

describe('comment', () => {
  it('adds a comment and answers the whole list, newest first, with commentBy filled', async () => {
    const author = await makeMember(t);
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    const post = await makePost(t, author);
    await comment(t, ana, post._id, 'First!');
    t.clock.advance(minutes(1));
    const response = await comment(t, ben, post._id, '  Second  ');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        comment: 'Second',
        image: '',
        // (ext) No image, and the default picture: no sizes.
        imageSize: null,
        commentAt: t.clock.now().toISOString(),
        commentBy: {
          _id: ben.id,
          picture: expect.any(String),
          first_name: 'Ben',
          last_name: ben.lastName,
          pictureSize: null,
        },
      },
      expect.objectContaining({
        comment: 'First!',
        commentBy: expect.objectContaining({ _id: ana.id }),
      }),
    ]);
  });

  it('takes an image the commenter uploaded, with or without text', async () => {
    const author = await makeMember(t);
    const me = await makeMember(t);
    const post = await makePost(t, author);
    const image = await uploadImage(t, me, `post_images/${post._id}`);
    const response = await comment(t, me, post._id, '', image);
    expect(response.status, response.text).toBe(200);
    expect(response.body[0]).toMatchObject({ comment: '', image });
  });

  it('refuses empty and long comments, other members’ images, unknown images and posts', async () => {
    const author = await makeMember(t);
    const me = await makeMember(t);
    const post = await makePost(t, author);
    const theirs = await uploadImage(t, author);
    const cases: [string, string, string, number, string][] = [
      [post._id, '   ', '', 400, 'A comment needs some text or an image.'],
      [post._id, 'a'.repeat(2501), '', 400, 'A post can have at most 2500 characters.'],
      [post._id, 'x', theirs, 403, 'You can only use images you uploaded.'],
      [
        post._id,
        'x',
        'https://evil.example/x.png',
        400,
        'This image was not uploaded here. Upload it first.',
      ],
      [MISSING_ID, 'x', '', 404, 'This post does not exist.'],
      ['not-an-id', 'x', '', 404, 'This post does not exist.'],
    ];
    for (const [postId, text, image, status, message] of cases) {
      const response = await comment(t, me, postId, text, image);
      expect(response.status, message).toBe(status);
      expect(response.body).toEqual({ message });
    }
    expect((await comment(t, me, post._id, 'a'.repeat(2500))).status).toBe(200);
    expect(await t.db.select().from(comments)).toHaveLength(1);
    expect((await t.call('comment', { body: { postId: post._id, comment: 'x' } })).status).toBe(
      401,
    );
  });
});

describe('deleteComment', () => {
  it('lets the comment’s author and the post’s author delete it, nobody else', async () => {
    const author = await makeMember(t);
    const commenter = await makeMember(t);
    const third = await makeMember(t);
    const post = await makePost(t, author);
    await comment(t, commenter, post._id, 'one');
    t.clock.advance(minutes(1));
    const [second, first] = (await comment(t, commenter, post._id, 'two')).body;

    const refused = await removeComment(third, post._id, second?._id ?? '');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Only the comment’s author or the post’s author can delete it.',
    });

    const byCommenter = await removeComment(commenter, post._id, second?._id ?? '');
    expect(byCommenter.status).toBe(200);
    expect(byCommenter.body.map((entry) => entry._id)).toEqual([first?._id]);
    const byAuthor = await removeComment(author, post._id, first?._id ?? '');
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body).toEqual([]);
  });

  it('answers 404 for an unknown comment, or one of another post', async () => {
    const author = await makeMember(t);
    const post = await makePost(t, author);
    const other = await makePost(t, author);
    const [onOther] = (await comment(t, author, other._id, 'elsewhere')).body;
    for (const [postId, commentId] of [
      [post._id, onOther?._id ?? ''],
      [post._id, MISSING_ID],
      [post._id, 'bad id'],
      [MISSING_ID, onOther?._id ?? ''],
    ] as const) {
      const response = await removeComment(author, postId, commentId);
      expect(response.status).toBe(404);
      expect(response.body).toHaveProperty('message');
    }
    expect(await t.db.select().from(comments)).toHaveLength(1);
  });

  it('removes the comment’s image file', async () => {
    const author = await makeMember(t);
    const me = await makeMember(t);
    const post = await makePost(t, author);
    const image = await uploadImage(t, me, `post_images/${post._id}`);
    const [added] = (await comment(t, me, post._id, 'pic', image)).body;
    const file = path.join(t.dataDir, storedOf(image));
    expect(existsSync(file)).toBe(true);
    expect((await removeComment(author, post._id, added?._id ?? '')).status).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(await t.db.select().from(media)).toEqual([]);
  });
});

describe('getComments', () => {
  it('pages through a post’s comments after the newest ones the lists carry', async () => {
    const author = await makeMember(t);
    const post = await makePost(t, author);
    for (let index = 0; index < 15; index += 1) {
      await comment(t, author, post._id, `c${index}`);
      t.clock.advance(minutes(1));
    }
    const [listed] = (await feed(t, author, '?comments=10')).body;
    expect(listed?.commentCount).toBe(15);
    expect(listed?.comments).toHaveLength(10);

    const texts: string[] = [];
    let url: string | undefined = `/api/v1/post/getComments/${post._id}?limit=6`;
    const sizes: number[] = [];
    while (url) {
      const response = await t.inject<Comment[]>({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${author.token}` },
      });
      expect(response.status, response.text).toBe(200);
      sizes.push(response.body.length);
      texts.push(...response.body.map((entry) => entry.comment));
      url = nextLink(response.headers);
    }
    expect(sizes).toEqual([6, 6, 3]);
    expect(texts).toEqual(Array.from({ length: 15 }, (_, index) => `c${14 - index}`));
    expect(texts.slice(0, 10)).toEqual(listed?.comments.map((entry) => entry.comment));

    const unknown = await t.call('getComments', {
      token: author.token,
      params: { postId: MISSING_ID },
    });
    expect(unknown.status).toBe(404);
  });
});
