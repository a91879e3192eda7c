import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, makeMembers, notificationKinds, postEvent } from '../../../test/events';
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

const START = new Date('2025-11-14T00:00:00Z');
const HOUR = 3_600_000;

beforeEach(async () => {
  await t.reset();
  t.clock.set(new Date(START.getTime() - 48 * HOUR));
});

const subjects = async (member: TestMember) =>
  (await readOutboxTo(t.dataDir, member.email)).map((mail) => mail.subject);
const reminders = async (member: TestMember) =>
  (await notificationKinds(t, member)).filter((each) => each.kind === 'event_reminder');

describe('event reminders', () => {
  it('24 hours and 1 hour before, once each, to Going and Interested', async () => {
    const [host, going, interested, cantGo, quiet] = await makeMembers(t, 5);
    if (!quiet) throw new Error('members were not made');
    const post = await postEvent(t, host, {
      title: 'Robotics night',
      starts_at: START.toISOString(),
      location: 'Science Hall 101',
    });
    await answer(t, going, post._id, 'going');
    await answer(t, interested, post._id, 'interested');
    await answer(t, cantGo, post._id, 'cant_go');
    await answer(t, quiet, post._id, 'interested');
    await t.call('updateEventPreferences', {
      token: quiet.token,
      body: { remind_interested: false },
    });

    expect(await sendDueReminders(t.app.context)).toBe(0);
    t.clock.set(new Date(START.getTime() - 23 * HOUR));
    expect(await sendDueReminders(t.app.context)).toBe(2);
    expect(await sendDueReminders(t.app.context)).toBe(0);
    t.clock.set(new Date(START.getTime() - 50 * 60_000));
    expect(await sendDueReminders(t.app.context)).toBe(2);
    expect(await sendDueReminders(t.app.context)).toBe(0);

    for (const member of [going, interested]) {
      expect(await subjects(member)).toEqual([
        'Reminder: Robotics night starts tomorrow',
        'Reminder: Robotics night starts in an hour',
      ]);
      expect(await reminders(member)).toHaveLength(2);
    }
    const [mail] = await readOutboxTo(t.dataDir, going.email);
    expect(mail?.text).toContain(
      'Robotics night starts Thursday, November 13, 2025 at 7:00 PM EST.',
    );
    expect(mail?.text).toContain('Where: Science Hall 101');
    expect(mail?.text).toContain(`https://quad.test/events/${post._id}`);
    for (const member of [cantGo, quiet, host]) {
      expect(await subjects(member)).toEqual([]);
      expect(await reminders(member)).toEqual([]);
    }
  });

  it('never for a cancelled event or occurrence, nor to one who answered Can’t go since', async () => {
    const [host, changed, staying] = await makeMembers(t, 3);
    const cancelled = await postEvent(t, host, { title: 'Off', starts_at: START.toISOString() });
    const weekly = await postEvent(t, host, {
      title: 'Weekly',
      starts_at: START.toISOString(),
      repeat: 'weekly',
      repeat_until: '2025-12-31',
    });
    for (const postId of [cancelled._id, weekly._id]) {
      await answer(t, changed, postId, 'going');
      await answer(t, staying, postId, 'going');
    }
    await t.call('cancelEvent', { token: host.token, params: { postId: cancelled._id }, body: {} });
    await t.call('cancelEvent', {
      token: host.token,
      params: { postId: weekly._id },
      body: { occurrence: START.toISOString() },
    });
    t.clock.set(new Date(START.getTime() - 30 * 60_000));
    expect(await sendDueReminders(t.app.context)).toBe(0);

    // The next week's occurrence is reminded, but not to the one who changed their mind.
    await answer(t, changed, weekly._id, 'cant_go');
    t.clock.set(new Date(START.getTime() + 7 * 24 * HOUR - 30 * 60_000));
    expect(await sendDueReminders(t.app.context)).toBe(1);
    expect(await subjects(staying)).toEqual(['Reminder: Weekly starts in an hour']);
    expect(await subjects(changed)).toEqual([]);
  });
});
