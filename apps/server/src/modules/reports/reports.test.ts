import { REPORT_NOTE_MAX, type ReportRequest } from '@quad/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { TEST_PASSWORD } from '../../../test/factories';
import { makeMember, type TestMember } from '../../../test/members';
import { befriend, sendOk } from '../../../test/messages';
import { comment, makePost, MISSING_ID } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const SUPPORT =
  'If you or someone you know is struggling, you can call or text 988 (Suicide & Crisis Lifeline), any time, or reach campus counselling through help@coastal.edu.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SUPPORT_EMAIL: 'help@coastal.edu' } });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

let ana: TestMember;
let ben: TestMember;
let cleo: TestMember;
beforeEach(async () => {
  [ana, ben, cleo] = await Promise.all([
    makeMember(t, { first_name: 'Ana' }),
    makeMember(t, { first_name: 'Ben' }),
    makeMember(t, { first_name: 'Cleo' }),
  ]);
});

/** Reports, a second apart, so their rows read in order. */
const report = (member: TestMember | undefined, body: ReportRequest) => {
  t.clock.advance(1000);
  return t.call('reportItem', { token: member?.token, body });
};

const hide = (member: TestMember, kind: ReportRequest['kind'], id: string) =>
  t.call('hideReportedItem', { token: member.token, body: { kind, id } });

const reportRows = () => t.db.select().from(reports).orderBy(reports.createdAt);

/** Ana's post, a comment of Cleo's on it, and a message Ana sent Ben. */
const items = async () => {
  const post = await makePost(t, ana, { text: 'Party at nine' });
  const commented = await comment(t, cleo, post._id, 'Count me in');
  expect(commented.status, commented.text).toBe(200);
  const commentId = commented.body[0]?._id ?? '';
  await befriend(t, ana, ben);
  const message = await sendOk(t, ana, ben, 'See you there');
  return { post, commentId, message };
};

describe('reportItem', () => {
  it('records a report of each kind with the item’s author as its subject, and thanks the reporter', async () => {
    const { post, commentId, message } = await items();
    const cases = [
      { kind: 'post', id: post._id, subject: ana },
      { kind: 'comment', id: commentId, subject: cleo },
      { kind: 'message', id: message._id, subject: ana },
      { kind: 'member', id: cleo.id, subject: cleo },
    ] as const;
    for (const { kind, id } of cases) {
      const response = await report(ben, { kind, id, reason: 'harassment', note: '  Not ok.  ' });
      expect(response.status, response.text).toBe(201);
      expect(response.body).toEqual({ message: 'Thanks for letting us know', support: null });
    }
    const rows = await reportRows();
    expect(rows.map((row) => [row.itemKind, row.itemId, row.subjectId])).toEqual(
      cases.map(({ kind, id, subject }) => [kind, id, subject.id]),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        reporterId: ben.id,
        reason: 'harassment',
        note: 'Not ok.',
        hidden: false,
        resolvedAt: null,
        resolution: null,
      });
    }
  });

  it('answers a self-harm report with the community’s support contact', async () => {
    const post = await makePost(t, ana);
    const response = await report(ben, { kind: 'post', id: post._id, reason: 'self_harm' });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({ message: 'Thanks for letting us know', support: SUPPORT });
    const community = await t.call('community');
    expect(community.body.crisisSupport).toBe(SUPPORT);
  });

  it('hides the item for the reporter when asked in the same call', async () => {
    const post = await makePost(t, ana);
    const response = await report(ben, { kind: 'post', id: post._id, reason: 'spam', hide: true });
    expect(response.status, response.text).toBe(201);
    expect((await reportRows())[0]?.hidden).toBe(true);
  });

  it('keeps one open report per member and item: a second answers 409, until the first is resolved', async () => {
    const post = await makePost(t, ana);
    expect((await report(ben, { kind: 'post', id: post._id, reason: 'spam' })).status).toBe(201);
    const again = await report(ben, { kind: 'post', id: post._id, reason: 'violence' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reported this.');

    // Another member, or another item, is another report.
    expect((await report(cleo, { kind: 'post', id: post._id, reason: 'spam' })).status).toBe(201);
    expect((await report(ben, { kind: 'member', id: ana.id, reason: 'spam' })).status).toBe(201);
    expect(await reportRows()).toHaveLength(3);

    await t.db
      .update(reports)
      .set({ resolvedAt: t.clock.now(), resolution: 'dismissed' })
      .where(eq(reports.reporterId, ben.id));
    const reopened = await report(ben, { kind: 'post', id: post._id, reason: 'violence' });
    expect(reopened.status, reopened.text).toBe(201);
  });

  it('refuses reporting one’s own post, comment or message, or oneself, with a clear message', async () => {
    const { post, commentId, message } = await items();
    const cases = [
      [ana, 'post', post._id, 'You cannot report your own post.'],
      [cleo, 'comment', commentId, 'You cannot report your own comment.'],
      [ana, 'message', message._id, 'You cannot report your own message.'],
      [ana, 'member', ana.id, 'You cannot report yourself.'],
    ] as const;
    for (const [member, kind, id, text] of cases) {
      const response = await report(member, { kind, id, reason: 'spam' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(text);
    }
    expect(await reportRows()).toEqual([]);
  });

  it('answers 404 for an item that does not exist, or a malformed id', async () => {
    for (const kind of ['post', 'comment', 'message', 'member'] as const) {
      for (const id of [MISSING_ID, 'nope']) {
        const response = await report(ben, { kind, id, reason: 'spam' });
        expect(response.status).toBe(404);
        expect(response.body.message).toMatch(
          /^This (post|comment|message|member) does not exist\.$/,
        );
      }
    }
  });

  it('lets only the two members of a conversation report its messages, and not an unsent one', async () => {
    const { message } = await items();
    const stranger = await report(cleo, { kind: 'message', id: message._id, reason: 'spam' });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('This message does not exist.');

    const fromBen = await sendOk(t, ben, ana, 'Something awful');
    const unsent = await t.call('unsendMessage', {
      token: ben.token,
      params: { id: fromBen._id },
    });
    expect(unsent.status).toBe(200);
    const gone = await report(ana, { kind: 'message', id: fromBen._id, reason: 'harassment' });
    expect(gone.status).toBe(404);
  });

  it('checks the body: kind, reason and note', async () => {
    const post = await makePost(t, ana);
    const bad = async (payload: object, text: string) => {
      const response = await t.call('reportItem', { token: ben.token, payload });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(text);
    };
    await bad(
      { kind: 'photo', id: post._id, reason: 'spam' },
      'Say what you are reporting: a post, a comment, a message or a member.',
    );
    await bad({ kind: 'post', id: post._id }, 'Choose why you are reporting this.');
    await bad(
      { kind: 'post', id: post._id, reason: 'boring' },
      'Choose why you are reporting this.',
    );
    await bad(
      { kind: 'post', id: post._id, reason: 'spam', note: 'x'.repeat(REPORT_NOTE_MAX + 1) },
      'A note can be up to 500 characters.',
    );
    const padded = await report(ben, {
      kind: 'post',
      id: post._id,
      reason: 'spam',
      note: ` ${'x'.repeat(REPORT_NOTE_MAX)} `,
    });
    expect(padded.status, padded.text).toBe(201);
  });

  it('needs a signed-in member', async () => {
    const post = await makePost(t, ana);
    const response = await report(undefined, { kind: 'post', id: post._id, reason: 'spam' });
    expect(response.status).toBe(401);
    expect(await reportRows()).toEqual([]);
  });
});

describe('hideReportedItem', () => {
  it('hides an item its reporter reported, and only for them', async () => {
    const post = await makePost(t, ana);
    expect((await report(ben, { kind: 'post', id: post._id, reason: 'spam' })).status).toBe(201);
    expect((await report(cleo, { kind: 'post', id: post._id, reason: 'spam' })).status).toBe(201);
    const response = await hide(ben, 'post', post._id);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ message: 'You will no longer see this.' });
    const rows = await reportRows();
    expect(rows.map((row) => [row.reporterId, row.hidden])).toEqual([
      [ben.id, true],
      [cleo.id, false],
    ]);
    // Again is the same.
    expect((await hide(ben, 'post', post._id)).status).toBe(200);
  });

  it('answers 404 to a member who did not report the item, the author included', async () => {
    const post = await makePost(t, ana);
    expect((await report(ben, { kind: 'post', id: post._id, reason: 'spam' })).status).toBe(201);
    for (const member of [ana, cleo]) {
      const response = await hide(member, 'post', post._id);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('You have not reported this.');
    }
    expect((await hide(ben, 'comment', post._id)).status).toBe(404);
    expect((await hide(ben, 'post', 'nope')).status).toBe(404);
    expect((await reportRows())[0]?.hidden).toBe(false);
  });

  it('needs a signed-in member', async () => {
    const response = await t.call('hideReportedItem', { body: { kind: 'post', id: MISSING_ID } });
    expect(response.status).toBe(401);
  });
});

describe('reports and deletions', () => {
  it('outlive the item they are about, for the moderators’ record', async () => {
    const post = await makePost(t, ana);
    expect((await report(ben, { kind: 'post', id: post._id, reason: 'spam' })).status).toBe(201);
    const deleted = await t.call('deletePost', { token: ana.token, params: { postId: post._id } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await reportRows()).toHaveLength(1);
    // A deleted post can no longer be reported.
    const again = await report(cleo, { kind: 'post', id: post._id, reason: 'spam' });
    expect(again.status).toBe(404);
  });

  it('go with the reporter’s account and with the author’s', async () => {
    const [post, cleoPost] = [await makePost(t, ana), await makePost(t, cleo)];
    expect((await report(ben, { kind: 'post', id: post._id, reason: 'spam' })).status).toBe(201);
    expect((await report(ana, { kind: 'post', id: cleoPost._id, reason: 'spam' })).status).toBe(
      201,
    );
    expect((await report(cleo, { kind: 'member', id: ben.id, reason: 'spam' })).status).toBe(201);
    for (const member of [ben, ana]) {
      const answer = await t.call('deleteAccount', {
        token: member.token,
        body: { password: TEST_PASSWORD },
      });
      expect(answer.status, answer.text).toBe(200);
    }
    expect(await reportRows()).toEqual([]);
  });
});
