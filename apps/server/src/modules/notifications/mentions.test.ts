/** Mentions (issue 29): who is told that a post or comment mentions them, and who never is. */
import { MENTIONS_NOTIFIED_MAX, type Notification } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addGroupMember, makeGroup } from '../../../test/groups';
import { makeMember, type TestMember } from '../../../test/members';
import { comment, makePost } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const named = (first_name: string) => makeMember(t, { first_name, last_name: 'Tester' });

const mentionsOf = async (member: TestMember): Promise<Notification[]> => {
  const answer = await t.call('getNotifications', { token: member.token, query: { limit: 50 } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.filter((each) => each.kind === 'mention');
};

describe('a mention', () => {
  it('tells the member mentioned in a post, and links to it', async () => {
    const [ada, ben] = [await named('Ada'), await named('Ben')];
    const text = `Study group tonight, @${ben.username.toUpperCase()}?`;
    const post = await makePost(t, ada, { text });
    expect(post.text).toBe(text);
    const [told, ...more] = await mentionsOf(ben);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      kind: 'mention',
      actor: { _id: ada.id },
      post_id: post._id,
      mentioned_in: 'post',
      read: false,
    });
    expect((await t.call('getNotificationCounts', { token: ben.token })).body.unread).toBe(1);
    // Not the author mentioning themselves.
    await makePost(t, ada, { text: `Note to self @${ada.username}` });
    expect(await mentionsOf(ada)).toEqual([]);
  });

  it('in a comment says so, with the post it is on', async () => {
    const [ada, ben, cleo] = [await named('Ada'), await named('Ben'), await named('Cleo')];
    const post = await makePost(t, ada, { text: 'Who is coming?' });
    const answer = await comment(t, ben, post._id, `@${cleo.username} and @nobodyhere`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body[0]?.comment).toBe(`@${cleo.username} and @nobodyhere`);
    const [told] = await mentionsOf(cleo);
    expect(told).toMatchObject({
      post_id: post._id,
      mentioned_in: 'comment',
      actor: { _id: ben.id },
    });
  });

  it('on an edit tells only members newly mentioned', async () => {
    const [ada, ben, cleo] = [await named('Ada'), await named('Ben'), await named('Cleo')];
    const post = await makePost(t, ada, { text: `Hi @${ben.username}` });
    for (const text of [
      `Hi @${ben.username} and @${cleo.username}`,
      `Hi @${cleo.username}`,
      `Hi @${ben.username} @${cleo.username}`,
    ]) {
      const edited = await t.call('updateText', {
        token: ada.token,
        body: { postId: post._id, text },
      });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body.data.text).toBe(text);
    }
    expect(await mentionsOf(ben)).toHaveLength(1);
    expect(await mentionsOf(cleo)).toHaveLength(1);
  });

  it(`tells at most ${MENTIONS_NOTIFIED_MAX} members of one post or comment, the first ones`, async () => {
    const ada = await named('Ada');
    const many: TestMember[] = [];
    for (let n = 0; n < MENTIONS_NOTIFIED_MAX + 2; n += 1) {
      many.push(await named(`Mem${String.fromCharCode(97 + n)}`));
    }
    const text = many.map((member) => `@${member.username}`).join(' ');
    const post = await makePost(t, ada, { text });
    const told = await Promise.all(many.map(async (member) => (await mentionsOf(member)).length));
    expect(told).toEqual([...Array<number>(MENTIONS_NOTIFIED_MAX).fill(1), 0, 0]);
    // An edit cannot go past the limit either.
    await t.call('updateText', { token: ada.token, body: { postId: post._id, text: `${text} !` } });
    expect(await mentionsOf(many.at(-1) as TestMember)).toEqual([]);
    // A comment has its own ten.
    await comment(t, ada, post._id, text);
    expect((await mentionsOf(many[0] as TestMember)).length).toBe(2);
    expect((await mentionsOf(many.at(-1) as TestMember)).length).toBe(0);
  });

  it('never comes from a member blocked either way', async () => {
    const [ada, ben, cleo] = [await named('Ada'), await named('Ben'), await named('Cleo')];
    await t.call('blockMember', { token: ben.token, params: { id: ada.id } });
    await t.call('blockMember', { token: ada.token, params: { id: cleo.id } });
    await makePost(t, ada, { text: `@${ben.username} @${cleo.username}` });
    const open = await makePost(t, await named('Dev'), { text: 'Open' });
    await comment(t, ada, open._id, `@${ben.username} @${cleo.username}`);
    expect(await mentionsOf(ben)).toEqual([]);
    expect(await mentionsOf(cleo)).toEqual([]);
  });

  it('tells nobody who may not see what mentions them', async () => {
    const [ada, ben, cleo] = [await named('Ada'), await named('Ben'), await named('Cleo')];
    const group = await makeGroup(t, ada, { privacy: 'private' });
    await addGroupMember(t, group, cleo);
    const post = await makePost(t, ada, {
      text: `@${ben.username} @${cleo.username}`,
      group: group.id,
    });
    await comment(t, cleo, post._id, `cc @${ben.username}`);
    expect(await mentionsOf(ben)).toEqual([]);
    expect(await mentionsOf(cleo)).toHaveLength(1);
  });

  it('in a post waiting for approval reaches members once it is published', async () => {
    const [ada, ben] = [await named('Ada'), await named('Ben')];
    const group = await makeGroup(t, ada, { postApproval: true });
    await addGroupMember(t, group, ben);
    const cleo = await named('Cleo');
    await addGroupMember(t, group, cleo);
    const waiting = await makePost(t, ben, { text: `Hi @${cleo.username}`, group: group.id });
    expect(waiting.pending).toBe(true);
    expect(await mentionsOf(cleo)).toEqual([]);
    const approved = await t.call('approveGroupPost', {
      token: ada.token,
      params: { slug: group.slug, postId: waiting._id },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(await mentionsOf(cleo)).toHaveLength(1);
  });

  it('is a kind the member can turn off, which clients that do not know it leave as it is', async () => {
    const [ada, ben] = [await named('Ada'), await named('Ben')];
    const preferences = await t.call('getNotificationPreferences', { token: ben.token });
    expect(preferences.body.mention).toBe(true);
    const off = await t.call('updateNotificationPreferences', {
      token: ben.token,
      body: { ...preferences.body, mention: false },
    });
    expect(off.body.mention).toBe(false);
    // An older client sends the kinds it knows: mention stays off.
    const known = Object.fromEntries(
      Object.entries(preferences.body).filter(([kind]) => kind !== 'mention'),
    );
    const older = await t.call('updateNotificationPreferences', { token: ben.token, body: known });
    expect(older.status, older.text).toBe(200);
    expect(older.body.mention).toBe(false);
    await makePost(t, ada, { text: `@${ben.username}` });
    expect(await mentionsOf(ben)).toEqual([]);
  });
});
