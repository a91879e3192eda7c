import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, makeGroup, makeMembers, postEvent } from '../../../test/events';
import type { TestMember } from '../../../test/members';
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
  t.clock.set(new Date('2025-10-01T12:00:00Z'));
});

const parsed = (text: string) => ICAL.Component.fromString(text);

const eventIcs = async (member: TestMember, postId: string) => {
  const response = await t.call('getEventCalendar', { token: member.token, params: { postId } });
  expect(response.status, response.text).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return response.text;
};

describe('Add to calendar', () => {
  it('is one VEVENT with its VTIMEZONE, RRULE, EXDATE, stable UID and SEQUENCE, read back by ical.js', async () => {
    const [host, guest] = await makeMembers(t, 2);
    const post = await postEvent(t, host, {
      title: 'Robotics night',
      starts_at: '2025-10-23T19:00:00-04:00',
      ends_at: '2025-10-23T21:00:00-04:00',
      location: 'Science Hall 101',
      description: 'Bring a robot.',
      repeat: 'weekly',
      repeat_until: '2025-11-20',
    });
    await answer(t, guest, post._id, 'going');
    const cancelled = await t.call('cancelEvent', {
      token: host.token,
      params: { postId: post._id },
      body: { occurrence: '2025-11-06T19:00:00-05:00' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);

    const calendar = parsed(await eventIcs(guest, post._id));
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['America/New_York']);
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const vevent = vevents[0];
    if (!vevent) throw new Error('no VEVENT');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(`${post._id}@quad.test`);
    expect(event.summary).toBe('Robotics night');
    expect(event.location).toBe('Science Hall 101');
    expect(event.description).toBe('Bring a robot.');
    expect(event.sequence).toBe(1);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/New_York');
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-10-23T23:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-10-24T01:00:00.000Z');
    const rule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('WEEKLY');
    expect(rule.interval).toBe(1);
    const exdate = vevent.getFirstPropertyValue('exdate') as ICAL.Time;
    expect(exdate.toJSDate().toISOString()).toBe('2025-11-07T00:00:00.000Z');

    // Expanded by the parser, with its own time-zone rules: 7 PM local every week, one skipped.
    const starts: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (!event.isRecurrenceException() && !isExcluded(vevent, next)) {
        starts.push(next.toJSDate().toISOString());
      }
    }
    expect(starts).toEqual(
      post.event?.occurrences.filter((start) => start !== '2025-11-07T00:00:00.000Z'),
    );
  });

  it('says STATUS:CANCELLED once the event is cancelled, with a higher SEQUENCE and the same UID', async () => {
    const [host] = await makeMembers(t, 1);
    const post = await postEvent(t, host, { starts_at: '2025-10-10T18:00:00-04:00' });
    const first = parsed(await eventIcs(host, post._id)).getFirstSubcomponent('vevent');
    if (!first) throw new Error('no VEVENT');
    const before = new ICAL.Event(first);
    await t.call('cancelEvent', { token: host.token, params: { postId: post._id }, body: {} });
    const vevent = parsed(await eventIcs(host, post._id)).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(before.sequence + 1);
    expect(vevent.getFirstPropertyValue('uid')).toBe(before.uid);
    expect(vevent.getFirstProperty('rrule')).toBeNull();
  });
});

/** Whether an expanded start is one of the event's EXDATEs. */
const isExcluded = (vevent: ICAL.Component, start: ICAL.Time) =>
  vevent
    .getAllProperties('exdate')
    .some((property) => (property.getFirstValue() as ICAL.Time).compare(start) === 0);

describe('the calendar feed', () => {
  const feedPath = (url: string) => {
    expect(url).toMatch(/^webcal:\/\/quad\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    return new URL(url.replace(/^webcal:/, 'https:')).pathname;
  };

  it('holds what the member answered and their groups’ events, answers 304 when unchanged, and dies when reset', async () => {
    const [member, host, other] = await makeMembers(t, 3);
    const group = await makeGroup(t, 'private', [
      [host, 'admin'],
      [member, 'member'],
    ]);
    const answered = await postEvent(t, other, { title: 'Answered' });
    const groupEvent = await postEvent(t, host, {
      title: 'Club meeting',
      group: group.id,
      audience: 'group',
    });
    await postEvent(t, other, { title: 'Not mine' });
    await answer(t, member, answered._id, 'interested');

    expect((await t.call('getCalendarFeed', { token: member.token })).body).toEqual({
      active: false,
      created_at: null,
      url: null,
    });
    const made = await t.call('resetCalendarFeed', { token: member.token });
    expect(made.status).toBe(201);
    const path = feedPath(String(made.body.url));
    expect((await t.call('getCalendarFeed', { token: member.token })).body).toMatchObject({
      active: true,
      url: null,
    });

    const feed = await t.inject({ method: 'GET', url: path });
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const uids = parsed(feed.text)
      .getAllSubcomponents('vevent')
      .map((vevent) => vevent.getFirstPropertyValue('uid'));
    expect(uids.sort()).toEqual(
      [`${answered._id}@quad.test`, `${groupEvent._id}@quad.test`].sort(),
    );
    const etag = String(feed.headers.etag);
    const lastModified = String(feed.headers['last-modified']);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const since = await t.inject({
      method: 'GET',
      url: path,
      headers: { 'if-modified-since': lastModified },
    });
    expect(since.status).toBe(304);

    // A change to an event in it is a new document.
    t.clock.advance(60_000);
    await t.call('updateEvent', {
      token: other.token,
      params: { postId: answered._id },
      body: { title: 'Answered', starts_at: answered.event?.starts_at ?? '', location: 'Moved' },
    });
    expect(
      (await t.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } })).status,
    ).toBe(200);

    // Leaving the group takes its events out of the feed: it never holds what they may not see.
    await t.db.execute(sql`delete from group_members where user_id = ${member.id}::uuid`);
    const afterLeaving = await t.inject({ method: 'GET', url: path });
    expect(afterLeaving.text).not.toContain(groupEvent._id);

    const reset = await t.call('resetCalendarFeed', { token: member.token });
    const newPath = feedPath(String(reset.body.url));
    expect(newPath).not.toBe(path);
    expect((await t.inject({ method: 'GET', url: path })).status).toBe(404);
    expect((await t.inject({ method: 'GET', url: newPath })).status).toBe(200);
    await t.call('revokeCalendarFeed', { token: member.token });
    expect((await t.inject({ method: 'GET', url: newPath })).status).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/calendar/not-a-secret.ics' })).status).toBe(404);
  });

  it("a public group's own feed holds its public events; other groups answer 404", async () => {
    const [host] = await makeMembers(t, 1);
    const open = await makeGroup(t, 'public', [[host, 'admin']]);
    const closed = await makeGroup(t, 'private', [[host, 'admin']]);
    const shown = await postEvent(t, host, { title: 'Open day', group: open.id });
    const membersOnly = await postEvent(t, host, {
      title: 'Members only',
      group: open.id,
      audience: 'group',
    });
    const feed = await t.inject({ method: 'GET', url: `/calendar/groups/${open.slug}.ics` });
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`UID:${shown._id}@quad.test`);
    expect(feed.text).not.toContain(membersOnly._id);
    for (const slug of [closed.slug, 'no-such-group']) {
      expect((await t.inject({ method: 'GET', url: `/calendar/groups/${slug}.ics` })).status).toBe(
        404,
      );
    }
  });
});
