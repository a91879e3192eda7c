import type { BlockedMember } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSummary, makeDeliverySettings } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const blockedMember = (first: string, last: string): BlockedMember => ({
  ...makeSummary(first, last),
  blockedAt: '2026-03-01T10:00:00.000Z',
});

const openSettings = (
  handlers: Record<string, (call: StubCall) => Response | Promise<Response>>,
) => {
  const api = stubApi({
    [route('getDeliverySettings')]: () => json(200, makeDeliverySettings()),
    [route('getNotificationPreferences')]: () => json(200, {}),
    ...handlers,
  });
  const view = renderApp('/settings', { user: makeSessionUser() });
  return { api, ...view };
};

const blockedRegion = () => screen.findByRole('region', { name: 'Blocked members' });

describe('Blocked members', () => {
  it('says so when nobody is blocked', async () => {
    openSettings({});
    const region = await blockedRegion();
    expect(await within(region).findByText("You haven't blocked anyone.")).toBeVisible();
  });

  it('lists each blocked member with their picture, name and an Unblock button naming them', async () => {
    const dana = blockedMember('Dana', 'Reyes');
    const eli = blockedMember('Eli', 'Novak');
    openSettings({ [route('getBlockedMembers')]: () => json(200, [dana, eli]) });
    const region = await blockedRegion();
    const rows = await within(region).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Dana ReyesUnblock', 'Eli NovakUnblock']);
    expect(within(rows[0] as HTMLElement).getByRole('presentation')).toHaveAttribute(
      'src',
      dana.picture,
    );
    expect(within(region).getByRole('button', { name: 'Unblock Dana Reyes' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Unblock Eli Novak' })).toBeEnabled();
  });

  it('unblocks a member, says so, and reloads the list', async () => {
    const dana = blockedMember('Dana', 'Reyes');
    let blocked = [dana];
    const { api, events } = openSettings({
      [route('getBlockedMembers')]: () => json(200, blocked),
      [route('unblockMember', `/user/unblock/${dana._id}`)]: () => {
        blocked = [];
        return json(200, { message: 'ok' });
      },
    });
    const region = await blockedRegion();
    await events.click(await within(region).findByRole('button', { name: 'Unblock Dana Reyes' }));
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent('Dana Reyes is unblocked.'),
    );
    expect(await within(region).findByText("You haven't blocked anyone.")).toBeVisible();
    expect(
      api
        .apiCalls()
        .filter((call) => call.method === 'PUT')
        .map((call) => call.path),
    ).toEqual([`/api/v1/user/unblock/${dana._id}`]);
  });

  it('shows the server’s refusal', async () => {
    const dana = blockedMember('Dana', 'Reyes');
    const { events } = openSettings({
      [route('getBlockedMembers')]: () => json(200, [dana]),
      [route('unblockMember', `/user/unblock/${dana._id}`)]: () =>
        json(429, { message: 'Too many requests. Try again in a few minutes.' }),
    });
    const region = await blockedRegion();
    await events.click(await within(region).findByRole('button', { name: 'Unblock Dana Reyes' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in a few minutes.',
    );
  });
});
