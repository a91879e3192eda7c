import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postEvent, answer } from '../../../test/events';
import { act, makeMember, type TestMember } from '../../../test/members';
import { addGroupMember, makeGroup } from '../../../test/groups';
import { befriend, sendOk } from '../../../test/messages';
import { makePost } from '../../../test/posts';
import { appWithMailbox, headerOf } from '../../../test/mailbox-app';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';
import { days, hours } from '../../infra/clock';
import { digestPeriod, sendDueDigests } from './digest';
import { pauseDelivery, updateDeliverySettings } from './service';

const mailbox = appWithMailbox({ TIME_ZONE: 'America/New_York', DIGEST_HOUR: '8' });
const { mailsTo } = mailbox;
let t: TestApp;
beforeAll(() => {
  t = mailbox.t;
});

// Monday 1 March 2027, 10:00 in New York (EST, UTC-5).
const MONDAY_10AM = new Date('2027-03-01T15:00:00Z');
const at = (iso: string) => t.clock.set(new Date(iso));
const run = () => sendDueDigests(t.app.context);

/** Chosen without a request, so the member is not "seen" by it. */
const choose = (member: TestMember, change: Parameters<typeof updateDeliverySettings>[2]) =>
  updateDeliverySettings(t.app.context, member.id, change);

describe('the digest’s periods', () => {
  it('start at DIGEST_HOUR in TIME_ZONE, each day, or on Mondays', () => {
    const zone = 'America/New_York';
    // 7:59 on Tuesday 2 March in New York: the day began at 8:00 on Monday.
    expect(digestPeriod('daily', new Date('2027-03-02T12:59:00Z'), zone, 8)).toEqual({
      start: new Date('2027-03-01T13:00:00Z'),
      previous: new Date('2027-02-28T13:00:00Z'),
    });
    expect(digestPeriod('daily', new Date('2027-03-02T13:00:00Z'), zone, 8).start).toEqual(
      new Date('2027-03-02T13:00:00Z'),
    );
    // Sunday 7 March: the week began on Monday 1 March at 8:00.
    expect(digestPeriod('weekly', new Date('2027-03-07T20:00:00Z'), zone, 8)).toEqual({
      start: new Date('2027-03-01T13:00:00Z'),
      previous: new Date('2027-02-22T13:00:00Z'),
    });
    // Summer time began on 14 March: 8:00 on Monday 15 March is 12:00 UTC.
    expect(digestPeriod('weekly', new Date('2027-03-15T12:30:00Z'), zone, 8).start).toEqual(
      new Date('2027-03-15T12:00:00Z'),
    );
    expect(digestPeriod('daily', new Date('2027-03-15T12:30:00Z'), 'Asia/Tokyo', 8).start).toEqual(
      new Date('2027-03-14T23:00:00Z'),
    );
  });
});

describe('the daily digest', () => {
  it('goes at DIGEST_HOUR to a member not seen since, once, with what they missed', async () => {
    at(MONDAY_10AM.toISOString());
    const ada = await makeMember(t, { first_name: 'Ada', last_name: 'King' });
    const ben = await makeMember(t, { first_name: 'Ben', last_name: 'Ode' });
    const cleo = await makeMember(t, { first_name: 'Cleo', last_name: 'Park' });
    await befriend(t, ada, ben);
    const post = await makePost(t, ada, { text: 'Robot night' });
    await choose(ada, { digest: 'daily' });
    await choose(cleo, { digest: 'daily' });

    // Tuesday 8:30: Ada was seen on Monday at 10:00, after Monday's 8:00.
    at('2027-03-02T13:30:00Z');
    expect(await run()).toBe(0);

    // Tuesday noon: Ben reacts, Cleo asks to be friends, Ben posts a popular post.
    at('2027-03-02T17:00:00Z');
    expect(
      (await t.call('reactPost', { token: ben.token, body: { postId: post._id, react: 'love' } }))
        .status,
    ).toBeLessThan(300);
    expect((await act(t, cleo, 'addFriend', ada.id)).status).toBe(200);
    const bens = await makePost(t, ben, { text: 'Who is coming to the lab tonight?' });
    await t.call('reactPost', { token: cleo.token, body: { postId: bens._id, react: 'like' } });
    const event = await postEvent(t, ben, {
      title: 'Lab night',
      starts_at: '2027-03-03T23:00:00Z',
    });
    expect((await answer(t, ada, event._id, 'going')).status).toBe(200);
    // Answering made Ada seen; move her last visit back before Tuesday 8:00 to stay away.
    await t.db
      .update(users)
      .set({ lastSeenAt: new Date('2027-03-02T12:00:00Z') })
      .where(eq(users.id, ada.id));

    // Tuesday evening: the period is decided already.
    at('2027-03-03T01:00:00Z');
    expect(await run()).toBe(0);

    // Wednesday 8:00 exactly.
    at('2027-03-03T13:00:00Z');
    expect(await run()).toBe(1);
    const [mail] = mailsTo(ada);
    const { parsed } = mail!;
    expect(parsed.subject).toBe('Your day on Quad');
    expect(parsed.text).toContain('Ben Ode reacted to your post');
    expect(parsed.text).toContain('Friend requests waiting');
    expect(parsed.text).toContain('Cleo Park');
    expect(parsed.text).toContain('Coming up');
    expect(parsed.text).toContain('Lab night');
    expect(parsed.text).toContain('Popular with your friends and groups');
    expect(parsed.text).toContain('Ben Ode: Who is coming to the lab tonight?');
    expect(parsed.html).toContain('Ben Ode reacted to your post');
    expect(parsed.html).toMatch(/<meta name="color-scheme" content="light dark"\s*\/?>/);
    expect(headerOf(mail!, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${TEST_PUBLIC_URL}/api/v1/unsubscribe/u1\\.${ada.id}\\.digest\\.`),
    );
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Cleo had nothing to be told: no digest.
    expect(mailsTo(cleo)).toHaveLength(0);

    // Once per period, however often the job looks.
    at('2027-03-03T20:00:00Z');
    expect(await run()).toBe(0);
    expect(mailsTo(ada)).toHaveLength(1);
  });

  it('leaves out kinds set to Off: nothing else to say, no digest', async () => {
    at(MONDAY_10AM.toISOString());
    const ada = await makeMember(t);
    const ben = await makeMember(t, { first_name: 'Ben' });
    await choose(ada, { digest: 'daily', kinds: { friend_request: { push: true, email: 'off' } } });
    at('2027-03-01T20:00:00Z');
    await act(t, ben, 'addFriend', ada.id);
    at('2027-03-02T13:00:00Z');
    expect(await run()).toBe(0);
    expect(mailsTo(ada)).toHaveLength(0);
  });
});

describe('what the digest tells', () => {
  it('unread messages and the coming events of the member’s groups; a pause holds it back until it ends', async () => {
    at(MONDAY_10AM.toISOString());
    const ada = await makeMember(t, { first_name: 'Ada', last_name: 'King' });
    const ben = await makeMember(t, { first_name: 'Ben', last_name: 'Ode' });
    await befriend(t, ada, ben);
    const club = await makeGroup(t, ben, { name: 'Robotics Club' });
    await addGroupMember(t, club, ada);
    await choose(ada, { digest: 'daily' });

    // Tuesday noon: Ben writes twice and posts his group's event; Ada answers nothing.
    at('2027-03-02T17:00:00Z');
    await sendOk(t, ben, ada, 'Are you coming tonight?');
    await sendOk(t, ben, ada, 'Bring the soldering iron');
    const event = await postEvent(t, ben, {
      title: 'Build night',
      starts_at: '2027-03-03T23:30:00Z',
      group: club.id,
    });
    expect(event.event?.title).toBe('Build night');

    // Wednesday 7:00: Ada pauses notifications for 8 hours, over the digest's hour.
    at('2027-03-03T12:00:00Z');
    await pauseDelivery(t.app.context, ada.id, '8h');
    at('2027-03-03T13:00:00Z');
    expect(await run()).toBe(0);
    at('2027-03-03T19:59:00Z');
    expect(await run()).toBe(0);
    expect(mailsTo(ada)).toHaveLength(0);

    // The pause ended at 15:00: the day's digest goes, once.
    at('2027-03-03T20:00:00Z');
    expect(await run()).toBe(1);
    const [mail] = mailsTo(ada);
    const { parsed } = mail!;
    expect(parsed.subject).toBe('Your day on Quad');
    expect(parsed.text).toContain('Messages');
    expect(parsed.text).toContain('Ben Ode sent you 2 messages');
    expect(parsed.text).toContain(`${TEST_PUBLIC_URL}/messages/${ben.username}`);
    // Message text only with Show message text in e-mails, which is off.
    expect(parsed.text).not.toContain('soldering iron');
    expect(parsed.text).toContain('Coming up');
    expect(parsed.text).toContain('Build night');
    expect(parsed.text).toContain('in your group');
    expect(parsed.text).toContain(`${TEST_PUBLIC_URL}/events/${event._id}`);
    at('2027-03-03T22:00:00Z');
    expect(await run()).toBe(0);
    expect(mailsTo(ada)).toHaveLength(1);
  });
});

describe('the weekly digest', () => {
  it('goes on Mondays at DIGEST_HOUR, not on other days, and never when Off', async () => {
    at('2027-02-26T15:00:00Z'); // a Friday
    const ada = await makeMember(t, { first_name: 'Ada' });
    const off = await makeMember(t, { first_name: 'Otto' });
    const ben = await makeMember(t, { first_name: 'Ben', last_name: 'Ode' });
    await choose(off, { digest: 'off' });
    at('2027-02-27T15:00:00Z'); // Saturday
    await act(t, ben, 'addFriend', ada.id);
    await act(t, ben, 'addFriend', off.id);

    at('2027-02-28T15:00:00Z'); // Sunday
    expect(await run()).toBe(0);
    at('2027-03-01T12:59:00Z'); // Monday 7:59
    expect(await run()).toBe(0);
    at('2027-03-01T13:00:00Z'); // Monday 8:00
    expect(await run()).toBe(1);
    expect(mailsTo(ada)[0]?.parsed.subject).toBe('Your week on Quad');
    expect(mailsTo(ada)[0]?.parsed.text).toContain('Ben Ode');
    expect(mailsTo(off)).toHaveLength(0);
    at('2027-03-02T13:00:00Z'); // Tuesday
    expect(await run()).toBe(0);
  });

  it('is sent once with two server processes', async () => {
    at('2027-02-26T15:00:00Z');
    const members = await Promise.all(
      Array.from({ length: 5 }, (_, index) => makeMember(t, { first_name: `M${index}` })),
    );
    const ben = await makeMember(t, { first_name: 'Ben' });
    for (const member of members) await act(t, ben, 'addFriend', member.id);
    const second = await buildTestApp({
      env: { SMTP_URL: mailbox.receiver.url, TIME_ZONE: 'America/New_York' },
      database: t.database,
      clock: t.clock,
    });
    try {
      at('2027-03-01T13:00:00Z');
      const [one, two] = await Promise.all([run(), sendDueDigests(second.app.context)]);
      expect(one + two).toBe(members.length);
      for (const member of members) expect(mailsTo(member)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('is not sent to someone seen since their last one', async () => {
    at('2027-02-26T15:00:00Z');
    const ada = await makeMember(t);
    const ben = await makeMember(t, { first_name: 'Ben' });
    await act(t, ben, 'addFriend', ada.id);
    at('2027-03-01T13:00:00Z');
    expect(await run()).toBe(1);
    t.clock.advance(days(2));
    // Ada comes by (any signed-in request).
    expect((await t.call('getNotificationCounts', { token: ada.token })).status).toBe(200);
    const cleo = await makeMember(t, { first_name: 'Cleo' });
    await act(t, cleo, 'addFriend', ada.id);
    at('2027-03-08T13:00:00Z');
    expect(await run()).toBe(0);
    t.clock.advance(hours(1));
    expect(mailsTo(ada)).toHaveLength(1);
  });
});
