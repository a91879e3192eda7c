import { NOTIFICATION_KINDS, type NotificationPreferences } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, makeMember, type TestMember } from '../../../test/members';
import { comment, makePost } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const allOn = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, true]),
) as NotificationPreferences;

const kindsOf = async (member: TestMember) => {
  const response = await t.call('getNotifications', { token: member.token });
  expect(response.status, response.text).toBe(200);
  return response.body.map((notification) => notification.kind).sort();
};

const choose = async (member: TestMember, preferences: NotificationPreferences) => {
  const response = await t.call('updateNotificationPreferences', {
    token: member.token,
    body: preferences,
  });
  expect(response.status, response.text).toBe(200);
  return response.body;
};

/**
 * Everything that notifies `me`: a request, an acceptance, a follow, a reaction, comments, a
 * mention.
 */
const everythingHappensTo = async (me: TestMember) => {
  const [ana, ben, cy] = [await makeMember(t), await makeMember(t), await makeMember(t)];
  await act(t, ana, 'addFriend', me.id);
  await act(t, me, 'addFriend', ben.id);
  await act(t, ben, 'acceptRequest', me.id);
  await act(t, cy, 'follow', me.id);
  const mine = await makePost(t, me, { text: 'Mine' });
  await t.call('reactPost', { token: ana.token, body: { postId: mine._id, react: 'like' } });
  await comment(t, ben, mine._id, 'On yours');
  const theirs = await makePost(t, cy, { text: 'Theirs' });
  await comment(t, me, theirs._id, 'Me first');
  await comment(t, ana, theirs._id, 'After you');
  await makePost(t, ben, { text: `Thanks @${me.username}` });
};

describe('notification preferences', () => {
  it('are all on for a new member', async () => {
    const me = await makeMember(t);
    const response = await t.call('getNotificationPreferences', { token: me.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(allOn);
  });

  it('are kept per member and answered back', async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const chosen = { ...allOn, new_follower: false, reaction: false };
    expect(await choose(me, chosen)).toEqual(chosen);
    expect((await t.call('getNotificationPreferences', { token: me.token })).body).toEqual(chosen);
    expect((await t.call('getNotificationPreferences', { token: other.token })).body).toEqual(
      allOn,
    );
    expect(await choose(me, allOn)).toEqual(allOn);
  });

  it('change only the kinds a body names: a client that does not know a newer kind keeps it', async () => {
    const me = await makeMember(t);
    await choose(me, { ...allOn, mention: false });
    const response = await t.call('updateNotificationPreferences', {
      token: me.token,
      payload: { friend_request: false },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ...allOn, friend_request: false, mention: false });
  });

  it('refuse a kind that is not a yes or no', async () => {
    const me = await makeMember(t);
    const response = await t.call('updateNotificationPreferences', {
      token: me.token,
      payload: { friend_request: 'maybe' },
    });
    expect(response.status).toBe(400);
  });

  it('every kind comes while it is on', async () => {
    const me = await makeMember(t);
    await everythingHappensTo(me);
    expect(await kindsOf(me)).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it.each(NOTIFICATION_KINDS)('no %s notification is made once that kind is off', async (kind) => {
    const me = await makeMember(t);
    await choose(me, { ...allOn, [kind]: false });
    await everythingHappensTo(me);
    expect(await kindsOf(me)).toEqual(NOTIFICATION_KINDS.filter((each) => each !== kind).sort());
  });

  it('turning every kind off leaves nothing, and others are still told', async () => {
    const me = await makeMember(t);
    const friend = await makeMember(t);
    await choose(
      me,
      Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [kind, false]),
      ) as NotificationPreferences,
    );
    await everythingHappensTo(me);
    await act(t, me, 'follow', friend.id);
    expect(await kindsOf(me)).toEqual([]);
    expect(await kindsOf(friend)).toEqual(['new_follower']);
  });
});
