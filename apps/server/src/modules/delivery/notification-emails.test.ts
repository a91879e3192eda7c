import { beforeAll, describe, expect, it } from 'vitest';
import { makeMember, act, type TestMember } from '../../../test/members';
import { befriend, sendOk, markRead } from '../../../test/messages';
import { comment, makePost } from '../../../test/posts';
import { appWithMailbox, headerOf } from '../../../test/mailbox-app';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { hours, minutes } from '../../infra/clock';
import { sendDueEmails } from './immediate-emails';

const mailbox = appWithMailbox({ EMAIL_DELAY_MINUTES: '10' });
const { mailsTo } = mailbox;
let t: TestApp;
beforeAll(() => {
  t = mailbox.t;
});

/** Runs the job as the scheduler does; the SMTP server has every message once it resolves. */
const run = () => sendDueEmails(t.app.context);

const setEmail = async (
  member: TestMember,
  kinds: Record<string, 'off' | 'immediately' | 'digest'>,
) => {
  const response = await t.call('updateDeliverySettings', {
    token: member.token,
    body: {
      kinds: Object.fromEntries(
        Object.entries(kinds).map(([kind, email]) => [kind, { push: true, email }]),
      ),
    },
  });
  expect(response.status, response.text).toBe(200);
};

describe('e-mails of notifications set to Immediately', () => {
  it('wait EMAIL_DELAY_MINUTES, then carry what became due together, grouped, in both parts', async () => {
    const ada = await makeMember(t, { first_name: 'Ada', last_name: 'King' });
    const [ben, cleo, dan] = [
      await makeMember(t, { first_name: 'Ben', last_name: 'Ode' }),
      await makeMember(t, { first_name: 'Cleo', last_name: 'Park' }),
      await makeMember(t, { first_name: 'Dan', last_name: 'Moss' }),
    ];
    await setEmail(ada, { comment: 'immediately' });
    const post = await makePost(t, ada, { text: 'Robot night <b>pics</b>' });
    for (const [index, member] of [ben, cleo, dan].entries()) {
      t.clock.advance(10_000);
      expect((await comment(t, member, post._id, `Nice ${index}`)).status).toBe(200);
    }
    expect((await act(t, ben, 'addFriend', ada.id)).status).toBe(200);

    expect(await run()).toBe(0);
    t.clock.advance(minutes(9));
    expect(await run()).toBe(0);
    expect(mailsTo(ada)).toHaveLength(0);

    t.clock.advance(minutes(1));
    expect(await run()).toBe(1);
    const [mail] = mailsTo(ada);
    expect(mail).toBeDefined();
    const { parsed } = mail!;
    expect(parsed.subject).toBe('Ben Ode sent you a friend request, and 1 more notification');
    // Grouped: one line for the three comments on the same post, its newest commenter first.
    expect(parsed.text).toContain('Dan Moss and 2 others commented on your post');
    expect(parsed.text).toContain(`${TEST_PUBLIC_URL}/posts/${post._id}`);
    expect(parsed.text).toContain('Ben Ode sent you a friend request');
    expect(parsed.html).toContain('Dan Moss and 2 others commented on your post');
    expect(parsed.html).toMatch(/<meta name="color-scheme" content="light dark"\s*\/?>/);
    expect(parsed.html).toContain('prefers-color-scheme: dark');
    expect(parsed.html).toContain('name="viewport"');

    const url = /^<(.+)>$/.exec(headerOf(mail!, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/v1/unsubscribe/`));
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(parsed.text).toContain(url);

    // Never twice.
    t.clock.advance(hours(1));
    expect(await run()).toBe(0);
    expect(mailsTo(ada)).toHaveLength(1);
  });

  it('send nothing about what was read meanwhile, and at once with a delay of 0', async () => {
    const ada = await makeMember(t, { first_name: 'Ada' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    await act(t, ben, 'addFriend', ada.id);
    t.clock.advance(minutes(5));
    expect((await t.call('markAllNotificationsRead', { token: ada.token })).status).toBe(200);
    t.clock.advance(minutes(10));
    expect(await run()).toBe(0);
    expect(mailsTo(ada)).toHaveLength(0);

    const now = await buildTestApp({
      env: { SMTP_URL: mailbox.receiver.url, EMAIL_DELAY_MINUTES: '0' },
      database: t.database,
      clock: t.clock,
    });
    try {
      const cleo = await makeMember(now, { first_name: 'Cleo' });
      await act(now, cleo, 'addFriend', ada.id);
      expect(await sendDueEmails(now.app.context)).toBe(1);
      expect(mailsTo(ada)[0]?.parsed.subject).toMatch(/sent you a friend request$/);
    } finally {
      await now.close();
    }
  });

  it('go to nobody unverified, and follow each kind’s choice: Off and Digest send none at once', async () => {
    const unverified = await makeMember(t, { verified: false });
    const off = await makeMember(t);
    const digest = await makeMember(t);
    const sender = await makeMember(t, { first_name: 'Ben' });
    await setEmail(off, { friend_request: 'off' });
    await setEmail(digest, { friend_request: 'digest' });
    for (const member of [unverified, off, digest]) await act(t, sender, 'addFriend', member.id);
    t.clock.advance(minutes(11));
    expect(await run()).toBe(0);
    expect(mailbox.receiver.received).toHaveLength(0);
    // Decided once: turning it back on does not send the old ones.
    await setEmail(off, { friend_request: 'immediately' });
    expect(await run()).toBe(0);
  });

  it('send nothing during a pause, nor afterwards for what became due during it', async () => {
    const ada = await makeMember(t);
    const ben = await makeMember(t, { first_name: 'Ben' });
    expect((await t.call('pauseDelivery', { token: ada.token, body: { for: '1h' } })).status).toBe(
      200,
    );
    await act(t, ben, 'addFriend', ada.id);
    t.clock.advance(minutes(11));
    expect(await run()).toBe(0);
    t.clock.advance(hours(2));
    expect(await run()).toBe(0);
    expect(mailsTo(ada)).toHaveLength(0);

    // After the pause, what happens is e-mailed again.
    const cleo = await makeMember(t, { first_name: 'Cleo' });
    await act(t, cleo, 'addFriend', ada.id);
    t.clock.advance(minutes(10));
    expect(await run()).toBe(1);
  });
});

describe('e-mails of direct messages', () => {
  it('say who wrote, and show the text only when Show message text is on', async () => {
    const ada = await makeMember(t, { first_name: 'Ada' });
    const ben = await makeMember(t, { first_name: 'Ben', last_name: 'Ode' });
    await befriend(t, ada, ben);
    await t.call('markAllNotificationsRead', { token: ada.token });
    await t.call('markAllNotificationsRead', { token: ben.token });
    await sendOk(t, ben, ada, 'The secret plan <script>');
    t.clock.advance(minutes(10));
    expect(await run()).toBe(1);
    const hidden = mailsTo(ada)[0]!.parsed;
    expect(hidden.subject).toBe('Ben Ode sent you a message');
    expect(hidden.text).not.toContain('secret plan');
    expect(hidden.html).not.toContain('secret plan');
    expect(hidden.text).toContain(`${TEST_PUBLIC_URL}/messages/${ben.username}`);

    const shown = await t.call('updateDeliverySettings', {
      token: ada.token,
      body: { show_message_text: true },
    });
    expect(shown.status).toBe(200);
    await sendOk(t, ben, ada, 'The secret plan <script>');
    await sendOk(t, ben, ada, 'Second line');
    t.clock.advance(minutes(10));
    expect(await run()).toBe(1);
    const visible = mailsTo(ada)[1]!.parsed;
    expect(visible.subject).toBe('Ben Ode sent you 2 messages');
    expect(visible.text).toContain('> The secret plan <script>');
    expect(visible.html).toContain('The secret plan &lt;script&gt;');
    expect(visible.html).not.toContain('<script>');
  });

  it('send nothing about a message read within the delay, nor twice', async () => {
    const ada = await makeMember(t);
    const ben = await makeMember(t, { first_name: 'Ben' });
    await befriend(t, ada, ben);
    await t.call('markAllNotificationsRead', { token: ada.token });
    await t.call('markAllNotificationsRead', { token: ben.token });
    await sendOk(t, ben, ada, 'Hi');
    t.clock.advance(minutes(3));
    expect((await markRead(t, ada, ben)).status).toBeLessThan(300);
    t.clock.advance(minutes(10));
    expect(await run()).toBe(0);

    await sendOk(t, ben, ada, 'Again');
    t.clock.advance(minutes(10));
    expect(await run()).toBe(1);
    t.clock.advance(minutes(10));
    expect(await run()).toBe(0);
  });
});

describe('two server processes', () => {
  it('e-mail each notification once', async () => {
    const second = await buildTestApp({
      env: { SMTP_URL: mailbox.receiver.url },
      database: t.database,
      clock: t.clock,
    });
    try {
      const members = await Promise.all(
        Array.from({ length: 6 }, (_, index) => makeMember(t, { first_name: `M${index}` })),
      );
      const ben = await makeMember(t, { first_name: 'Ben' });
      for (const member of members) await act(t, ben, 'addFriend', member.id);
      t.clock.advance(minutes(10));
      const [one, two] = await Promise.all([run(), sendDueEmails(second.app.context)]);
      expect(one + two).toBe(members.length);
      for (const member of members) expect(mailsTo(member)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
