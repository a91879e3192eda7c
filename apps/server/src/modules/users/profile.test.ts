import { COLLEGES, type Details } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, makeMember, viewProfile, type TestMember } from '../../../test/members';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const profileOf = (viewer: TestMember, username: string) =>
  t.call('getProfile', {
    token: viewer.token,
    params: { username },
  });

const flagsOf = async (viewer: TestMember, of: TestMember) =>
  (await viewProfile(t, viewer, of.username)).body.friendship;

const updateDetails = (member: TestMember, infos: unknown) =>
  t.call('updateDetails', {
    token: member.token,
    payload: { infos },
  });

const NONE = { friends: false, following: false, requestSent: false, requestReceived: false };

describe('getProfile', () => {
  it('answers the Profile shape, with the registration college as the default college', async () => {
    const viewer = await makeMember(t);
    const zoe = await makeMember(t, {
      first_name: 'Zoë',
      last_name: 'Núñez',
      college: COLLEGES[5],
    });
    const response = await profileOf(viewer, zoe.username);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      _id: zoe.id,
      username: zoe.username,
      first_name: 'Zoë',
      last_name: 'Núñez',
      picture: expect.any(String),
      cover: '',
      // (ext) Neither is an upload: no sizes.
      pictureSize: null,
      coverSize: null,
      friends: [],
      friendship: NONE,
      details: { college: COLLEGES[5] },
      posts: [],
    });
  });

  it('never answers private fields of the member', async () => {
    const viewer = await makeMember(t);
    const other = await makeMember(t);
    const response = await profileOf(viewer, other.username);
    for (const secret of [other.email, 'email', 'password', 'token', 'birth', 'search_name']) {
      expect(response.text).not.toContain(secret);
    }
  });

  it('lists the member’s friends as summaries', async () => {
    const viewer = await makeMember(t);
    const owner = await makeMember(t, { first_name: 'Olga' });
    const friend = await makeMember(t, { first_name: 'Finn' });
    await act(t, owner, 'addFriend', friend.id);
    await act(t, friend, 'acceptRequest', owner.id);
    const response = await viewProfile(t, viewer, owner.username);
    expect(response.body.friends).toEqual([
      {
        _id: friend.id,
        username: friend.username,
        picture: expect.any(String),
        first_name: 'Finn',
        last_name: friend.lastName,
        pictureSize: null,
      },
    ]);
  });

  it('gives the friendship flags from the viewer’s side', async () => {
    const a = await makeMember(t, { first_name: 'Ada' });
    const b = await makeMember(t, { first_name: 'Ben' });
    expect(await flagsOf(a, b)).toEqual(NONE);

    await act(t, a, 'addFriend', b.id);
    expect(await flagsOf(a, b)).toEqual({ ...NONE, requestSent: true, following: true });
    expect(await flagsOf(b, a)).toEqual({ ...NONE, requestReceived: true });

    await act(t, b, 'acceptRequest', a.id);
    expect(await flagsOf(a, b)).toEqual({ ...NONE, friends: true, following: true });
    expect(await flagsOf(b, a)).toEqual({ ...NONE, friends: true, following: true });

    await act(t, b, 'unfollow', a.id);
    expect(await flagsOf(a, b)).toEqual({ ...NONE, friends: true, following: true });
    expect(await flagsOf(b, a)).toEqual({ ...NONE, friends: true });

    await act(t, a, 'unfriend', b.id);
    expect(await flagsOf(a, b)).toEqual(NONE);
    expect(await flagsOf(b, a)).toEqual(NONE);
  });

  it('shows one’s own profile with no friendship flags, whatever the case of the name', async () => {
    const me = await makeMember(t);
    const response = await profileOf(me, me.username.toUpperCase());
    expect(response.body).toMatchObject({ success: true, _id: me.id, friendship: NONE });
  });

  it('answers success false for an unknown member, with status 200', async () => {
    const me = await makeMember(t);
    for (const username of ['nobody', "o'brien", '%', 'x'.repeat(300)]) {
      const response = await profileOf(me, username);
      expect(response.status, username).toBe(200);
      expect(response.body).toEqual({ success: false, message: 'This profile does not exist.' });
    }
  });

  it('can be read by an unverified member, and needs a session', async () => {
    const unverified = await makeMember(t, { verified: false });
    const other = await makeMember(t);
    expect((await profileOf(unverified, other.username)).body.success).toBe(true);
    const anonymous = await t.call('getProfile', { params: { username: other.username } });
    expect(anonymous.status).toBe(401);
  });
});

describe('updateDetails', () => {
  const full: Details = {
    bio: 'Marine biology, surfing and coffee.',
    otherName: 'Zo',
    job: 'Lab assistant',
    workplace: 'Coastal Lab',
    highSchool: 'Myrtle Beach High',
    college: 'Gupta College of Science',
    pronouns: 'she/her',
    currentCity: 'Conway',
    hometown: 'Charleston',
    relationship: 'Single',
    instagram: 'zoe.nunez_1',
    github: 'zoe-nunez',
    linkedin: 'zoe-nunez-42',
  };

  it('saves the whole details object and answers it; others see it on the profile', async () => {
    const me = await makeMember(t);
    const response = await updateDetails(me, full);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual(full);
    const viewer = await makeMember(t);
    expect((await viewProfile(t, viewer, me.username)).body.details).toEqual(full);
  });

  it('replaces the details rather than merging them, and trims the text', async () => {
    const me = await makeMember(t, { college: COLLEGES[1] });
    await updateDetails(me, full);
    const response = await updateDetails(me, { bio: '  Just a bio  ', relationship: '' });
    expect(response.body).toEqual({ bio: 'Just a bio', relationship: '' });
    // Without a college of its own, the profile shows the registration college.
    expect((await viewProfile(t, me, me.username)).body.details).toEqual({
      college: COLLEGES[1],
      bio: 'Just a bio',
      relationship: '',
    });
  });

  it('accepts a college’s full name although it is longer than 28 characters', async () => {
    const me = await makeMember(t);
    const response = await updateDetails(me, { college: COLLEGES[5] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ college: COLLEGES[5] });
  });

  it.each([
    [{ bio: 'b'.repeat(101) }, 'Bio can have at most 100 characters.'],
    [{ job: 'j'.repeat(29) }, 'Job can have at most 28 characters.'],
    [{ workplace: 'w'.repeat(29) }, 'Workplace can have at most 28 characters.'],
    [{ hometown: 'h'.repeat(29) }, 'Hometown can have at most 28 characters.'],
    [{ college: 'c'.repeat(29) }, 'College can have at most 28 characters.'],
    [{ relationship: 'Complicated' }, 'Choose one of the listed relationship options.'],
    [{ github: 'bad--name' }, 'A GitHub username has only letters, numbers and single hyphens.'],
    [{ github: 'a/../../evil' }, 'A GitHub username has only letters, numbers and single hyphens.'],
    [
      { instagram: 'has space' },
      'An Instagram username has only letters, numbers, periods and underscores.',
    ],
    [
      { linkedin: 'javascript:alert(1)' },
      'A LinkedIn profile name has only letters, numbers and hyphens.',
    ],
  ])('refuses %j', async (infos, message) => {
    const me = await makeMember(t);
    await updateDetails(me, full);
    const response = await updateDetails(me, infos);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await viewProfile(t, me, me.username)).body.details).toEqual(full);
  });

  it('keeps the limits at their edges', async () => {
    const me = await makeMember(t);
    const edge = {
      bio: 'b'.repeat(100),
      job: 'j'.repeat(28),
      github: 'a',
      instagram: '',
      linkedin: '',
    };
    const response = await updateDetails(me, edge);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual(edge);
  });

  it('refuses a body without infos, and drops fields it does not know', async () => {
    const me = await makeMember(t);
    expect((await t.call('updateDetails', { token: me.token, payload: {} })).status).toBe(400);
    const response = await updateDetails(me, { bio: 'Hi', email: 'x@y.z', verified: true });
    expect(response.body).toEqual({ bio: 'Hi' });
  });

  it('needs a session; an unverified member may edit their own details', async () => {
    expect((await t.call('updateDetails', { body: { infos: {} } })).status).toBe(401);
    const unverified = await makeMember(t, { verified: false });
    expect((await updateDetails(unverified, { bio: 'New here' })).status).toBe(200);
  });
});
