import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNotified } from '../../session/notified-store';
import { friendsInfos, makeMembers } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const withRequests = (count: number) =>
  stubApi({
    [route('getFriendsPageInfos')]: () =>
      json(200, friendsInfos({ requests: makeMembers(count, 'Requester') })),
  });

const bell = () => screen.getByRole('button', { name: 'Notifications' });

/** The red dot is described to assistive technology as "New friend requests". */
const expectDot = (shown: boolean) =>
  shown
    ? expect(bell()).toHaveAccessibleDescription('New friend requests')
    : expect(bell()).not.toHaveAccessibleDescription();

describe('notifications', () => {
  it('shows a red dot while there are requests the member has not looked at', async () => {
    withRequests(2);
    const { events } = renderApp('/', { user: makeSessionUser() });
    await waitFor(() => expectDot(true));

    await events.click(bell());
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'You have active friend requests' });
    expect(link).toHaveAttribute('href', '/friends/requests');
    expectDot(false);
    expect(localStorage.getItem('userNotified')).toBe('true');
  });

  it('stays without a dot once the member has opened the bell', async () => {
    localStorage.setItem('userNotified', 'true');
    useNotified.setState({ notified: true });
    withRequests(1);
    const { events } = renderApp('/', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByRole('link', { name: 'You have active friend requests' }),
    ).toBeInTheDocument();
    expectDot(false);
  });

  it('has no dot and says "No new requests" without requests, ready for the next one', async () => {
    localStorage.setItem('userNotified', 'true');
    useNotified.setState({ notified: true });
    const api = withRequests(0);
    const { events } = renderApp('/', { user: makeSessionUser() });
    await waitFor(() => expect(api.apiCalls()).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('userNotified')).toBe('false'));
    expectDot(false);
    await events.click(bell());
    expect(screen.getByRole('link', { name: 'No new requests' })).toHaveAttribute(
      'href',
      '/friends/requests',
    );
  });

  it('the requests item leads to /friends/requests and closes the dropdown', async () => {
    withRequests(1);
    const { events, path } = renderApp('/', { user: makeSessionUser() });
    await waitFor(() => expectDot(true));
    await events.click(bell());
    await events.click(screen.getByRole('link', { name: 'You have active friend requests' }));
    expect(path()).toBe('/friends/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Friend Requests' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expectDot(false);
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    withRequests(0);
    const { events } = renderApp('/', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Notifications' }));
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(bell()).toHaveFocus();
  });
});
