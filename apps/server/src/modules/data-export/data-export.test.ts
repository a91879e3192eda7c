import { API_PREFIX, DATA_EXPORTS_PER_HOUR } from '@quad/contract';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { blocks, reports, suspensions } from '../../db/schema';
import { minutes } from '../../infra/clock';
import { newId } from '../../infra/ids';
import { makeImage } from '../../../test/images';
import { answer, inDays, postEvent } from '../../../test/events';
import { act, makeMember, type TestMember } from '../../../test/members';
import { sendOk } from '../../../test/messages';
import { comment, makePost, upload } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { storedOf } from '../../../test/urls';

const download = (app: TestApp, member: TestMember) =>
  app.app.inject({
    method: 'GET',
    url: `${API_PREFIX}/settings/data`,
    headers: { authorization: `Bearer ${member.token}` },
  });

/** A stored file's bytes: from the folder on disk, or from the bucket. */
const storedBytes = async (app: TestApp, key: string) => {
  if (!app.s3) return readFile(path.join(app.dataDir, 'media', ...key.split('/')));
  const stream = await app.app.context.media.open(key);
  if (!stream) throw new Error(`${key} is not in the bucket`);
  return buffer(stream);
};

const openZip = (data: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(data, { lazyEntries: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

/** Every file of the archive, by name. */
const unzip = async (data: Buffer) => {
  const zip = await openZip(data);
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
        stream.on('error', reject);
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
};

const jsonOf = (files: Map<string, Buffer>, name: string): unknown => {
  const file = files.get(name);
  if (!file) throw new Error(`${name} is not in the archive`);
  return JSON.parse(file.toString('utf8'));
};

describe.each([
  ['local media', {}],
  ['media in a bucket', { media: 's3' as const }],
])('downloadMyData (%s)', (_name, options) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...options, rateLimit: true });
  });
  afterAll(() => t.close());

  it('answers a zip of the member’s data as JSON and their image files', async () => {
    const me = await makeMember(t, { first_name: 'Maya' });
    const friend = await makeMember(t, { first_name: 'Omar' });
    const follower = await makeMember(t, { first_name: 'Lin' });
    await act(t, me, 'addFriend', friend.id);
    await act(t, friend, 'acceptRequest', me.id);
    await act(t, follower, 'follow', me.id);
    const image = await makeImage('png', { color: '#ff0000' });
    const uploaded = await upload(t, me, [{ data: image, type: 'image/png' }]);
    expect(uploaded.status, uploaded.text).toBe(200);
    const photo = uploaded.body[0]?.url ?? '';
    const post = await makePost(t, me, { text: 'Our lab', images: [{ url: photo }] });
    const friendsPost = await makePost(t, friend, { text: 'Omar here' });
    await comment(t, me, friendsPost._id, 'Nice one');
    await t.call('reactPost', { token: me.token, body: { postId: friendsPost._id, react: 'wow' } });
    await t.call('savePost', { token: me.token, params: { postId: friendsPost._id } });
    await t.call('addToSearchHistory', { token: me.token, body: { searchUser: follower.id } });
    await comment(t, friend, post._id, 'Looks great');
    await sendOk(t, me, friend, 'See you at the lab?');
    await sendOk(t, friend, me, 'Yes, at ten');
    // Blocks, reports and suspensions are written by their own features; here only as rows.
    const stranger = await makeMember(t, { first_name: 'Rae' });
    await t.db.insert(blocks).values({ blockerId: me.id, blockedId: stranger.id });
    await t.db.insert(reports).values({
      id: newId(),
      reporterId: me.id,
      itemKind: 'member',
      itemId: stranger.id,
      subjectId: stranger.id,
      reason: 'spam',
      note: 'Sends links',
      hidden: true,
    });
    await t.db.insert(reports).values({
      id: newId(),
      reporterId: stranger.id,
      itemKind: 'member',
      itemId: me.id,
      subjectId: me.id,
      reason: 'other',
      note: 'Not about Maya’s own data',
    });
    const endsAt = new Date('2030-01-01T00:00:00.000Z');
    await t.db
      .insert(suspensions)
      .values({ id: newId(), userId: me.id, reason: 'Spam links', endsAt, liftedAt: endsAt });

    await t.call('updateDeliverySettings', {
      token: me.token,
      body: {
        kinds: { comment: { push: false, email: 'immediately' } },
        digest: 'daily',
        show_message_text: true,
      },
    });
    const response = await download(t, me);
    expect(response.statusCode, response.payload.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="quad-${me.username}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    const files = await unzip(response.rawPayload);
    expect(jsonOf(files, 'notification-settings.json')).toMatchObject({
      in_quad: { friend_request: true, new_follower: true },
      kinds: {
        comment: { push: false, email: 'immediately' },
        message: { push: true, email: 'immediately' },
      },
      digest: 'daily',
      show_message_text: true,
      paused_until: null,
    });

    expect(jsonOf(files, 'profile.json')).toMatchObject({
      id: me.id,
      username: me.username,
      first_name: 'Maya',
      email: me.email,
      ccu_college: me.college,
    });
    const key = storedOf(photo).slice('/media/'.length);
    const inArchive = `media/${key.slice(me.id.length + 1)}`;
    expect(jsonOf(files, 'posts.json')).toEqual([
      expect.objectContaining({ id: post._id, text: 'Our lab', images: [inArchive] }),
    ]);
    // The uploaded image's bytes, as stored (the upload was re-encoded).
    const stored = await storedBytes(t, key);
    expect(stored.length).toBeGreaterThan(0);
    expect(files.get(inArchive)).toEqual(stored);
    expect(jsonOf(files, 'comments.json')).toEqual([
      expect.objectContaining({ post_id: friendsPost._id, text: 'Nice one', image: null }),
    ]);
    expect(jsonOf(files, 'reactions.json')).toEqual([
      expect.objectContaining({ post_id: friendsPost._id, react: 'wow' }),
    ]);
    expect(jsonOf(files, 'saved-posts.json')).toEqual([
      expect.objectContaining({ post_id: friendsPost._id }),
    ]);
    expect(jsonOf(files, 'friends.json')).toMatchObject({
      friends: [{ id: friend.id, first_name: 'Omar' }],
      requests_sent: [],
      requests_received: [],
    });
    expect(jsonOf(files, 'follows.json')).toMatchObject({
      following: [{ id: friend.id }],
      followers: expect.arrayContaining([
        expect.objectContaining({ id: follower.id }),
        expect.objectContaining({ id: friend.id }),
      ]),
    });
    expect(jsonOf(files, 'search-history.json')).toMatchObject([{ id: follower.id }]);
    const kinds = (jsonOf(files, 'notifications.json') as { kind: string }[]).map(
      (each) => each.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['request_accepted', 'new_follower', 'comment']));
    expect(jsonOf(files, 'messages.json')).toEqual([
      expect.objectContaining({
        with: expect.objectContaining({ id: friend.id }),
        direction: 'sent',
        text: 'See you at the lab?',
        photo: null,
      }),
      expect.objectContaining({ direction: 'received', text: 'Yes, at ten' }),
    ]);
    expect(jsonOf(files, 'safety.json')).toEqual({
      blocked: [expect.objectContaining({ id: stranger.id, first_name: 'Rae' })],
      reports_made: [
        expect.objectContaining({
          item_kind: 'member',
          item_id: stranger.id,
          reason: 'spam',
          note: 'Sends links',
          hidden_from_me: true,
          outcome: null,
        }),
      ],
      suspensions: [
        expect.objectContaining({ reason: 'Spam links', endsAt: endsAt.toISOString() }),
      ],
    });
    // Nothing secret, and nobody else's data.
    const everything = [...files.values()].map((file) => file.toString('latin1')).join('');
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain('Omar here');
    expect(everything).not.toContain('Not about Maya');
  });

  it('lists the member’s groups with their role, their requests and invitations', async () => {
    const me = await makeMember(t, { first_name: 'Maya' });
    const admin = await makeMember(t, { first_name: 'Omar' });
    await act(t, admin, 'addFriend', me.id);
    await act(t, me, 'acceptRequest', admin.id);
    const create = async (name: string, privacy: 'public' | 'private', body = {}) =>
      (
        await t.call('createGroup', {
          token: admin.token,
          body: { name, kind: 'club', privacy, ...body },
        })
      ).body.slug;
    const chess = await create('Chess club', 'public');
    const choir = await create('Choir', 'private', { questions: ['Which voice?'] });
    const hikers = await create('Hikers', 'private');
    const mine = await t.call('createGroup', {
      token: me.token,
      body: { name: 'Maya’s reading circle', kind: 'interest', privacy: 'hidden' },
    });
    await t.call('joinGroup', { token: me.token, params: { slug: chess }, body: {} });
    await t.call('joinGroup', {
      token: me.token,
      params: { slug: choir },
      body: { answers: ['Alto'] },
    });
    await t.call('inviteToGroup', {
      token: admin.token,
      params: { slug: hikers },
      body: { userId: me.id },
    });

    const files = await unzip((await download(t, me)).rawPayload);
    const groups = jsonOf(files, 'groups.json') as {
      memberships: { group: { name: string }; role: string }[];
      requests: { group: { name: string }; answers: unknown }[];
      invitations: { group: { name: string } }[];
    };
    expect(groups.memberships.map((row) => [row.group.name, row.role]).sort()).toEqual([
      ['Chess club', 'member'],
      ['Maya’s reading circle', 'admin'],
    ]);
    expect(mine.status).toBe(201);
    expect(groups.requests).toEqual([
      expect.objectContaining({
        group: expect.objectContaining({ name: 'Choir' }),
        answers: [{ question: 'Which voice?', answer: 'Alto' }],
      }),
    ]);
    expect(groups.invitations).toEqual([
      expect.objectContaining({ group: expect.objectContaining({ name: 'Hikers' }) }),
    ]);
  });

  it('lists the events the member hosts, their answers and check-ins, and no feed secret', async () => {
    const me = await makeMember(t, { first_name: 'Maya' });
    const host = await makeMember(t, { first_name: 'Omar' });
    const guest = await makeMember(t, { first_name: 'Lin' });
    const mine = await postEvent(t, me, {
      title: 'Study night',
      starts_at: inDays(t, 7),
      location: 'Kimbel Library',
      capacity: 10,
      repeat: 'weekly',
      repeat_until: inDays(t, 21).slice(0, 10),
    });
    const occurrence = mine.event?.occurrences[1] ?? '';
    const cancelled = await t.call('cancelEvent', {
      token: me.token,
      params: { postId: mine._id },
      body: { occurrence },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await answer(t, guest, mine._id, 'going')).status).toBe(200);
    // Starts in half an hour: its check-in is open.
    const tour = await postEvent(t, host, {
      title: 'Lab tour',
      starts_at: new Date(t.clock.now().getTime() + minutes(30)).toISOString(),
    });
    const film = await postEvent(t, host, { title: 'Film club', starts_at: inDays(t, 3) });
    expect((await answer(t, me, tour._id, 'going')).status).toBe(200);
    expect((await answer(t, me, film._id, 'interested')).status).toBe(200);
    const weekly = await postEvent(t, host, {
      title: 'Choir practice',
      starts_at: inDays(t, 2),
      repeat: 'weekly',
      repeat_until: inDays(t, 16).slice(0, 10),
    });
    const secondPractice = weekly.event?.occurrences[1] ?? '';
    const oneDate = await t.call('answerEvent', {
      token: me.token,
      params: { postId: weekly._id },
      body: { answer: 'cant_go', occurrence: secondPractice },
    });
    expect(oneDate.status, oneDate.text).toBe(200);
    const shown = await t.call('getCheckInCode', {
      token: host.token,
      params: { postId: tour._id },
    });
    const checkedIn = await t.call('checkIn', {
      token: me.token,
      params: { postId: tour._id },
      body: { code: shown.body.code },
    });
    expect(checkedIn.status, checkedIn.text).toBe(200);
    const feed = await t.call('resetCalendarFeed', { token: me.token });
    const secret = /calendar\/(.+)\.ics$/.exec(feed.body.url ?? '')?.[1] ?? '';
    expect(secret.length).toBeGreaterThan(20);

    const files = await unzip((await download(t, me)).rawPayload);
    expect(jsonOf(files, 'events.json')).toEqual({
      hosted: [
        expect.objectContaining({
          post_id: mine._id,
          title: 'Study night',
          starts_at: mine.event?.starts_at,
          location: 'Kimbel Library',
          capacity: 10,
          repeat: 'weekly',
          audience: 'public',
          group: null,
          cancelled_occurrences: [occurrence],
          cancelledAt: null,
        }),
      ],
      answers: [
        expect.objectContaining({ post_id: tour._id, title: 'Lab tour', answer: 'going' }),
        expect.objectContaining({ post_id: film._id, title: 'Film club', answer: 'interested' }),
      ],
      occurrence_answers: [
        expect.objectContaining({
          post_id: weekly._id,
          title: 'Choir practice',
          occurrence: secondPractice,
          answer: 'cant_go',
        }),
      ],
      check_ins: [
        {
          post_id: tour._id,
          title: 'Lab tour',
          occurrence: tour.event?.starts_at,
          checkedInAt: t.clock.now().toISOString(),
        },
      ],
      settings: {
        remind_interested: true,
        calendar_feed: true,
        calendar_feed_createdAt: feed.body.created_at,
      },
    });
    // Others' answers to the member's event are theirs, and the feed's address stays secret.
    const archive = [...files.values()].map((file) => file.toString('utf8')).join('\n');
    expect(archive).not.toContain(guest.id);
    expect(archive).not.toContain(secret);
  });

  it(`is limited to ${DATA_EXPORTS_PER_HOUR} an hour per member`, async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    for (let count = 0; count < DATA_EXPORTS_PER_HOUR; count += 1) {
      expect((await download(t, me)).statusCode).toBe(200);
    }
    const refused = await download(t, me);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
    expect((await download(t, other)).statusCode).toBe(200);
    t.clock.advance(minutes(61));
    expect((await download(t, me)).statusCode).toBe(200);
  });
});

describe('downloadMyData without a session', () => {
  it('answers 401', async () => {
    const t = await buildTestApp();
    try {
      const response = await t.call('downloadMyData');
      expect(response.status).toBe(401);
    } finally {
      await t.close();
    }
  });
});
