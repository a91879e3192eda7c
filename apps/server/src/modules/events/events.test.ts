import { eventListText, eventText } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answer,
  inDays,
  makeGroup,
  makeMembers,
  notificationKinds,
  postEvent,
} from '../../../test/events';
import { addGroupMember, makeGroup as makeTestGroup } from '../../../test/groups';
import { befriend, makeMember, type TestMember } from '../../../test/members';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

const getEvent = (member: TestMember, postId: string) =>
  t.call('getEvent', { token: member.token, params: { postId } });

describe('posting an event', () => {
  it('makes a post of type event that carries its event, in the feed and by id', async () => {
    const host = await makeMember(t, { first_name: 'Ada' });
    const starts = inDays(t, 3);
    const post = await postEvent(t, host, {
      title: '  Robotics night ',
      starts_at: starts,
      location: 'Science Hall 101',
      online_link: 'https://meet.example.edu/robots',
      description: 'Bring a robot.',
      capacity: 20,
    });
    expect(post.type).toBe('event');
    expect(post.text).toBe('Bring a robot.');
    expect(post.event).toMatchObject({
      title: 'Robotics night',
      starts_at: starts,
      ends_at: null,
      time_zone: 'America/New_York',
      location: 'Science Hall 101',
      online_link: 'https://meet.example.edu/robots',
      capacity: 20,
      repeat: 'none',
      occurrences: [starts],
      next_occurrence: starts,
      audience: 'public',
      host: { group: null },
      counts: { going: 0, interested: 0, waitlist: 0 },
      mine: { answer: null, position: null },
      cancelled: false,
      can_manage: true,
      sequence: 0,
    });
    const feed = await t.call('getAllPosts', { token: host.token });
    expect(feed.body.find((each) => each._id === post._id)?.event?.title).toBe('Robotics night');
    const stranger = await makeMember(t);
    const seen = await getEvent(stranger, post._id);
    expect(seen.status).toBe(200);
    expect(seen.body.event?.can_manage).toBe(false);
    expect(
      (await t.call('getPost', { token: stranger.token, params: { postId: post._id } })).body.event
        ?.title,
    ).toBe('Robotics night');
  });

  it('refuses a form out of its limits, each with its message and the field it is about', async () => {
    const host = await makeMember(t);
    const refused = async (form: Record<string, unknown>, message: string, field: string) => {
      const response = await t.call('createEvent', {
        token: host.token,
        payload: { title: 'Night', starts_at: inDays(t, 2), ...form },
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body).toEqual({ message, field });
    };
    await refused({ title: 'x'.repeat(101) }, eventText.titleTooLong, 'title');
    await refused({ title: ' ' }, eventText.titleRequired, 'title');
    await refused({ online_link: 'javascript:alert(1)' }, eventText.linkInvalid, 'online_link');
    await refused({ online_link: 'ftp://files.example.edu' }, eventText.linkInvalid, 'online_link');
    await refused({ location: 'x'.repeat(201) }, eventText.locationTooLong, 'location');
    await refused({ capacity: 0 }, eventText.capacityRange, 'capacity');
    await refused({ capacity: 10_001 }, eventText.capacityRange, 'capacity');
    await refused({ ends_at: inDays(t, 1) }, eventText.endBeforeStart, 'ends_at');
    await refused({ repeat: 'weekly' }, eventText.repeatUntilRequired, 'repeat_until');
    await refused(
      { starts_at: '2025-01-06T19:00:00-05:00', repeat: 'weekly', repeat_until: '2026-06-30' },
      eventText.tooManyOccurrences,
      'repeat_until',
    );
    await refused({ audience: 'group' }, eventText.groupAudienceNeedsGroup, 'audience');
  });

  it('keeps 7 PM local for a weekly event across the November change (America/New_York)', async () => {
    const host = await makeMember(t);
    const post = await postEvent(t, host, {
      starts_at: '2025-10-23T19:00:00-04:00',
      ends_at: '2025-10-23T21:00:00-04:00',
      repeat: 'weekly',
      repeat_until: '2025-11-13',
    });
    // EDT (UTC−4) until November 2, then EST (UTC−5): 19:00 local is 23:00Z, then 00:00Z.
    expect(post.event?.occurrences).toEqual([
      '2025-10-23T23:00:00.000Z',
      '2025-10-30T23:00:00.000Z',
      '2025-11-07T00:00:00.000Z',
      '2025-11-14T00:00:00.000Z',
    ]);
    const local = (post.event?.occurrences ?? []).map((start) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        minute: '2-digit',
        weekday: 'short',
      }).format(new Date(start)),
    );
    expect(new Set(local)).toEqual(new Set(['Thu 7:00 PM']));
  });

  it('every 2 weeks, until a date, within 52 occurrences', async () => {
    const host = await makeMember(t);
    const post = await postEvent(t, host, {
      starts_at: '2026-01-05T18:30:00-05:00',
      repeat: 'biweekly',
      repeat_until: '2026-02-16',
    });
    expect(post.event?.occurrences).toEqual([
      '2026-01-05T23:30:00.000Z',
      '2026-01-19T23:30:00.000Z',
      '2026-02-02T23:30:00.000Z',
      '2026-02-16T23:30:00.000Z',
    ]);
  });

  it('an all-day event runs from midnight to midnight in the community’s zone', async () => {
    const host = await makeMember(t);
    const post = await postEvent(t, host, {
      starts_at: '2026-03-08T15:00:00Z',
      all_day: true,
    });
    expect(post.event).toMatchObject({
      all_day: true,
      starts_at: '2026-03-08T05:00:00.000Z',
      // The spring change makes this day 23 hours long.
      ends_at: '2026-03-09T04:00:00.000Z',
    });
  });
});

describe('answers and the waitlist', () => {
  it('gives the last seat to one of two members asking at once; the other is on the waitlist', async () => {
    const host = await makeMember(t);
    const post = await postEvent(t, host, { capacity: 1 });
    const members = await makeMembers(t, 5);
    const answers = await Promise.all(
      members.map((member) => answer(t, member, post._id, 'going')),
    );
    for (const response of answers) expect(response.status, response.text).toBe(200);
    const mine = answers.map((response) => response.body.mine);
    expect(mine.filter((each) => each.answer === 'going')).toHaveLength(1);
    expect(
      mine
        .filter((each) => each.answer === 'waitlist')
        .map((each) => each.position)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    const seen = await getEvent(host, post._id);
    expect(seen.body.event?.counts).toEqual({ going: 1, interested: 0, waitlist: 4 });
  });

  it('moves the first on the waitlist to Going when someone leaves, and tells them', async () => {
    const [host, ben, cleo, dan] = await makeMembers(t, 4);
    if (!host || !ben || !cleo || !dan) throw new Error('members were not made');
    const post = await postEvent(t, host, { capacity: 1 });
    expect((await answer(t, ben, post._id, 'going')).body.mine.answer).toBe('going');
    t.clock.advance(1000);
    expect((await answer(t, cleo, post._id, 'going')).body.mine).toEqual({
      answer: 'waitlist',
      position: 1,
    });
    t.clock.advance(1000);
    expect((await answer(t, dan, post._id, 'going')).body.mine).toEqual({
      answer: 'waitlist',
      position: 2,
    });

    const left = await answer(t, ben, post._id, 'cant_go');
    expect(left.body).toEqual({
      mine: { answer: 'cant_go', position: null },
      counts: { going: 1, interested: 0, waitlist: 1 },
    });
    expect((await getEvent(cleo, post._id)).body.event?.mine).toEqual({
      answer: 'going',
      position: null,
    });
    expect((await getEvent(dan, post._id)).body.event?.mine).toEqual({
      answer: 'waitlist',
      position: 1,
    });
    expect(await notificationKinds(t, cleo)).toContainEqual({ kind: 'event_seat', post: post._id });
    // The notification names the event, for the list to say which.
    const notices = await t.call('getNotifications', { token: cleo.token, query: { limit: 5 } });
    expect(notices.body.find((each) => each.kind === 'event_seat')?.event).toEqual({
      title: post.event?.title,
    });
    expect(await notificationKinds(t, dan)).not.toContainEqual(
      expect.objectContaining({ kind: 'event_seat' }),
    );
  });

  it('does not count the host, and closes answers once the event started', async () => {
    const host = await makeMember(t);
    const guest = await makeMember(t);
    const post = await postEvent(t, host, { starts_at: inDays(t, 1) });
    const own = await answer(t, host, post._id, 'going');
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(eventText.hostDoesNotAnswer);
    t.clock.advance(2 * 86_400_000);
    const late = await answer(t, guest, post._id, 'going');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(eventText.started);
  });

  it('lists guests by answer, the viewer’s friends first', async () => {
    const host = await makeMember(t, { first_name: 'Host' });
    const viewer = await makeMember(t, { first_name: 'Vera' });
    const stranger = await makeMember(t, { first_name: 'Sam' });
    const friend = await makeMember(t, { first_name: 'Fay' });
    if (!host || !viewer || !stranger || !friend) throw new Error('members were not made');
    await befriend(t, viewer, friend);
    const post = await postEvent(t, host, {});
    await answer(t, stranger, post._id, 'going');
    t.clock.advance(1000);
    await answer(t, friend, post._id, 'going');
    await answer(t, viewer, post._id, 'interested');
    const list = await t.call('getEventGuests', {
      token: viewer.token,
      params: { postId: post._id },
    });
    expect(list.status).toBe(200);
    expect(list.body.going.map((guest) => [guest.user.first_name, guest.friend])).toEqual([
      ['Fay', true],
      ['Sam', false],
    ]);
    expect(list.body.interested.map((guest) => guest.user._id)).toEqual([viewer.id]);
    expect(list.body.counts).toEqual({ going: 2, interested: 1, waitlist: 0 });
  });
});

describe('editing and cancelling', () => {
  it('tells those who answered of a new time or place, and counts the edits', async () => {
    const host = await makeMember(t);
    const guest = await makeMember(t);
    const post = await postEvent(t, host, { location: 'Room 1' });
    await answer(t, guest, post._id, 'interested');
    const edited = await t.call('updateEvent', {
      token: host.token,
      params: { postId: post._id },
      body: {
        title: 'Robotics night',
        starts_at: post.event?.starts_at ?? '',
        location: 'Room 2',
        description: 'Moved upstairs.',
      },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.event).toMatchObject({ location: 'Room 2', sequence: 1 });
    expect(edited.body.text).toBe('Moved upstairs.');
    expect(await notificationKinds(t, guest)).toContainEqual({
      kind: 'event_changed',
      post: post._id,
    });
    const stranger = await makeMember(t);
    const refused = await t.call('updateEvent', {
      token: stranger.token,
      params: { postId: post._id },
      body: { title: 'Mine now', starts_at: inDays(t, 2) },
    });
    expect(refused.status).toBe(403);
  });

  it('cancels one occurrence or the whole event; those who answered are told', async () => {
    const host = await makeMember(t);
    const guest = await makeMember(t);
    const post = await postEvent(t, host, {
      starts_at: inDays(t, 2),
      repeat: 'weekly',
      repeat_until: inDays(t, 30).slice(0, 10),
    });
    await answer(t, guest, post._id, 'going');
    const second = post.event?.occurrences[1] ?? '';
    const one = await t.call('cancelEvent', {
      token: host.token,
      params: { postId: post._id },
      body: { occurrence: second },
    });
    expect(one.status, one.text).toBe(200);
    expect(one.body.event).toMatchObject({
      cancelled: false,
      cancelled_occurrences: [second],
      sequence: 1,
    });
    const unknown = await t.call('cancelEvent', {
      token: host.token,
      params: { postId: post._id },
      body: { occurrence: inDays(t, 3) },
    });
    expect(unknown.status).toBe(400);
    const all = await t.call('cancelEvent', {
      token: host.token,
      params: { postId: post._id },
      body: {},
    });
    expect(all.body.event).toMatchObject({ cancelled: true, next_occurrence: null, sequence: 2 });
    expect(
      (await notificationKinds(t, guest)).filter((each) => each.kind === 'event_cancelled'),
    ).toHaveLength(2);
    expect((await answer(t, guest, post._id, 'interested')).status).toBe(409);
  });
});

describe('who may see and run an event', () => {
  it('a friends-only event is unknown to a stranger and to a blocked friend', async () => {
    const [host, friend, stranger, blocked] = await makeMembers(t, 4);
    if (!host || !friend || !stranger || !blocked) throw new Error('members were not made');
    await befriend(t, host, friend);
    await befriend(t, host, blocked);
    const post = await postEvent(t, host, { audience: 'friends' });
    expect((await getEvent(friend, post._id)).status).toBe(200);
    expect((await getEvent(stranger, post._id)).status).toBe(404);
    expect((await answer(t, stranger, post._id, 'going')).status).toBe(404);
    expect(
      (await t.call('getPost', { token: stranger.token, params: { postId: post._id } })).status,
    ).toBe(404);
    await t.call('blockMember', { token: host.token, params: { id: blocked.id } });
    expect((await getEvent(blocked, post._id)).status).toBe(404);
    expect(
      (await t.call('getEventCalendar', { token: blocked.token, params: { postId: post._id } }))
        .status,
    ).toBe(404);
  });

  it("a private group's event stays in the group; its admins manage it, members only answer", async () => {
    const [admin, moderator, member, outsider] = await makeMembers(t, 4);
    if (!admin || !moderator || !member || !outsider) throw new Error('members were not made');
    const group = await makeGroup(t, 'private', [
      [admin, 'admin'],
      [moderator, 'moderator'],
      [member, 'member'],
    ]);
    const leaving = await t.call('createEvent', {
      token: moderator.token,
      body: { title: 'Lab', starts_at: inDays(t, 4), group: group.id, audience: 'public' },
    });
    expect(leaving.status).toBe(400);
    expect(leaving.body.message).toBe(eventText.groupEventStaysInGroup);
    const byMember = await t.call('createEvent', {
      token: member.token,
      body: { title: 'Lab', starts_at: inDays(t, 4), group: group.id, audience: 'group' },
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({ message: eventText.hostNotModerator, field: 'group' });
    expect(
      (
        await t.call('createEvent', {
          token: outsider.token,
          body: { title: 'Lab', starts_at: inDays(t, 4), group: group.id, audience: 'group' },
        })
      ).status,
    ).toBe(403);

    const post = await postEvent(t, moderator, { group: group.id, audience: 'group' });
    expect(post.event?.host.group).toEqual({
      _id: group.id,
      slug: group.slug,
      name: expect.any(String),
    });
    expect((await getEvent(member, post._id)).body.event?.can_manage).toBe(false);
    expect((await getEvent(admin, post._id)).body.event?.can_manage).toBe(true);
    expect((await getEvent(outsider, post._id)).status).toBe(404);
    expect((await answer(t, member, post._id, 'going')).status).toBe(200);
    const byAdmin = await t.call('cancelEvent', {
      token: admin.token,
      params: { postId: post._id },
      body: {},
    });
    expect(byAdmin.status).toBe(200);
    const byGuest = await t.call('updateEvent', {
      token: member.token,
      params: { postId: post._id },
      body: { title: 'Mine', starts_at: inDays(t, 4) },
    });
    expect(byGuest.status).toBe(403);
  });

  it("a group's event is a post of the group: in its Posts tab, its members' feeds, and told to those with All posts", async () => {
    const [admin, moderator, everything, highlights, outsider] = await makeMembers(t, 5);
    if (!admin || !moderator || !everything || !highlights || !outsider) {
      throw new Error('members were not made');
    }
    const group = await makeTestGroup(t, admin, { privacy: 'private' });
    await addGroupMember(t, group, moderator, { role: 'moderator' });
    await addGroupMember(t, group, everything, { notify: 'all' });
    await addGroupMember(t, group, highlights, { notify: 'highlights' });

    const post = await postEvent(t, moderator, {
      title: 'Club meeting',
      group: group.id,
      audience: 'group',
    });
    expect(post.group).toMatchObject({ _id: group.id, slug: group.slug, privacy: 'private' });
    expect(post.pending).toBeFalsy();

    const groupPosts = await t.call('getGroupPosts', {
      token: highlights.token,
      params: { slug: group.slug },
    });
    expect(groupPosts.status, groupPosts.text).toBe(200);
    expect(groupPosts.body.map((each) => [each._id, each.event?.title])).toEqual([
      [post._id, 'Club meeting'],
    ]);
    const feed = await t.call('getAllPosts', { token: everything.token, query: { limit: 10 } });
    expect(feed.body.find((each) => each._id === post._id)?.event?.title).toBe('Club meeting');
    const outsiders = await t.call('getAllPosts', { token: outsider.token, query: { limit: 10 } });
    expect(outsiders.body.map((each) => each._id)).not.toContain(post._id);

    // A moderator's post is no highlight: only "All posts" hears of it.
    expect(await notificationKinds(t, everything)).toEqual([
      { kind: 'group_post', post: post._id },
    ]);
    expect(await notificationKinds(t, highlights)).toEqual([]);

    // The admins' events are highlights, told to "Highlights" too.
    const byAdmin = await postEvent(t, admin, { title: 'AGM', group: group.id, audience: 'group' });
    expect(await notificationKinds(t, highlights)).toEqual([
      { kind: 'group_post', post: byAdmin._id },
    ]);
  });

  it('hosts invite friends who may see the event; others are refused', async () => {
    const [host, friend, stranger] = await makeMembers(t, 3);
    if (!host || !friend || !stranger) throw new Error('members were not made');
    await befriend(t, host, friend);
    const post = await postEvent(t, host, { audience: 'friends' });
    const invite = (members: string[], by = host) =>
      t.call('inviteToEvent', { token: by.token, params: { postId: post._id }, body: { members } });
    expect((await invite([stranger.id])).status).toBe(400);
    expect((await invite([friend.id], friend)).status).toBe(403);
    expect((await invite([friend.id])).status).toBe(200);
    expect((await invite([friend.id])).status).toBe(200);
    expect(
      (await notificationKinds(t, friend)).filter((each) => each.kind === 'event_invitation'),
    ).toEqual([{ kind: 'event_invitation', post: post._id }]);
  });
});

describe('the /events lists', () => {
  it('upcoming (own first), going, hosting, past and a month', async () => {
    const [me, friend, other] = await makeMembers(t, 3);
    if (!me || !friend || !other) throw new Error('members were not made');
    await befriend(t, me, friend);
    const publicOne = await postEvent(t, other, { title: 'Campus fair', starts_at: inDays(t, 1) });
    const friends = await postEvent(t, friend, { title: 'Game night', starts_at: inDays(t, 2) });
    const mine = await postEvent(t, me, { title: 'My talk', starts_at: inDays(t, 5) });
    const past = await postEvent(t, other, { title: 'Old one', starts_at: inDays(t, 1) });
    await answer(t, me, friends._id, 'going');
    await answer(t, me, past._id, 'going');
    t.clock.advance(1.5 * 86_400_000);
    const titles = async (list: 'upcoming' | 'going' | 'hosting' | 'past') =>
      (await t.call('getEvents', { token: me.token, query: { list } })).body.map(
        (post) => post.event?.title,
      );
    expect(await titles('upcoming')).toEqual(['Game night', 'My talk']);
    expect(await titles('going')).toEqual(['Game night']);
    expect(await titles('hosting')).toEqual(['My talk']);
    expect(await titles('past')).toEqual(['Old one']);
    const month = mine.event?.starts_at.slice(0, 7) ?? '';
    const calendar = await t.call('getEvents', {
      token: me.token,
      query: { list: 'calendar', month },
    });
    expect(calendar.body.map((post) => post._id)).toContain(mine._id);
    expect(publicOne.event?.audience).toBe('public');
  });

  it("one group's events with ?group=, soonest first, only those the viewer may see", async () => {
    const [admin, member, outsider] = await makeMembers(t, 3);
    if (!admin || !member || !outsider) throw new Error('members were not made');
    const club = await makeGroup(t, 'public', [
      [admin, 'admin'],
      [member, 'member'],
    ]);
    const other = await makeGroup(t, 'public', [[admin, 'admin']]);
    const later = await postEvent(t, admin, {
      group: club.id,
      title: 'Later',
      starts_at: inDays(t, 4),
    });
    const sooner = await postEvent(t, admin, {
      group: club.id,
      title: 'Sooner',
      starts_at: inDays(t, 2),
    });
    await postEvent(t, admin, { group: club.id, title: 'Members only', audience: 'group' });
    await postEvent(t, admin, { group: other.id, title: 'Elsewhere', starts_at: inDays(t, 1) });
    await postEvent(t, member, { title: 'Not a group one', starts_at: inDays(t, 1) });
    const titles = async (viewer: TestMember) => {
      const list = await t.call('getEvents', { token: viewer.token, query: { group: club.slug } });
      expect(list.status).toBe(200);
      return list.body.map((post) => post.event?.title);
    };
    expect(await titles(member)).toEqual(['Sooner', 'Later', 'Members only']);
    expect(await titles(outsider)).toEqual(['Sooner', 'Later']);
    const unknown = await t.call('getEvents', { token: member.token, query: { group: 'nope' } });
    expect(unknown.body).toEqual([]);
    expect([sooner, later].every((post) => post.event?.host.group?.slug === club.slug)).toBe(true);
  });
});

describe('paging the /events lists', () => {
  type PagedList = 'upcoming' | 'going' | 'hosting' | 'past';

  /** Every page of a list, `limit` at a time, following the Link header's cursor. */
  const everyPage = async (member: TestMember, query: { list?: PagedList; group?: string }) => {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await t.call('getEvents', {
        token: member.token,
        query: { ...query, limit: 2, ...(cursor ? { cursor } : {}) },
      });
      expect(page.status, page.text).toBe(200);
      pages.push(page.body.map((post) => post.event?.title ?? ''));
      const link = String(page.headers.link ?? '');
      if (link) {
        expect(link).toContain('limit=2');
        if (query.list) expect(link).toContain(`list=${query.list}`);
        if (query.group) expect(link).toContain(`group=${query.group}`);
      }
      const next = /cursor=([^&>]+)/.exec(link)?.[1];
      cursor = next ? decodeURIComponent(next) : undefined;
    } while (cursor && pages.length < 20);
    expect(pages.every((page) => page.length <= 2)).toBe(true);
    return pages.flat();
  };

  it('pages Upcoming tier by tier, soonest first in each, with no repeat or gap', async () => {
    const [me, friend, other, admin] = await makeMembers(t, 4);
    await befriend(t, me, friend);
    const club = await makeGroup(t, 'public', [[admin, 'admin']]);
    await addGroupMember(t, club, me);
    // Two events start at the same instant: the id breaks the tie, on either side of a page.
    const same = inDays(t, 3);
    await postEvent(t, other, { title: 'Public 3a', starts_at: same });
    await postEvent(t, other, { title: 'Public 3b', starts_at: same });
    await postEvent(t, other, { title: 'Public 1', starts_at: inDays(t, 1) });
    const answered = await postEvent(t, other, { title: 'Answered 6', starts_at: inDays(t, 6) });
    await answer(t, me, answered._id, 'interested');
    await postEvent(t, me, { title: 'Mine 4', starts_at: inDays(t, 4) });
    await postEvent(t, friend, { title: 'Friend 2', starts_at: inDays(t, 2) });
    await postEvent(t, friend, { title: 'Friend 5', starts_at: inDays(t, 5) });
    await postEvent(t, admin, { title: 'Club 1', group: club.id, starts_at: inDays(t, 1) });
    await postEvent(t, admin, { title: 'Club 7', group: club.id, starts_at: inDays(t, 7) });

    const titles = await everyPage(me, { list: 'upcoming' });
    const [tieFirst, tieSecond] = titles.slice(-2).sort();
    expect(titles).toEqual([
      'Mine 4',
      'Answered 6',
      'Friend 2',
      'Friend 5',
      'Club 1',
      'Club 7',
      'Public 1',
      ...titles.slice(-2),
    ]);
    expect([tieFirst, tieSecond]).toEqual(['Public 3a', 'Public 3b']);
    // One page holding everything answers the same order.
    const whole = await t.call('getEvents', { token: me.token, query: { limit: 50 } });
    expect(whole.body.map((post) => post.event?.title)).toEqual(titles);
    expect(whole.headers.link).toBeUndefined();
  });

  it('pages Going, Hosting, Past and a group’s events', async () => {
    const [me, other, admin] = await makeMembers(t, 3);
    const club = await makeGroup(t, 'public', [
      [admin, 'admin'],
      [me, 'moderator'],
    ]);
    const going: string[] = [];
    const past: string[] = [];
    for (const day of [5, 1, 3, 4, 2]) {
      const post = await postEvent(t, other, { title: `Going ${day}`, starts_at: inDays(t, day) });
      await answer(t, me, post._id, 'going');
      going.push(`Going ${day}`);
    }
    for (const day of [3, 1, 2]) {
      await postEvent(t, me, { title: `Hosting ${day}`, starts_at: inDays(t, day + 10) });
      await postEvent(t, admin, {
        title: `Club ${day}`,
        group: club.id,
        starts_at: inDays(t, day + 20),
      });
    }
    for (const day of [1, 3, 2]) {
      const post = await postEvent(t, other, {
        title: `Past ${day}`,
        starts_at: inDays(t, day - 0.5),
      });
      await answer(t, me, post._id, 'interested');
      past.push(`Past ${day}`);
    }
    t.clock.advance(3.5 * 86_400_000);
    // Days 1–3 are over: Going keeps 4 and 5, Past has them latest first with the ones answered.
    expect(await everyPage(me, { list: 'going' })).toEqual(['Going 4', 'Going 5']);
    expect(await everyPage(me, { list: 'hosting' })).toEqual([
      'Hosting 1',
      'Hosting 2',
      'Hosting 3',
      'Club 1',
      'Club 2',
      'Club 3',
    ]);
    expect(await everyPage(me, { list: 'past' })).toEqual([
      'Going 3',
      'Past 3',
      'Going 2',
      'Past 2',
      'Going 1',
      'Past 1',
    ]);
    expect(await everyPage(other, { group: club.slug })).toEqual(['Club 1', 'Club 2', 'Club 3']);
    expect(going).toHaveLength(5);
    expect(past).toHaveLength(3);
  });

  it('orders a repeating event by its next occurrence, on every page and in Going and Hosting', async () => {
    const [me, host] = await makeMembers(t, 2);
    const weekly = await postEvent(t, host, {
      title: 'Weekly club',
      starts_at: inDays(t, 1),
      ends_at: new Date(Date.parse(inDays(t, 1)) + 2 * 3_600_000).toISOString(),
      repeat: 'weekly',
      repeat_until: inDays(t, 60).slice(0, 10),
    });
    const once = await postEvent(t, host, { title: 'One-off on day 3', starts_at: inDays(t, 3) });
    const later = await postEvent(t, host, { title: 'One-off on day 9', starts_at: inDays(t, 9) });
    for (const post of [weekly, once, later]) await answer(t, me, post._id, 'going');
    // The first night is over: the next one is on day 8, after day 3 and before day 9.
    t.clock.advance(2 * 86_400_000);
    const order = ['One-off on day 3', 'Weekly club', 'One-off on day 9'];
    expect(await everyPage(me, { list: 'upcoming' })).toEqual(order);
    expect(await everyPage(me, { list: 'going' })).toEqual(order);
    expect(await everyPage(host, { list: 'hosting' })).toEqual(order);

    // Pages keep the instant the first one was read at: the club night of day 8 ends while the
    // member reads, and the club, now next on day 15, does not come back on the second page.
    const first = await t.call('getEvents', {
      token: me.token,
      query: { list: 'going', limit: 2 },
    });
    expect(first.body.map((post) => post.event?.title)).toEqual(order.slice(0, 2));
    const cursor = decodeURIComponent(
      /cursor=([^&>]+)/.exec(String(first.headers.link))?.[1] ?? '',
    );
    t.clock.advance(6.5 * 86_400_000);
    const second = await t.call('getEvents', {
      token: me.token,
      query: { list: 'going', limit: 5, cursor },
    });
    expect(second.body.map((post) => post.event?.title)).toEqual(['One-off on day 9']);
  });

  it('orders a repeating event by its next date that was not cancelled', async () => {
    const [me, host] = await makeMembers(t, 2);
    const start = Date.parse(inDays(t, 1));
    const weekly = await postEvent(t, host, {
      title: 'Weekly club',
      starts_at: new Date(start).toISOString(),
      repeat: 'weekly',
      repeat_until: inDays(t, 30).slice(0, 10),
    });
    await postEvent(t, host, { title: 'One-off on day 5', starts_at: inDays(t, 5) });
    await postEvent(t, host, { title: 'One-off on day 12', starts_at: inDays(t, 12) });
    expect(await everyPage(me, { list: 'upcoming' })).toEqual([
      'Weekly club',
      'One-off on day 5',
      'One-off on day 12',
    ]);
    // Days 1 and 8 are cancelled: the club meets next on day 15.
    for (const week of [0, 1]) {
      const cancelled = await t.call('cancelEvent', {
        token: host.token,
        params: { postId: weekly._id },
        body: { occurrence: new Date(start + week * 7 * 86_400_000).toISOString() },
      });
      expect(cancelled.status, cancelled.text).toBe(200);
    }
    expect(await everyPage(me, { list: 'upcoming' })).toEqual([
      'One-off on day 5',
      'One-off on day 12',
      'Weekly club',
    ]);
  });

  it('refuses a cursor that is not one of its list', async () => {
    const member = await makeMember(t);
    const refused = async (query: Record<string, unknown>) => {
      const response = await t.call('getEvents', { token: member.token, query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      return response.body;
    };
    await refused({ cursor: 'nope' });
    await refused({ list: 'past', cursor: 'nope' });
    // A cursor of Going (time and id) is not one of Upcoming (tier, time and id).
    await refused({ cursor: `1700000000000000_${'a'.repeat(8)}-aaaa-aaaa-aaaa-${'a'.repeat(12)}` });
    await refused({ list: 'going', cursor: `0_1700000000000000_${'a'.repeat(36)}` });
    await refused({ limit: 0 });
  });
});

describe('the calendar of /events', () => {
  it('reads a from–to range, whole, so a viewer in another zone gets their own month', async () => {
    const [host, viewer] = await makeMembers(t, 2);
    // New York's 9 PM on the last evening of a month is already the next month in UTC and Tokyo.
    const edge = await postEvent(t, host, {
      title: 'Month edge',
      starts_at: '2031-01-31T21:00:00-05:00',
    });
    await postEvent(t, host, { title: 'Inside', starts_at: '2031-02-10T12:00:00-05:00' });
    await postEvent(t, host, { title: 'Before', starts_at: '2031-01-20T12:00:00-05:00' });
    const inRange = async (from: string, to: string) => {
      const response = await t.call('getEvents', {
        token: viewer.token,
        query: { list: 'calendar', from, to, limit: 1 },
      });
      expect(response.status, response.text).toBe(200);
      expect(response.headers.link).toBeUndefined();
      return response.body.map((post) => post.event?.title);
    };
    // Tokyo's February (UTC+9): the edge event is on February 1 there.
    expect(await inRange('2031-01-31T15:00:00.000Z', '2031-02-28T15:00:00.000Z')).toEqual([
      'Month edge',
      'Inside',
    ]);
    // New York's February, by month: the edge event is in January there.
    const byMonth = await t.call('getEvents', {
      token: viewer.token,
      query: { list: 'calendar', month: '2031-02' },
    });
    expect(byMonth.body.map((post) => post.event?.title)).toEqual(['Inside']);
    expect(edge.event?.starts_at).toBe('2031-02-01T02:00:00.000Z');
  });

  it('holds an event begun before the range that ends inside it, and not one that ended before', async () => {
    const [host, viewer] = await makeMembers(t, 2);
    await postEvent(t, host, {
      title: 'Winter retreat',
      starts_at: '2031-01-30T09:00:00-05:00',
      ends_at: '2031-02-02T12:00:00-05:00',
    });
    await postEvent(t, host, {
      title: 'Hackathon',
      starts_at: '2031-01-31T20:00:00-05:00',
      ends_at: '2031-02-01T08:00:00-05:00',
    });
    await postEvent(t, host, {
      title: 'January weekend',
      all_day: true,
      starts_at: '2031-01-24T12:00:00-05:00',
      ends_at: '2031-01-26T12:00:00-05:00',
    });
    const byMonth = await t.call('getEvents', {
      token: viewer.token,
      query: { list: 'calendar', month: '2031-02' },
    });
    expect(byMonth.status, byMonth.text).toBe(200);
    expect(byMonth.body.map((post) => post.event?.title)).toEqual(['Winter retreat', 'Hackathon']);
  });

  it('refuses a range that is incomplete, backwards, too long or not for the calendar', async () => {
    const member = await makeMember(t);
    const refused = async (query: Record<string, unknown>) => {
      const response = await t.call('getEvents', { token: member.token, query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      return response.text;
    };
    const from = '2031-02-01T00:00:00Z';
    expect(await refused({ list: 'calendar', from })).toContain(eventListText.rangeIncomplete);
    expect(await refused({ list: 'calendar', from, to: from })).toContain(eventListText.rangeOrder);
    expect(await refused({ list: 'calendar', from, to: '2031-04-01T00:00:00Z' })).toContain(
      eventListText.rangeTooLong,
    );
    expect(await refused({ from, to: '2031-02-02T00:00:00Z' })).toContain(
      eventListText.rangeOnlyCalendar,
    );
    await refused({ list: 'calendar', from: 'yesterday', to: from });
  });
});
