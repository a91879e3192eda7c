/**
 * Answers to one date of a repeating event ("This event") or to every date ("All events"):
 * seats, the waitlist, reminders, check-in and the calendar feed follow each date.
 */
import { eventText } from '@quad/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeMembers, notificationKinds, postEvent } from '../../../test/events';
import type { TestMember } from '../../../test/members';
import { readOutboxTo } from '../../../test/outbox';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { sendDueReminders } from './reminders';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
/** Four Friday evenings in New York, 7 to 9 PM (EST, after the clocks went back). */
const FIRST = new Date('2025-11-14T00:00:00Z');
const NIGHTS = [0, 1, 2, 3].map((week) => new Date(FIRST.getTime() + week * WEEK).toISOString());
const [NIGHT_1 = '', NIGHT_2 = '', NIGHT_3 = '', NIGHT_4 = ''] = NIGHTS;

beforeEach(async () => {
  await t.reset();
  t.clock.set(new Date(FIRST.getTime() - 48 * HOUR));
});

const buildNight = (host: TestMember, capacity: number | null = null) =>
  postEvent(t, host, {
    title: 'Build night',
    starts_at: NIGHT_1,
    ends_at: new Date(FIRST.getTime() + 2 * HOUR).toISOString(),
    repeat: 'weekly',
    repeat_until: '2025-12-05',
    capacity,
  });

const answerTo = (
  member: TestMember,
  postId: string,
  choice: 'going' | 'interested' | 'cant_go',
  occurrence?: string,
) =>
  t.call('answerEvent', {
    token: member.token,
    params: { postId },
    body: { answer: choice, ...(occurrence ? { occurrence } : {}) },
  });

const eventOf = async (member: TestMember, postId: string) => {
  const response = await t.call('getEvent', { token: member.token, params: { postId } });
  expect(response.status, response.text).toBe(200);
  if (!response.body.event) throw new Error('no event');
  return response.body.event;
};

const guestsAt = async (member: TestMember, postId: string, occurrence?: string) => {
  const response = await t.call('getEventGuests', {
    token: member.token,
    params: { postId },
    query: occurrence ? { occurrence } : {},
  });
  expect(response.status, response.text).toBe(200);
  return {
    occurrence: response.body.occurrence,
    going: response.body.going.map((guest) => guest.user.username),
    waitlist: response.body.waitlist.map((guest) => guest.user.username),
    counts: response.body.counts,
  };
};

describe('answering one date or every date of a repeating event', () => {
  it('an answer to one date stands instead of the one to every date, on that date only', async () => {
    const [host, ada, ben] = await makeMembers(t, 3);
    const post = await buildNight(host);
    const all = await answerTo(ada, post._id, 'going');
    expect(all.status, all.text).toBe(200);
    expect(all.body).toEqual({
      mine: { answer: 'going', position: null, series: 'going' },
      counts: { going: 1, interested: 0, waitlist: 0 },
      occurrence: NIGHT_1,
    });
    const one = await answerTo(ada, post._id, 'cant_go', NIGHT_2);
    expect(one.body).toEqual({
      mine: { answer: 'cant_go', position: null, series: 'going' },
      counts: { going: 0, interested: 0, waitlist: 0 },
      occurrence: NIGHT_2,
    });
    // Ben goes to the third night alone.
    await answerTo(ben, post._id, 'going', NIGHT_3);

    expect(await eventOf(ada, post._id)).toMatchObject({
      occurrence: NIGHT_1,
      mine: { answer: 'going', series: 'going' },
      counts: { going: 1 },
    });
    expect(await eventOf(ben, post._id)).toMatchObject({
      occurrence: NIGHT_1,
      mine: { answer: null, series: null },
    });
    expect((await guestsAt(ben, post._id)).going).toEqual([ada.username]);
    expect((await guestsAt(ben, post._id, NIGHT_2)).going).toEqual([]);
    expect(await guestsAt(ben, post._id, NIGHT_3)).toMatchObject({
      occurrence: NIGHT_3,
      going: [ada.username, ben.username],
      counts: { going: 2 },
    });

    // Once the first night is over, the event shows the second: Ada can't go to that one.
    t.clock.set(new Date(FIRST.getTime() + 3 * HOUR));
    expect(await eventOf(ada, post._id)).toMatchObject({
      occurrence: NIGHT_2,
      next_occurrence: NIGHT_2,
      mine: { answer: 'cant_go', series: 'going' },
      counts: { going: 0 },
    });
    // Ben's night is in his Going list; every date answered otherwise is not his.
    const going = await t.call('getEvents', { token: ben.token, query: { list: 'going' } });
    expect(going.body.map((each) => each._id)).toEqual([post._id]);
  });

  it('answering every date again replaces the answers to the dates to come, as an old client does', async () => {
    const [host, ada] = await makeMembers(t, 2);
    const post = await buildNight(host);
    await answerTo(ada, post._id, 'going', NIGHT_2);
    await answerTo(ada, post._id, 'cant_go', NIGHT_3);
    // An answer without an occurrence is for every date, as before dates could be answered.
    const series = await t.call('answerEvent', {
      token: ada.token,
      params: { postId: post._id },
      body: { answer: 'interested' },
    });
    expect(series.body.mine).toEqual({
      answer: 'interested',
      position: null,
      series: 'interested',
    });
    for (const night of NIGHTS) {
      expect((await guestsAt(host, post._id, night)).counts).toEqual({
        going: 0,
        interested: 1,
        waitlist: 0,
      });
    }
  });

  it('refuses a date the event does not have, a cancelled one and one that has started', async () => {
    const [host, ada] = await makeMembers(t, 2);
    const post = await buildNight(host);
    const other = await answerTo(ada, post._id, 'going', '2025-11-15T00:00:00.000Z');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(eventText.unknownOccurrence);
    const malformed = await answerTo(ada, post._id, 'going', 'next friday');
    expect(malformed.status).toBe(400);
    await t.call('cancelEvent', {
      token: host.token,
      params: { postId: post._id },
      body: { occurrence: NIGHT_2 },
    });
    const cancelled = await answerTo(ada, post._id, 'going', NIGHT_2);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(eventText.occurrenceCancelled);
    t.clock.set(new Date(FIRST.getTime() + HOUR));
    const started = await answerTo(ada, post._id, 'going', NIGHT_1);
    expect(started.status).toBe(409);
    expect(started.body.message).toBe(eventText.started);
    expect((await answerTo(ada, post._id, 'going', NIGHT_3)).status).toBe(200);
    const unknownGuests = await t.call('getEventGuests', {
      token: host.token,
      params: { postId: post._id },
      query: { occurrence: '2025-11-15T00:00:00.000Z' },
    });
    expect(unknownGuests.status).toBe(400);
  });

  it('an event that does not repeat has one answer, with or without its start', async () => {
    const [host, ada] = await makeMembers(t, 2);
    const post = await postEvent(t, host, { starts_at: NIGHT_1 });
    const answered = await answerTo(ada, post._id, 'going', NIGHT_1);
    expect(answered.body).toEqual({
      mine: { answer: 'going', position: null },
      counts: { going: 1, interested: 0, waitlist: 0 },
    });
    expect((await answerTo(ada, post._id, 'going', NIGHT_2)).status).toBe(400);
    expect((await eventOf(ada, post._id)).mine).toEqual({ answer: 'going', position: null });
  });
});

describe('editing the times of a repeating event', () => {
  const editTimes = (host: TestMember, postId: string, startsAt: Date, repeatUntil: string) =>
    t.call('updateEvent', {
      token: host.token,
      params: { postId },
      body: {
        title: 'Build night',
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
        repeat: 'weekly',
        repeat_until: repeatUntil,
      },
    });

  it('carries each date’s answers and cancellation to its new start', async () => {
    const [host, ada] = await makeMembers(t, 2);
    const post = await buildNight(host);
    await answerTo(ada, post._id, 'going');
    await answerTo(ada, post._id, 'cant_go', NIGHT_2);
    await answerTo(ada, post._id, 'interested', NIGHT_3);
    await t.call('cancelEvent', {
      token: host.token,
      params: { postId: post._id },
      body: { occurrence: NIGHT_4 },
    });

    // An hour later, and a day later: Saturdays at 8 PM.
    const moved = await editTimes(
      host,
      post._id,
      new Date(FIRST.getTime() + 25 * HOUR),
      '2025-12-06',
    );
    expect(moved.status, moved.text).toBe(200);
    const [saturday1 = '', saturday2 = '', saturday3 = '', saturday4 = ''] = [0, 1, 2, 3].map(
      (week) => new Date(FIRST.getTime() + 25 * HOUR + week * WEEK).toISOString(),
    );
    expect((await guestsAt(host, post._id, saturday1)).going).toEqual([ada.username]);
    expect((await guestsAt(host, post._id, saturday2)).counts.going).toBe(0);
    expect((await guestsAt(host, post._id, saturday3)).counts).toMatchObject({
      going: 0,
      interested: 1,
    });
    const cancelled = await answerTo(ada, post._id, 'going', saturday4);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(eventText.occurrenceCancelled);
    expect((await eventOf(ada, post._id)).cancelled_occurrences).toEqual([saturday4]);
  });

  it('lets go of what was kept for dates the event no longer has', async () => {
    const [host, ada] = await makeMembers(t, 2);
    const post = await buildNight(host);
    await answerTo(ada, post._id, 'going', NIGHT_4);
    const shorter = await editTimes(host, post._id, FIRST, '2025-11-28');
    expect(shorter.status, shorter.text).toBe(200);
    // Lengthened again, the fourth night starts with nobody's answer on it.
    await editTimes(host, post._id, FIRST, '2025-12-05');
    expect((await guestsAt(host, post._id, NIGHT_4)).counts.going).toBe(0);
  });
});

describe('seats and the waitlist of each date', () => {
  it('counts the capacity per date: Going to every date waits only where a date is full', async () => {
    const [host, ada, ben, cleo] = await makeMembers(t, 4);
    const post = await buildNight(host, 1);
    await answerTo(ada, post._id, 'going', NIGHT_1);
    // Ben, for every date: waitlisted on the first night, a seat on the others.
    const ben1 = await answerTo(ben, post._id, 'going');
    expect(ben1.body).toMatchObject({
      occurrence: NIGHT_1,
      mine: { answer: 'waitlist', position: 1, series: 'going' },
      counts: { going: 1, waitlist: 1 },
    });
    expect(await guestsAt(host, post._id, NIGHT_2)).toMatchObject({
      going: [ben.username],
      waitlist: [],
    });
    // Cleo wants the second night: Ben has its seat.
    expect((await answerTo(cleo, post._id, 'going', NIGHT_2)).body).toMatchObject({
      mine: { answer: 'waitlist', position: 1, series: null },
    });

    // Ada leaves the first night: Ben, first waiting, takes the seat and is told.
    await answerTo(ada, post._id, 'cant_go', NIGHT_1);
    expect(await guestsAt(host, post._id, NIGHT_1)).toMatchObject({
      going: [ben.username],
      waitlist: [],
    });
    expect(await notificationKinds(t, ben)).toContainEqual({ kind: 'event_seat', post: post._id });
    // Ben can't go to the second night after all: Cleo gets it; his other nights stay his.
    await answerTo(ben, post._id, 'cant_go', NIGHT_2);
    expect(await guestsAt(host, post._id, NIGHT_2)).toMatchObject({ going: [cleo.username] });
    expect(await notificationKinds(t, cleo)).toContainEqual({ kind: 'event_seat', post: post._id });
    expect((await guestsAt(host, post._id, NIGHT_3)).going).toEqual([ben.username]);
    expect((await guestsAt(host, post._id, NIGHT_4)).going).toEqual([ben.username]);
  });

  it('answering every date keeps the seats and waitlist places already held', async () => {
    const [host, ada, ben] = await makeMembers(t, 3);
    const post = await buildNight(host, 1);
    await answerTo(ada, post._id, 'going', NIGHT_2);
    await answerTo(ben, post._id, 'going', NIGHT_2);
    await answerTo(ben, post._id, 'going', NIGHT_3);
    // Ben now goes to every date: still first waiting on the second night, still seated on the third.
    await answerTo(ben, post._id, 'going');
    expect(await guestsAt(host, post._id, NIGHT_2)).toMatchObject({
      going: [ada.username],
      waitlist: [ben.username],
    });
    expect((await guestsAt(host, post._id, NIGHT_3)).going).toEqual([ben.username]);
    // Ada goes to every date: seated on the second, waiting behind Ben everywhere else.
    await answerTo(ada, post._id, 'going');
    expect((await guestsAt(host, post._id, NIGHT_2)).going).toEqual([ada.username]);
    expect(await guestsAt(host, post._id, NIGHT_4)).toMatchObject({
      going: [ben.username],
      waitlist: [ada.username],
    });
    // Ben leaves every date: Ada gets his seats.
    await answerTo(ben, post._id, 'cant_go');
    for (const night of NIGHTS) {
      expect(await guestsAt(host, post._id, night)).toMatchObject({
        going: [ada.username],
        waitlist: [],
      });
    }
  });
});

describe('reminders, check-in and the calendar feed of each date', () => {
  it('reminds those going to that date, and lets only them check in', async () => {
    const [host, ada, ben] = await makeMembers(t, 3);
    const post = await buildNight(host);
    await answerTo(ada, post._id, 'going');
    await answerTo(ada, post._id, 'cant_go', NIGHT_2);
    await answerTo(ben, post._id, 'going', NIGHT_2);
    const subjects = async (member: TestMember) =>
      (await readOutboxTo(t.dataDir, member.email)).map((mail) => mail.subject);

    t.clock.set(new Date(FIRST.getTime() - 23 * HOUR));
    expect(await sendDueReminders(t.app.context)).toBe(1);
    expect(await subjects(ada)).toEqual(['Reminder: Build night starts tomorrow']);
    expect(await subjects(ben)).toEqual([]);

    const second = new Date(NIGHT_2);
    t.clock.set(new Date(second.getTime() - 23 * HOUR));
    expect(await sendDueReminders(t.app.context)).toBe(1);
    expect(await subjects(ada)).toHaveLength(1);
    expect(await subjects(ben)).toEqual(['Reminder: Build night starts tomorrow']);

    // At the second night's door, Ben checks in and Ada, who can't go to it, may not.
    t.clock.set(new Date(second.getTime() - 30 * 60_000));
    const shown = await t.call('getCheckInCode', {
      token: host.token,
      params: { postId: post._id },
    });
    expect(shown.body.occurrence).toBe(NIGHT_2);
    const checkIn = (member: TestMember) =>
      t.call('checkIn', {
        token: member.token,
        params: { postId: post._id },
        body: { code: shown.body.code },
      });
    const refused = await checkIn(ada);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(eventText.checkInNotGoing);
    expect((await checkIn(ben)).body).toEqual({ attended: true, occurrence: NIGHT_2 });
  });

  it("a member's feed holds the dates they go to, the others as EXDATEs", async () => {
    const [host, ada, ben] = await makeMembers(t, 3);
    const post = await buildNight(host);
    await answerTo(ada, post._id, 'going');
    await answerTo(ada, post._id, 'cant_go', NIGHT_2);
    await answerTo(ben, post._id, 'interested', NIGHT_3);
    const datesIn = async (member: TestMember) => {
      const made = await t.call('resetCalendarFeed', { token: member.token });
      const path = new URL(String(made.body.url).replace(/^webcal:/, 'https:')).pathname;
      const feed = await t.inject({ method: 'GET', url: path });
      expect(feed.status).toBe(200);
      const vevents = ICAL.Component.fromString(feed.text).getAllSubcomponents('vevent');
      expect(vevents).toHaveLength(1);
      const event = new ICAL.Event(vevents[0]);
      const dates: string[] = [];
      const expand = event.iterator();
      for (let next = expand.next(); next; next = expand.next()) {
        dates.push(next.toJSDate().toISOString());
      }
      return dates;
    };
    expect(await datesIn(ada)).toEqual([NIGHT_1, NIGHT_3, NIGHT_4]);
    expect(await datesIn(ben)).toEqual([NIGHT_3]);
    // The host's feed has every date.
    expect(await datesIn(host)).toEqual(NIGHTS);
  });
});
