import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { makeGroup } from '../../../test/groups';
import { makeImage } from '../../../test/images';
import { befriend, makeMember, type TestMember } from '../../../test/members';
import { comment, feed, makePost, upload, uploadImage } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { answered, storedOf } from '../../../test/urls';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const profileOf = async (viewer: TestMember, of: TestMember) =>
  (await t.call('getProfile', { token: viewer.token, params: { username: of.username } })).body;

describe('updateProfilePicture and updateCover', () => {
  it('set the picture and the cover to the member’s own uploads, shown everywhere', async () => {
    const me = await makeMember(t);
    const picture = await uploadImage(t, me, 'profile_pictures');
    const cover = await uploadImage(t, me, 'cover_pictures');

    const pictureAnswer = await t.call('updateProfilePicture', {
      token: me.token,
      body: { url: picture },
    });
    expect(pictureAnswer.status, pictureAnswer.text).toBe(200);
    expect(pictureAnswer.body).toEqual({
      success: true,
      picture,
      picture_size: { width: 64, height: 48, widths: [] },
    });
    // Uploads answer absolute URLs; the stored, relative form is taken back as well.
    const coverAnswer = await t.call('updateCover', {
      token: me.token,
      body: { url: storedOf(cover) },
    });
    expect(coverAnswer.status).toBe(200);
    expect(coverAnswer.body).toEqual({ success: true, cover });
    // Stored relative, so a change of domain breaks nothing.
    const [row] = await t.db
      .select({ picture: users.picture, cover: users.cover })
      .from(users)
      .where(eq(users.id, me.id));
    expect(row).toEqual({ picture: storedOf(picture), cover: storedOf(cover) });

    const post = await makePost(t, me, { type: 'profilePicture', images: [{ url: picture }] });
    expect(post.user).toMatchObject({ picture, cover });
    const viewer = await makeMember(t);
    expect(await profileOf(viewer, me)).toMatchObject({ picture, cover });
    const [inFeed] = (await feed(t, me)).body;
    expect(inFeed?.user).toMatchObject({ picture, cover });
  });

  it('answer pictures’ and covers’ sizes and narrower copies beside them (ext)', async () => {
    const me = await makeMember(t);
    const friend = await makeMember(t);
    await befriend(t, me, friend);
    const uploadOf = async (folder: string, width: number, height: number) => {
      const response = await upload(
        t,
        me,
        [{ data: await makeImage('jpeg', { width, height }) }],
        folder,
      );
      expect(response.status, response.text).toBe(200);
      return response.body[0]?.url ?? '';
    };
    const picture = await uploadOf('profile_pictures', 800, 800);
    const cover = await uploadOf('cover_pictures', 1200, 400);
    const pictureSize = { width: 800, height: 800, widths: [320, 640] };
    const coverSize = { width: 1200, height: 400, widths: [320, 640, 1080] };
    const set = await t.call('updateProfilePicture', { token: me.token, body: { url: picture } });
    // For the session's picture_size: the member's own avatars take a narrow copy.
    expect(set.body).toEqual({ success: true, picture, picture_size: pictureSize });
    await t.call('updateCover', { token: me.token, body: { url: cover } });

    expect(await profileOf(friend, me)).toMatchObject({ pictureSize, coverSize });
    const post = await makePost(t, me, { text: 'Hello' });
    await comment(t, me, post._id, 'Me again');
    const [inFeed] = (await feed(t, friend)).body;
    expect(inFeed?.user.pictureSize).toEqual(pictureSize);
    expect(inFeed?.comments[0]?.commentBy.pictureSize).toEqual(pictureSize);
    expect(await profileOf(me, friend)).toMatchObject({
      friends: [expect.objectContaining({ _id: me.id, pictureSize })],
    });
    // The default picture is no upload: no size.
    expect(inFeed?.comments[0]?.imageSize).toBeNull();
    expect(await profileOf(me, friend)).toMatchObject({ pictureSize: null });

    const group = await makeGroup(t, me);
    const updated = await t.call('updateGroupCover', {
      token: me.token,
      params: { slug: group.slug },
      body: { url: cover },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ cover, coverSize });
  });

  it('accept any of the member’s uploads, such as a post photo chosen from Recent Photos', async () => {
    const me = await makeMember(t);
    const photo = await uploadImage(t, me, 'post_images');
    const answer = await t.call('updateCover', { token: me.token, body: { url: photo } });
    expect(answer.status).toBe(200);
  });

  it('refuse another member’s upload (403), other URLs (400) and a missing URL (400)', async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const theirs = await uploadImage(t, other, 'profile_pictures');
    const mine = await uploadImage(t, me, 'profile_pictures');
    for (const name of ['updateProfilePicture', 'updateCover'] as const) {
      const refused = await t.call(name, { token: me.token, body: { url: theirs } });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'You can only use images you uploaded.' });
      for (const url of [
        'https://evil.example/me.jpg',
        `https://evil.example${storedOf(mine)}`,
        `${mine}?size=2`,
        '/default-avatar.svg',
        'javascript:x',
      ]) {
        const response = await t.call(name, { token: me.token, body: { url } });
        expect(response.status, url).toBe(400);
        expect(response.body).toEqual({
          message: 'This image was not uploaded here. Upload it first.',
        });
      }
      const missing = await t.call(name, { token: me.token, payload: {} });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ message: 'A picture URL is required.' });
      expect((await t.call(name, { body: { url: theirs } })).status).toBe(401);
    }
    expect(await profileOf(me, me)).toMatchObject({
      cover: '',
      picture: answered('/default-avatar.svg'),
    });
  });
});
