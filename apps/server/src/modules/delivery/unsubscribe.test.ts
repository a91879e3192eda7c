import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeMember, type TestMember } from '../../../test/members';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { unsubscribeToken } from './unsubscribe-token';
import { unsubscribeUrl } from './unsubscribe';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const tokenOf = (member: TestMember, topic: Parameters<typeof unsubscribeToken>[1]['topic']) =>
  unsubscribeToken(t.app.context.secret, { memberId: member.id, topic });

const settingsOf = async (member: TestMember) =>
  (await t.call('getDeliverySettings', { token: member.token })).body;

describe('the one-click unsubscribe (RFC 8058)', () => {
  it('turns off e-mail of the kind without a cookie or token, and answers 200', async () => {
    const ada = await makeMember(t);
    const url = unsubscribeUrl(t.app.context, { memberId: ada.id, topic: 'comment' });
    expect(url.startsWith(`${TEST_PUBLIC_URL}/api/v1/unsubscribe/`)).toBe(true);
    const response = await t.inject({
      method: 'POST',
      url: url.slice(TEST_PUBLIC_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      message: 'E-mail for “Comments on your posts” is turned off.',
    });
    const settings = await settingsOf(ada);
    expect(settings.kinds.comment).toEqual({ push: true, email: 'off' });
    // Nothing else changed.
    expect(settings.kinds.reaction.email).toBe('digest');
    expect(settings.digest).toBe('weekly');
  });

  it('takes a multipart body, or none, and turns the digest off', async () => {
    const ada = await makeMember(t);
    const boundary = 'quadboundary';
    const response = await t.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe/${tokenOf(ada, 'digest')}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.status, response.text).toBe(200);
    expect((await settingsOf(ada)).digest).toBe('off');

    const bare = await t.call('unsubscribe', { params: { token: tokenOf(ada, 'message') } });
    expect(bare.status, bare.text).toBe(200);
    expect((await settingsOf(ada)).kinds.message.email).toBe('off');
  });

  it('refuses a forged, altered or foreign token with 404 and changes nothing', async () => {
    const ada = await makeMember(t);
    const ben = await makeMember(t);
    const good = tokenOf(ada, 'comment');
    const [version, , topic, signature] = good.split('.');
    const otherSecret = await buildTestApp({ database: t.database });
    const forged = [
      `${version}.${ben.id}.${topic}.${signature}`,
      `${version}.${ada.id}.reaction.${signature}`,
      `${good.slice(0, -2)}AA`,
      'u1.not-a-member.comment.abc',
      'hello',
      unsubscribeToken(otherSecret.app.context.secret, { memberId: ada.id, topic: 'comment' }),
    ];
    await otherSecret.close();
    for (const token of forged) {
      const response = await t.call('unsubscribe', { params: { token } });
      expect(response.status, token).toBe(404);
      expect(response.body).toHaveProperty('message');
      const page = await t.call('unsubscribePage', { params: { token } });
      expect(page.status, token).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain('This link does not work');
    }
    expect((await settingsOf(ada)).kinds.comment.email).toBe('digest');
    expect((await settingsOf(ben)).kinds.comment.email).toBe('digest');
    expect((await settingsOf(ada)).kinds.reaction.email).toBe('digest');
  });

  it('answers 404 for a member who no longer exists', async () => {
    const ada = await makeMember(t);
    const token = tokenOf(ada, 'comment');
    expect(
      (await t.call('deleteAccount', { token: ada.token, body: { password: 'correct-horse1' } }))
        .status,
    ).toBeLessThan(300);
    expect((await t.call('unsubscribe', { params: { token } })).status).toBe(404);
  });
});

describe('the unsubscribe page', () => {
  it('says what was turned off, and its Undo puts back the choice it had', async () => {
    const ada = await makeMember(t);
    await t.call('updateDeliverySettings', {
      token: ada.token,
      body: { kinds: { reaction: { push: false, email: 'immediately' } } },
    });
    const token = tokenOf(ada, 'reaction');
    const page = await t.call('unsubscribePage', { params: { token } });
    expect(page.status, page.text).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('E-mail for “Reactions to your posts” is turned off.');
    expect(page.text).toContain(`<form method="post" action="/api/v1/unsubscribe/${token}/undo"`);
    expect(page.text).toMatch(/<input type="hidden" name="was" value="immediately"\s*\/?>/);
    expect(page.text).toMatch(/<button type="submit">\s*Undo\s*<\/button>/);
    expect(page.text).toMatch(/<meta name="color-scheme" content="light dark"\s*\/?>/);
    expect((await settingsOf(ada)).kinds.reaction).toEqual({ push: false, email: 'off' });

    const undo = await t.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe/${token}/undo`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'was=immediately',
    });
    expect(undo.status, undo.text).toBe(200);
    expect(undo.text).toContain('E-mail for “Reactions to your posts” is back on, as before.');
    expect((await settingsOf(ada)).kinds.reaction).toEqual({ push: false, email: 'immediately' });
  });

  it('Undo of the digest goes back to its frequency; a bad Undo token changes nothing', async () => {
    const ada = await makeMember(t);
    await t.call('updateDeliverySettings', { token: ada.token, body: { digest: 'daily' } });
    const token = tokenOf(ada, 'digest');
    const page = await t.call('unsubscribePage', { params: { token } });
    expect(page.text).toContain('The digest e-mail is turned off.');
    expect((await settingsOf(ada)).digest).toBe('off');

    const forged = await t.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe/${token.slice(0, -3)}xyz/undo`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'was=daily',
    });
    expect(forged.status).toBe(404);
    expect((await settingsOf(ada)).digest).toBe('off');

    const undo = await t.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe/${token}/undo`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'was=daily',
    });
    expect(undo.status).toBe(200);
    expect((await settingsOf(ada)).digest).toBe('daily');
  });

  it('refuses an Undo to a choice that does not exist', async () => {
    const ada = await makeMember(t);
    const response = await t.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe/${tokenOf(ada, 'comment')}/undo`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'was=hourly',
    });
    expect(response.status).toBe(400);
    expect((await settingsOf(ada)).kinds.comment.email).toBe('digest');
  });
});
