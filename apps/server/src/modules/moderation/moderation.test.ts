import {
  endpoints,
  MODERATION_REASON_MAX,
  moderationText,
  NOTIFICATION_KINDS,
  type EndpointName,
  type ReportItemKind,
  type ReportReason,
} from '@quad/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moderationActions, moderators, reports } from '../../db/schema';
import { days, minutes } from '../../infra/clock';
import { newId } from '../../infra/ids';
import { TEST_PASSWORD } from '../../../test/factories';
import { befriend, makeMember, type TestMember } from '../../../test/members';
import { conversation, sendOk } from '../../../test/messages';
import { comment, makePost, MISSING_ID, uploadImage } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { storedOf } from '../../../test/urls';

/** The moderator named by MODERATOR_EMAILS, written otherwise than the member's address. */
const MODERATOR_EMAIL = 'kim.mod@coastal.edu';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { MODERATOR_EMAILS: ` someone@coastal.edu, KIM.Mod@Coastal.edu` },
  });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const moderator = () =>
  makeMember(t, { first_name: 'Kim', last_name: 'Mod', email: MODERATOR_EMAIL });

/** A report as the report endpoint stores it, made `at` the app's clock time. */
const report = async (
  reporter: TestMember,
  item: { kind: ReportItemKind; id: string },
  subject: TestMember,
  reason: ReportReason = 'spam',
  note = '',
) => {
  const id = newId();
  await t.db.insert(reports).values({
    id,
    reporterId: reporter.id,
    itemKind: item.kind,
    itemId: item.id,
    subjectId: subject.id,
    reason,
    note,
    createdAt: t.clock.now(),
  });
  return id;
};

const reportRow = async (id: string) => {
  const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
  return row;
};

const logRows = () => t.db.select().from(moderationActions).orderBy(moderationActions.createdAt);

const queue = async (member: TestMember, query: { cursor?: string; limit?: number } = {}) => {
  const answer = await t.call('getReportQueue', { token: member.token, query });
  expect(answer.status, answer.text).toBe(200);
  return answer;
};

const login = (email: string) => t.call('login', { body: { email, password: TEST_PASSWORD } });

describe('who is a moderator', () => {
  it('is a member named by MODERATOR_EMAILS, whatever the case, or in the moderators table', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    await t.db.insert(moderators).values({ userId: ben.id });
    for (const [member, expected] of [
      [kim, true],
      [ben, true],
      [ana, false],
    ] as const) {
      const answer = await t.call('moderationAccess', { token: member.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ moderator: expected });
    }
    expect((await t.call('getReportQueue', { token: ben.token })).status).toBe(200);
  });

  const moderatorsOnly = (Object.keys(endpoints) as EndpointName[]).filter(
    (name) => endpoints[name].tag === 'Moderation' && name !== 'moderationAccess',
  );

  it('lists every moderation call but access here', () => {
    expect(moderatorsOnly.sort()).toEqual(
      [
        'dismissReports',
        'getModerationHashtags',
        'getModerationLog',
        'getReportQueue',
        'hideHashtag',
        'liftSuspension',
        'removeItem',
        'suspendMember',
        'unhideHashtag',
      ].sort(),
    );
  });

  it.each(moderatorsOnly)('%s answers 403 to a member who is not a moderator', async (name) => {
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    const post = await makePost(t, ben, { text: 'Reported' });
    const reportId = await report(ana, { kind: 'post', id: post._id }, ben);
    await t.db.insert(moderationActions).values({
      id: newId(),
      moderatorId: ana.id,
      moderatorName: 'Nobody',
      action: 'dismiss',
      itemKind: 'post',
      itemId: post._id,
    });
    const calls: Record<string, () => ReturnType<TestApp['call']>> = {
      getReportQueue: () => t.call('getReportQueue', { token: ana.token }),
      getModerationLog: () => t.call('getModerationLog', { token: ana.token }),
      dismissReports: () =>
        t.call('dismissReports', { token: ana.token, params: { kind: 'post', id: post._id } }),
      removeItem: () =>
        t.call('removeItem', {
          token: ana.token,
          params: { kind: 'post', id: post._id },
          body: { reason: 'Mine to remove' },
        }),
      suspendMember: () =>
        t.call('suspendMember', {
          token: ana.token,
          params: { id: ben.id },
          body: { duration: 'permanent', reason: 'Because' },
        }),
      liftSuspension: () => t.call('liftSuspension', { token: ana.token, params: { id: ben.id } }),
      getModerationHashtags: () => t.call('getModerationHashtags', { token: ana.token }),
      hideHashtag: () =>
        t.call('hideHashtag', { token: ana.token, params: { tag: 'reported' }, body: {} }),
      unhideHashtag: () =>
        t.call('unhideHashtag', { token: ana.token, params: { tag: 'reported' }, body: {} }),
    };
    const answer = await calls[name]!();
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: moderationText.onlyModerators });
    // Nothing changed.
    expect((await reportRow(reportId))?.resolvedAt).toBeNull();
    expect(
      (await t.call('getPost', { token: ben.token, params: { postId: post._id } })).status,
    ).toBe(200);
    expect((await login(ben.email)).status).toBe(200);
    expect(await logRows()).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('getReportQueue')).status).toBe(401);
    expect((await t.call('moderationAccess')).status).toBe(401);
  });
});

describe('the queue', () => {
  it('groups open reports by item, the most reported first, then the oldest', async () => {
    const kim = await moderator();
    const [ana, ben, cleo, dev] = await Promise.all(
      ['Ana', 'Ben', 'Cleo', 'Dev'].map((first_name) => makeMember(t, { first_name })),
    );
    const photo = await uploadImage(t, ana!);
    const post = await makePost(t, ana!, { text: 'Buy my stuff', images: [{ url: photo }] });
    const commentPhoto = await uploadImage(t, ben!, 'post_images');
    const comments = await comment(t, ben!, post._id, 'You are awful', commentPhoto);
    const theComment = comments.body[0]!;
    await befriend(t, cleo!, dev!);
    const message = await sendOk(t, cleo!, dev!, 'Give me your password');

    // The member report is the oldest, the post the most reported.
    await report(ana!, { kind: 'member', id: dev!.id }, dev!, 'harassment');
    t.clock.advance(minutes(1));
    await report(dev!, { kind: 'message', id: message._id }, cleo!, 'spam', 'Phishing, I think');
    t.clock.advance(minutes(1));
    await report(cleo!, { kind: 'post', id: post._id }, ana!, 'spam', 'Ads everywhere');
    t.clock.advance(minutes(1));
    await report(ben!, { kind: 'post', id: post._id }, ana!, 'spam');
    t.clock.advance(minutes(1));
    await report(dev!, { kind: 'post', id: post._id }, ana!, 'hate_speech');
    t.clock.advance(minutes(1));
    await report(ana!, { kind: 'comment', id: theComment._id }, ben!, 'harassment', 'Again');
    // A resolved report is not in the queue.
    await t.db.insert(reports).values({
      id: newId(),
      reporterId: cleo!.id,
      itemKind: 'member',
      itemId: ana!.id,
      subjectId: ana!.id,
      reason: 'spam',
      resolvedAt: t.clock.now(),
      resolution: 'dismissed',
    });

    const { body } = await queue(kim);
    expect(body.map((group) => group.item_kind)).toEqual(['post', 'member', 'message', 'comment']);
    const [postGroup, memberGroup, messageGroup, commentGroup] = body;

    expect(postGroup).toMatchObject({
      item_id: post._id,
      report_count: 3,
      gone: false,
      author: { _id: ana!.id, first_name: 'Ana' },
      suspension: null,
      author_record: { removed: 0, suspended: 0 },
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'hate_speech', count: 1 },
      ],
      notes: [
        { reporter: { _id: cleo!.id, first_name: 'Cleo' }, reason: 'spam', note: 'Ads everywhere' },
      ],
    });
    expect(postGroup!.content).toMatchObject({
      text: 'Buy my stuff',
      images: [photo],
      post_id: null,
    });

    expect(memberGroup).toMatchObject({
      item_id: dev!.id,
      content: null,
      gone: false,
      author: { _id: dev!.id },
      notes: [],
    });
    expect(messageGroup).toMatchObject({
      content: { text: 'Give me your password', images: [] },
      author: { _id: cleo!.id },
      notes: [{ reporter: { _id: dev!.id }, note: 'Phishing, I think' }],
    });
    expect(commentGroup).toMatchObject({
      content: { text: 'You are awful', images: [commentPhoto], post_id: post._id },
      author: { _id: ben!.id },
    });
  });

  it('pages with a cursor in the Link header', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    const posts = [];
    for (let index = 0; index < 5; index += 1) {
      const post = await makePost(t, ana, { text: `Post ${index}` });
      posts.push(post._id);
      await report(ben, { kind: 'post', id: post._id }, ana);
      t.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const answer = await queue(kim, { limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...answer.body.map((group) => group.item_id));
      const link = String(answer.headers.link ?? '');
      cursor = /cursor=([^&>]+)/.exec(link)?.[1];
      cursor = cursor ? decodeURIComponent(cursor) : undefined;
    } while (cursor);
    expect(seen).toEqual(posts);
    expect(
      (await t.call('getReportQueue', { token: kim.token, query: { cursor: 'nope' } })).status,
    ).toBe(400);
  });

  it('shows an item deleted since as gone, and the author’s suspension', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    const post = await makePost(t, ana, { text: 'Soon gone' });
    await report(ben, { kind: 'post', id: post._id }, ana);
    expect(
      (await t.call('deletePost', { token: ana.token, params: { postId: post._id } })).status,
    ).toBe(200);
    await t.call('suspendMember', {
      token: kim.token,
      params: { id: ana.id },
      body: { duration: '7_days', reason: 'Spam' },
    });
    const [group] = (await queue(kim)).body;
    expect(group).toMatchObject({ gone: true, content: null, author: { _id: ana.id } });
    expect(group!.suspension).toEqual({
      ends_at: new Date(t.clock.now().getTime() + days(7)).toISOString(),
      reason: 'Spam',
      createdAt: t.clock.now().toISOString(),
    });
  });
});

describe('the author’s record in the queue', () => {
  it('counts their items removed and their suspensions, lifted or not, and nobody else’s', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    const remove = async (author: TestMember) => {
      const post = await makePost(t, author);
      const answer = await t.call('removeItem', {
        token: kim.token,
        params: { kind: 'post', id: post._id },
        body: { reason: 'Spam' },
      });
      expect(answer.status, answer.text).toBe(200);
    };
    const suspend = async (member: TestMember) => {
      const answer = await t.call('suspendMember', {
        token: kim.token,
        params: { id: member.id },
        body: { duration: '7_days', reason: 'Spam' },
      });
      expect(answer.status, answer.text).toBe(200);
    };
    await remove(ana);
    await remove(ana);
    await remove(ben);
    const dismissed = await makePost(t, ana);
    await report(ben, { kind: 'post', id: dismissed._id }, ana);
    const dismissal = await t.call('dismissReports', {
      token: kim.token,
      params: { kind: 'post', id: dismissed._id },
    });
    expect(dismissal.status).toBe(200);
    const post = await makePost(t, ana, { text: 'Again' });
    await suspend(ana);
    const lifted = await t.call('liftSuspension', { token: kim.token, params: { id: ana.id } });
    expect(lifted.status).toBe(200);

    await report(ben, { kind: 'post', id: post._id }, ana);
    await report(ana, { kind: 'member', id: ben.id }, ben);
    const groups = (await queue(kim)).body;
    const recordOf = (id: string) => groups.find((group) => group.author._id === id)?.author_record;
    expect(recordOf(ana.id)).toEqual({ removed: 2, suspended: 1 });
    expect(recordOf(ben.id)).toEqual({ removed: 1, suspended: 0 });
  });
});

describe('dismiss', () => {
  it('resolves the item’s open reports as dismissed and leaves the item', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    const post = await makePost(t, ana, { text: 'Fine, really' });
    const first = await report(ben, { kind: 'post', id: post._id }, ana);
    const tooLong = await t.call('dismissReports', {
      token: kim.token,
      params: { kind: 'post', id: post._id },
      body: { reason: 'x'.repeat(MODERATION_REASON_MAX + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: moderationText.reasonTooLong });
    const answer = await t.call('dismissReports', {
      token: kim.token,
      params: { kind: 'post', id: post._id },
      body: { reason: '  Banter between friends.  ' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ message: moderationText.dismissed });
    expect(await reportRow(first)).toMatchObject({ resolution: 'dismissed', resolvedBy: kim.id });
    expect((await queue(kim)).body).toEqual([]);
    expect(
      (await t.call('getPost', { token: ana.token, params: { postId: post._id } })).status,
    ).toBe(200);
    const [entry] = await logRows();
    expect(entry).toMatchObject({
      moderatorId: kim.id,
      moderatorName: 'Kim Mod',
      action: 'dismiss',
      itemKind: 'post',
      itemId: post._id,
      subjectId: ana.id,
      subjectName: `${ana.firstName} ${ana.lastName}`,
      reason: 'Banter between friends.',
    });

    // The reason may be left out, and the body with it.
    const again = await t.call('dismissReports', {
      token: kim.token,
      params: { kind: 'post', id: post._id },
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: moderationText.noOpenReports });
    expect(await logRows()).toHaveLength(1);
  });
});

describe('remove', () => {
  it('deletes a post everywhere with its photos, resolves its reports and tells its author why', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    const photo = await uploadImage(t, ana);
    const post = await makePost(t, ana, { text: 'Rude words', images: [{ url: photo }] });
    await comment(t, ben, post._id, 'Agreed');
    const reportId = await report(ben, { kind: 'post', id: post._id }, ana, 'hate_speech');
    expect(await t.mediaKeys()).toHaveLength(1);

    const answer = await t.call('removeItem', {
      token: kim.token,
      params: { kind: 'post', id: post._id },
      body: { reason: '  Hate speech is not allowed here.  ' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ message: moderationText.removed });

    expect(
      (await t.call('getPost', { token: ben.token, params: { postId: post._id } })).status,
    ).toBe(404);
    expect(await t.mediaKeys()).toEqual([]);
    expect((await t.inject({ method: 'GET', url: storedOf(photo) })).status).toBe(404);
    expect(await reportRow(reportId)).toMatchObject({ resolution: 'removed', resolvedBy: kim.id });

    const notices = await t.call('getNotifications', { token: ana.token });
    expect(notices.body).toEqual([
      expect.objectContaining({
        kind: 'content_removed',
        removed_kind: 'post',
        reason: 'Hate speech is not allowed here.',
        post_id: null,
        read: false,
        actor: expect.objectContaining({ _id: ana.id }),
      }),
    ]);
    // Ben's comment notification went with the post; nobody else hears of the removal.
    expect((await t.call('getNotifications', { token: ben.token })).body).toEqual([]);

    const mail = await t.readOutbox(ana.email);
    expect(mail.subject).toBe('A moderator removed your post');
    expect(mail.text).toContain('“Rude words”');
    expect(mail.text).toContain('The reason: Hate speech is not allowed here.');

    const [entry] = await logRows();
    expect(entry).toMatchObject({
      action: 'remove',
      itemKind: 'post',
      itemId: post._id,
      subjectId: ana.id,
      reason: 'Hate speech is not allowed here.',
      details: { text: 'Rude words' },
    });
  });

  it('closes the open reports of a removed post’s comments, which went with it', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    const post = await makePost(t, ana, { text: 'Rude words' });
    const otherPost = await makePost(t, ana, { text: 'Fine words' });
    const [ruder] = (await comment(t, ben, post._id, 'Ruder words')).body;
    const [elsewhere] = (await comment(t, ben, otherPost._id, 'Rude elsewhere')).body;
    if (!ruder || !elsewhere) throw new Error('no comment');
    await report(ben, { kind: 'post', id: post._id }, ana);
    const onComment = await report(ana, { kind: 'comment', id: ruder._id }, ben);
    const onOtherComment = await report(ana, { kind: 'comment', id: elsewhere._id }, ben);

    const answer = await t.call('removeItem', {
      token: kim.token,
      params: { kind: 'post', id: post._id },
      body: { reason: 'A pile-on.' },
    });
    expect(answer.status, answer.text).toBe(200);

    expect(await reportRow(onComment)).toMatchObject({ resolution: 'removed', resolvedBy: kim.id });
    expect(await reportRow(onOtherComment)).toMatchObject({ resolution: null });
    expect((await queue(kim)).body.map((group) => group.item_id)).toEqual([elsewhere._id]);
    const [entry] = await logRows();
    expect(entry?.details).toEqual({ text: 'Rude words', comment_reports: 1 });
  });

  it('deletes a comment and its photo; the post’s comment count follows', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    const post = await makePost(t, ana, { text: 'Hello' });
    const photo = await uploadImage(t, ben);
    const [rude] = (await comment(t, ben, post._id, 'Rude', photo)).body;
    await comment(t, ana, post._id, 'Kind');
    await report(ana, { kind: 'comment', id: rude!._id }, ben, 'harassment');

    const answer = await t.call('removeItem', {
      token: kim.token,
      params: { kind: 'comment', id: rude!._id },
      body: { reason: 'Be kind.' },
    });
    expect(answer.status, answer.text).toBe(200);
    const seen = await t.call('getPost', { token: ana.token, params: { postId: post._id } });
    expect(seen.body.comments.map((each) => each.comment)).toEqual(['Kind']);
    expect(seen.body.commentCount).toBe(1);
    expect(await t.mediaKeys()).toEqual([]);
    expect((await t.readOutbox(ben.email)).subject).toBe('A moderator removed your comment');
    const [notice] = (await t.call('getNotifications', { token: ben.token })).body;
    expect(notice).toMatchObject({
      kind: 'content_removed',
      removed_kind: 'comment',
      reason: 'Be kind.',
    });
  });

  it('takes a message back from both members, with its photo', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    await befriend(t, ana, ben);
    const photo = await uploadImage(t, ana, 'message_images');
    const message = await sendOk(t, ana, ben, 'Threat', photo);
    await report(ben, { kind: 'message', id: message._id }, ana, 'violence');

    const answer = await t.call('removeItem', {
      token: kim.token,
      params: { kind: 'message', id: message._id },
      body: { reason: 'Threats are not allowed.' },
    });
    expect(answer.status, answer.text).toBe(200);
    for (const [viewer, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const seen = await conversation(t, viewer, other);
      expect(seen.body.messages.map((each) => each._id)).not.toContain(message._id);
    }
    expect(await t.mediaKeys()).toEqual([]);
    expect((await t.readOutbox(ana.email)).subject).toBe('A moderator removed your message');

    const again = await t.call('removeItem', {
      token: kim.token,
      params: { kind: 'message', id: message._id },
      body: { reason: 'Twice' },
    });
    expect(again.status).toBe(404);
    expect(await logRows()).toHaveLength(1);
  });

  it('needs a reason, a removable kind and an existing item', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const post = await makePost(t, ana);
    const blank = await t.call('removeItem', {
      token: kim.token,
      params: { kind: 'post', id: post._id },
      body: { reason: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: moderationText.reasonRequired });
    const member = await t.inject({
      method: 'POST',
      url: `/api/v1/moderation/items/member/${ana.id}/remove`,
      headers: { authorization: `Bearer ${kim.token}` },
      payload: { reason: 'Go away' },
    });
    expect(member.status).toBe(400);
    const missing = await t.call('removeItem', {
      token: kim.token,
      params: { kind: 'comment', id: MISSING_ID },
      body: { reason: 'Gone' },
    });
    expect(missing.status).toBe(404);
    expect(
      (await t.call('getPost', { token: ana.token, params: { postId: post._id } })).status,
    ).toBe(200);
    expect(await logRows()).toEqual([]);
  });

  it('tells the author even when they turned every kind of notification off', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    await t.call('updateNotificationPreferences', {
      token: ana.token,
      body: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, false])),
    });
    const post = await makePost(t, ana);
    await t.call('removeItem', {
      token: kim.token,
      params: { kind: 'post', id: post._id },
      body: { reason: 'Off topic' },
    });
    const notices = (await t.call('getNotifications', { token: ana.token })).body;
    expect(notices.map((notice) => notice.kind)).toEqual(['content_removed']);
  });
});

describe('suspend', () => {
  it('tells the end of a suspension as each language writes a day', async () => {
    const kim = await moderator();
    await t.call('updateLanguage', { token: kim.token, body: { language: 'es' } });
    const ana = await makeMember(t, { first_name: 'Ana' });
    await t.call('updateLanguage', { token: ana.token, body: { language: 'fr' } });
    t.clock.set(new Date('2026-11-30T15:00:00Z'));
    const answer = await t.call('suspendMember', {
      token: kim.token,
      params: { id: ana.id },
      body: { duration: '7_days', reason: 'Spam' },
    });
    expect(answer.body.message).toBe(
      'Tu cuenta está suspendida hasta el 7 de diciembre de 2026: Spam',
    );
    const mail = await t.readOutbox(ana.email);
    expect(mail.text).toContain('Votre compte est suspendu jusqu’au 7 décembre 2026\u00a0: Spam');
    const refused = await t.call('login', {
      body: { email: ana.email, password: TEST_PASSWORD },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '你的账号已被暂停至 2026年12月7日：Spam' });
  });

  it('ends every session at once and refuses sign-in with the reason and the end date', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    t.clock.set(new Date('2026-11-30T15:00:00Z'));
    const answer = await t.call('suspendMember', {
      token: kim.token,
      params: { id: ana.id },
      body: { duration: '7_days', reason: 'Repeated harassment' },
    });
    expect(answer.status, answer.text).toBe(200);
    const message = 'Your account is suspended until 7 December 2026: Repeated harassment';
    expect(answer.body).toEqual({
      message,
      suspension: {
        ends_at: '2026-12-07T15:00:00.000Z',
        reason: 'Repeated harassment',
        createdAt: '2026-11-30T15:00:00.000Z',
      },
    });

    const mail = await t.readOutbox(ana.email);
    expect(mail.subject).toBe('Your Quad account is suspended');
    expect(mail.text).toContain(message);

    // The old token no longer opens anything.
    expect((await t.call('getNotificationCounts', { token: ana.token })).status).toBe(401);
    const refused = await login(ana.email);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message });
    // A wrong password still answers as a wrong password: nothing is told of the account.
    const wrong = await t.call('login', { body: { email: ana.email, password: 'not-the-one' } });
    expect(wrong.status).toBe(401);

    const [entry] = await logRows();
    expect(entry).toMatchObject({
      action: 'suspend',
      itemKind: 'member',
      itemId: ana.id,
      subjectId: ana.id,
      reason: 'Repeated harassment',
      details: { duration: '7_days', ends_at: '2026-12-07T15:00:00.000Z' },
    });

    // It ends by itself.
    t.clock.advance(days(7) - minutes(1));
    expect((await login(ana.email)).status).toBe(403);
    t.clock.advance(minutes(2));
    expect((await login(ana.email)).status).toBe(200);
  });

  it('hides the member’s posts and comments from everyone while it lasts', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    const post = await makePost(t, ana, { text: 'Seen, then not' });
    const reported = await t.call('reportItem', {
      token: ben.token,
      body: { kind: 'post', id: post._id, reason: 'spam', note: 'Again and again' },
    });
    expect(reported.status, reported.text).toBe(201);
    expect((await queue(kim)).body[0]).toMatchObject({
      item_id: post._id,
      notes: [{ reporter: { _id: ben.id }, note: 'Again and again' }],
    });

    await t.call('suspendMember', {
      token: kim.token,
      params: { id: ana.id },
      body: { duration: '7_days', reason: 'Spam' },
    });
    const seen = () => t.call('getPost', { token: ben.token, params: { postId: post._id } });
    expect((await seen()).status).toBe(404);
    // The moderator still sees it in the queue, and can remove it.
    expect((await queue(kim)).body[0]).toMatchObject({ item_id: post._id, gone: false });

    t.clock.advance(days(7) + 1000);
    expect((await seen()).status).toBe(200);
  });

  it('can be permanent, and lifted', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    await t.call('suspendMember', {
      token: kim.token,
      params: { id: ana.id },
      body: { duration: 'permanent', reason: 'Threats' },
    });
    t.clock.advance(days(20));
    const refused = await login(ana.email);
    expect(refused.body).toEqual({ message: 'Your account is suspended permanently: Threats' });

    const lifted = await t.call('liftSuspension', {
      token: kim.token,
      params: { id: ana.id },
      body: { reason: 'Apologised; the threat was a quote.' },
    });
    expect(lifted.status, lifted.text).toBe(200);
    expect(lifted.body).toEqual({ message: moderationText.lifted });
    expect((await login(ana.email)).status).toBe(200);

    const again = await t.call('liftSuspension', { token: kim.token, params: { id: ana.id } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: moderationText.notSuspended });
    expect((await logRows()).map((row) => [row.action, row.reason])).toEqual([
      ['suspend', 'Threats'],
      ['lift_suspension', 'Apologised; the threat was a quote.'],
    ]);
  });

  it('replaces a suspension in force with the new one', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    await t.call('suspendMember', {
      token: kim.token,
      params: { id: ana.id },
      body: { duration: 'permanent', reason: 'First' },
    });
    await t.call('suspendMember', {
      token: kim.token,
      params: { id: ana.id },
      body: { duration: '30_days', reason: 'Second thoughts' },
    });
    t.clock.advance(days(30) + 1000);
    expect((await login(ana.email)).status).toBe(200);
  });

  it('spares the moderator themselves and other moderators, and knows no stranger', async () => {
    const kim = await moderator();
    const ben = await makeMember(t, { first_name: 'Ben' });
    await t.db.insert(moderators).values({ userId: ben.id });
    const suspend = (id: string) =>
      t.call('suspendMember', {
        token: kim.token,
        params: { id },
        body: { duration: '7_days', reason: 'Test' },
      });
    expect((await suspend(kim.id)).body).toEqual({ message: moderationText.notYourself });
    const other = await suspend(ben.id);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: moderationText.notAModerator });
    expect((await suspend(MISSING_ID)).status).toBe(404);
    expect((await suspend('not-an-id')).status).toBe(404);
    const badDuration = await t.call('suspendMember', {
      token: kim.token,
      params: { id: ben.id },
      payload: { duration: 'forever', reason: 'Test' },
    });
    expect(badDuration.status).toBe(400);
    expect(await logRows()).toEqual([]);
  });
});

describe('the audit log', () => {
  it('lists every action newest first, a page at a time, for moderators', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    const ben = await makeMember(t, { first_name: 'Ben' });
    const post = await makePost(t, ana, { text: 'One' });
    await report(ben, { kind: 'post', id: post._id }, ana);
    await t.call('dismissReports', { token: kim.token, params: { kind: 'post', id: post._id } });
    t.clock.advance(1000);
    await t.call('removeItem', {
      token: kim.token,
      params: { kind: 'post', id: post._id },
      body: { reason: 'On second thought' },
    });
    t.clock.advance(1000);
    await t.call('suspendMember', {
      token: kim.token,
      params: { id: ana.id },
      body: { duration: '30_days', reason: 'Spam' },
    });
    t.clock.advance(1000);
    await t.call('liftSuspension', { token: kim.token, params: { id: ana.id } });

    const first = await t.call('getModerationLog', { token: kim.token, query: { limit: 3 } });
    expect(first.status, first.text).toBe(200);
    expect(first.body.map((entry) => entry.action)).toEqual([
      'lift_suspension',
      'suspend',
      'remove',
    ]);
    expect(first.body[1]).toMatchObject({
      moderator: { _id: kim.id, name: 'Kim Mod' },
      item_kind: 'member',
      item_id: ana.id,
      subject: { _id: ana.id, name: `${ana.firstName} ${ana.lastName}` },
      reason: 'Spam',
    });
    expect(first.body[1]!.ends_at).not.toBeNull();
    expect(first.body[2]).toMatchObject({ reason: 'On second thought', ends_at: null });
    const cursor = /cursor=([^&>]+)/.exec(String(first.headers.link))?.[1];
    expect(cursor).toBeDefined();
    const second = await t.call('getModerationLog', {
      token: kim.token,
      query: { limit: 3, cursor: decodeURIComponent(cursor!) },
    });
    expect(second.body.map((entry) => entry.action)).toEqual(['dismiss']);
    expect(second.headers.link).toBeUndefined();
  });

  it('can never be changed or deleted, not even by the database’s own user', async () => {
    const kim = await moderator();
    const ana = await makeMember(t, { first_name: 'Ana' });
    await t.call('suspendMember', {
      token: kim.token,
      params: { id: ana.id },
      body: { duration: '7_days', reason: 'Kept' },
    });
    const [entry] = await logRows();
    await expect(
      t.db
        .update(moderationActions)
        .set({ reason: 'Rewritten' })
        .where(eq(moderationActions.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(moderationActions).where(eq(moderationActions.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from moderation_actions`)).rejects.toThrow();
    const [still] = await t.db
      .select()
      .from(moderationActions)
      .where(and(eq(moderationActions.id, entry!.id), eq(moderationActions.reason, 'Kept')));
    expect(still).toBeDefined();
    // No endpoint edits it: every moderation call but the log's own is a POST of an action.
    const writes = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) =>
        endpoints[name].path.startsWith('/moderation/log') && endpoints[name].method !== 'GET',
    );
    expect(writes).toEqual([]);
  });
});
