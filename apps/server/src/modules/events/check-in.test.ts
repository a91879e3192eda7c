import { CHECK_IN_CODE_PERIOD_SECONDS, eventText } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, makeMembers, postEvent } from '../../../test/events';
import type { TestMember } from '../../../test/members';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const START = new Date('2025-11-14T00:00:00Z');
const PERIOD = CHECK_IN_CODE_PERIOD_SECONDS * 1000;

beforeEach(async () => {
  await t.reset();
  t.clock.set(new Date('2025-11-10T12:00:00Z'));
});

const codeOf = (host: TestMember, postId: string) =>
  t.call('getCheckInCode', { token: host.token, params: { postId } });
const checkIn = (member: TestMember, postId: string, code: string) =>
  t.call('checkIn', { token: member.token, params: { postId }, body: { code } });

describe('check-in at the door', () => {
  it('opens an hour before, takes a code under a minute old, and lists who came (JSON and CSV)', async () => {
    const [host, going, interested, stranger] = await makeMembers(t, 4);
    const post = await postEvent(t, host, {
      title: 'Robotics night',
      starts_at: START.toISOString(),
      ends_at: new Date(START.getTime() + 7_200_000).toISOString(),
    });
    await answer(t, going, post._id, 'going');
    await answer(t, interested, post._id, 'interested');

    const early = await codeOf(host, post._id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(eventText.checkInClosed);

    // The first second of a 30-second period, 50 minutes before the start.
    t.clock.set(new Date(START.getTime() - 50 * 60_000));
    const shown = await codeOf(host, post._id);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body.code).toMatch(/^\d{6}$/);
    expect(shown.body.url).toBe(
      `https://quad.test/events/${post._id}/check-in?code=${shown.body.code}`,
    );
    expect(shown.body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(shown.body.occurrence).toBe(START.toISOString());
    expect(new Date(shown.body.changes_at).getTime() - t.clock.now().getTime()).toBe(PERIOD);
    expect((await codeOf(going, post._id)).status).toBe(403);

    // Only the one going, for themselves, with the right code.
    expect((await checkIn(interested, post._id, shown.body.code)).status).toBe(403);
    expect((await checkIn(stranger, post._id, shown.body.code)).status).toBe(403);
    const wrong = await checkIn(
      going,
      post._id,
      shown.body.code === '000000' ? '111111' : '000000',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(eventText.checkInCodeWrong);

    // 59 seconds later the code has changed once and is still taken.
    t.clock.advance(59_000);
    const next = await codeOf(host, post._id);
    expect(next.body.code).not.toBe(shown.body.code);
    const attended = await checkIn(going, post._id, shown.body.code);
    expect(attended.status, attended.text).toBe(200);
    expect(attended.body).toEqual({ attended: true, occurrence: START.toISOString() });

    const list = await t.call('getAttendance', { token: host.token, params: { postId: post._id } });
    expect(list.body.map((row) => [row.user._id, row.occurrence])).toEqual([
      [going.id, START.toISOString()],
    ]);
    expect(
      (await t.call('getAttendance', { token: going.token, params: { postId: post._id } })).status,
    ).toBe(403);
    const csv = await t.call('getAttendanceCsv', {
      token: host.token,
      params: { postId: post._id },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text.split('\r\n')).toEqual([
      'Name,Username,Occurrence,Checked in at',
      `${going.firstName} ${going.lastName},${going.username},${START.toISOString()},${list.body[0]?.checked_in_at}`,
      '',
    ]);
  });

  it('refuses a code older than a minute', async () => {
    const [host, going] = await makeMembers(t, 2);
    const post = await postEvent(t, host, { starts_at: START.toISOString() });
    await answer(t, going, post._id, 'going');
    t.clock.set(new Date(START.getTime() - 10 * 60_000));
    const shown = await codeOf(host, post._id);
    t.clock.advance(2 * PERIOD);
    const late = await checkIn(going, post._id, shown.body.code);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(eventText.checkInCodeWrong);
    // After the end, check-in is closed.
    t.clock.set(new Date(START.getTime() + 3 * 3_600_000));
    expect((await checkIn(going, post._id, shown.body.code)).status).toBe(409);
  });
});
