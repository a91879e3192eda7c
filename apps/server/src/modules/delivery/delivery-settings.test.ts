import { DELIVERY_KINDS, defaultEmailChoice } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeMember } from '../../../test/members';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { hours, minutes } from '../../infra/clock';
import { pauseEnd } from './pause';
import { reachOf } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { TIME_ZONE: 'America/New_York' } });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('delivery settings', () => {
  it('start on the defaults: everything pushed, what waits on the member e-mailed at once', async () => {
    const me = await makeMember(t);
    const response = await t.call('getDeliverySettings', { token: me.token });
    expect(response.status, response.text).toBe(200);
    expect(Object.keys(response.body.kinds).sort()).toEqual([...DELIVERY_KINDS].sort());
    for (const kind of DELIVERY_KINDS) {
      expect(response.body.kinds[kind]).toEqual({ push: true, email: defaultEmailChoice(kind) });
    }
    expect(response.body.kinds.message.email).toBe('immediately');
    expect(response.body.kinds.reaction.email).toBe('digest');
    expect(response.body).toMatchObject({
      digest: 'weekly',
      show_message_text: false,
      paused_until: null,
    });
  });

  it('keep the kinds changed, leave the others, and are each member’s own', async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const changed = await t.call('updateDeliverySettings', {
      token: me.token,
      body: {
        kinds: {
          reaction: { push: false, email: 'off' },
          message: { push: true, email: 'digest' },
        },
        digest: 'daily',
        show_message_text: true,
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.kinds.reaction).toEqual({ push: false, email: 'off' });
    expect(changed.body.kinds.message).toEqual({ push: true, email: 'digest' });
    expect(changed.body.kinds.comment).toEqual({ push: true, email: 'digest' });
    expect(changed.body).toMatchObject({ digest: 'daily', show_message_text: true });

    const again = await t.call('updateDeliverySettings', {
      token: me.token,
      body: { kinds: { message: { push: true, email: 'immediately' } } },
    });
    expect(again.body.kinds.message).toEqual({ push: true, email: 'immediately' });
    expect(again.body.kinds.reaction).toEqual({ push: false, email: 'off' });
    expect(again.body.digest).toBe('daily');

    const theirs = await t.call('getDeliverySettings', { token: other.token });
    expect(theirs.body.kinds.reaction).toEqual({ push: true, email: 'digest' });
    expect(theirs.body.digest).toBe('weekly');
  });

  it('refuse an unknown kind or choice with 400, and change nothing', async () => {
    const me = await makeMember(t);
    for (const body of [
      { kinds: { reaction: { push: true, email: 'hourly' } } },
      { digest: 'monthly' },
      { kinds: { reaction: { push: 'yes', email: 'off' } } },
    ]) {
      const response = await t.call('updateDeliverySettings', {
        token: me.token,
        body: body as never,
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body).toHaveProperty('message');
    }
    const settings = await t.call('getDeliverySettings', { token: me.token });
    expect(settings.body.kinds.reaction).toEqual({ push: true, email: 'digest' });
    expect(settings.body.digest).toBe('weekly');
  });

  it('need a signed-in member', async () => {
    expect((await t.call('getDeliverySettings', {})).status).toBe(401);
    expect((await t.call('pauseDelivery', { body: { for: '1h' } })).status).toBe(401);
  });
});

describe('pausing', () => {
  it('holds everything back until the pause ends, or until it is lifted', async () => {
    const me = await makeMember(t);
    const paused = await t.call('pauseDelivery', { token: me.token, body: { for: '1h' } });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.body.paused_until).toBe(
      new Date(t.clock.now().getTime() + hours(1)).toISOString(),
    );

    const during = await reachOf(t.db, [me.id], 'comment', t.clock.now());
    expect(during.get(me.id)).toMatchObject({ paused: true, push: true, email: 'digest' });

    t.clock.advance(hours(1) + minutes(1));
    const after = await reachOf(t.db, [me.id], 'comment', t.clock.now());
    expect(after.get(me.id)?.paused).toBe(false);
    expect((await t.call('getDeliverySettings', { token: me.token })).body.paused_until).toBeNull();

    await t.call('pauseDelivery', { token: me.token, body: { for: '8h' } });
    const resumed = await t.call('resumeDelivery', { token: me.token });
    expect(resumed.body.paused_until).toBeNull();
    expect((await reachOf(t.db, [me.id], 'comment', t.clock.now())).get(me.id)?.paused).toBe(false);
  });

  it('"until tomorrow" ends at 8:00 on the campus’s next day', () => {
    // 23:30 in New York on 1 March is 04:30 UTC on 2 March.
    const lateEvening = new Date('2027-03-02T04:30:00Z');
    expect(pauseEnd('tomorrow', lateEvening, 'America/New_York').toISOString()).toBe(
      '2027-03-02T13:00:00.000Z',
    );
    // Across the change to summer time, 8:00 is 12:00 UTC.
    expect(
      pauseEnd('tomorrow', new Date('2027-03-13T15:00:00Z'), 'America/New_York').toISOString(),
    ).toBe('2027-03-14T12:00:00.000Z');
    expect(pauseEnd('tomorrow', new Date('2027-03-13T15:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2027-03-14T23:00:00.000Z',
    );
  });
});

describe('whom to reach', () => {
  it('answers each member’s choice for one kind, the defaults for those who made none', async () => {
    const [ana, ben] = [await makeMember(t), await makeMember(t)];
    await t.call('updateDeliverySettings', {
      token: ana.token,
      body: { kinds: { friend_request: { push: false, email: 'off' } } },
    });
    const reach = await reachOf(t.db, [ana.id, ben.id], 'friend_request', t.clock.now());
    expect(reach.get(ana.id)).toMatchObject({ push: false, email: 'off', paused: false });
    expect(reach.get(ben.id)).toMatchObject({ push: true, email: 'immediately', paused: false });
  });
});
