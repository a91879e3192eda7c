import type { Notification } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNotified } from '../../session/notified-store';
import { makeNotification, makePost, makeProfile, makeSummary } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { expectNameStartsWithVisibleText } from '../../test/label-in-name';
import { makeSessionUser, renderApp } from '../../test/render-app';

/** The bell learns of requests from the counts alone (the friends answer stubbed holds none). */
const withRequests = (count: number) =>
  stubApi({
    [route('getNotificationCounts')]: () => json(200, { unread: 0, friendRequests: count }),
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

  it("reads from the browser's storage that the member has looked at the requests", async () => {
    localStorage.setItem('userNotified', 'true');
    stubApi({
      [route('getNotificationCounts')]: () => json(200, { unread: 2, friendRequests: 2 }),
    });
    renderApp('/', { user: makeSessionUser() });
    // The counts drawn (the bell's name says them): without the flag, the dot would be on now.
    const named = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(named).not.toHaveAccessibleDescription();
    expect(localStorage.getItem('userNotified')).toBe('true');
  });

  it('has no dot and says "No new requests" without requests, ready for the next one', async () => {
    localStorage.setItem('userNotified', 'true');
    useNotified.setState({ notified: true });
    withRequests(0);
    const { events } = renderApp('/', { user: makeSessionUser() });
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

const maya = makeSummary('Maya', 'Haddad');
const omar = makeSummary('Omar', 'Diaz');
const felix = makeSummary('Felix', 'Okafor');
const nia = makeSummary('Nia', 'Nguyen');

/** One of each kind, newest first, as the spec words them. */
const everyKind = (): [Notification, string][] => [
  [makeNotification({ kind: 'reaction', actor: maya }), 'Maya Haddad reacted to your post'],
  [
    makeNotification({ kind: 'reaction', actor: maya, others: 3 }),
    'Maya Haddad and 3 others reacted to your post',
  ],
  [makeNotification({ kind: 'comment', actor: omar }), 'Omar Diaz commented on your post'],
  [
    makeNotification({ kind: 'comment_on_commented', actor: omar }),
    'Omar Diaz also commented on a post you commented on',
  ],
  [
    makeNotification({ kind: 'request_accepted', actor: felix, post_id: null, read: true }),
    'Felix Okafor accepted your friend request',
  ],
  [
    makeNotification({ kind: 'friend_request', actor: nia, post_id: null }),
    'Nia Nguyen sent you a friend request',
  ],
  [
    makeNotification({ kind: 'new_follower', actor: nia, post_id: null, read: true }),
    'Nia Nguyen started following you',
  ],
];

/**
 * The notification endpoints as the server keeps them: the list, the unread count, and marking
 * one or all read.
 */
const notificationServer = (start: Notification[]) => {
  let notifications = start;
  const unread = () => notifications.filter((item) => !item.read).length;
  const handlers = {
    [route('getNotifications')]: () => json(200, notifications),
    [route('getNotificationCounts')]: () => json(200, { unread: unread() }),
    [route('markAllNotificationsRead')]: () => {
      notifications = notifications.map((item) => ({ ...item, read: true }));
      return json(200, { message: 'ok' });
    },
    ...Object.fromEntries(
      start.map((item) => [
        route('markNotificationRead', `/notifications/${item._id}/read`),
        () => {
          notifications = notifications.map((other) =>
            other._id === item._id ? { ...other, read: true } : other,
          );
          return json(200, { message: 'ok' });
        },
      ]),
    ),
  };
  return { handlers, unread };
};

const callsTo = (calls: StubCall[], path: string) => calls.filter((call) => call.path === path);

describe('notifications in the bell', () => {
  it('says the unread count in its name and shows it, beside the friend-requests dot', async () => {
    stubApi({
      [route('getNotificationCounts')]: () => json(200, { unread: 3, friendRequests: 1 }),
    });
    renderApp('/', { user: makeSessionUser() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeVisible();
    await waitFor(() => expect(bell).toHaveAccessibleDescription('New friend requests'));
  });

  it('lists the newest notifications, each with its picture, sentence, time and unread mark', async () => {
    const notifications = everyKind();
    const server = notificationServer(notifications.map(([item]) => item));
    const api = stubApi(server.handlers);
    const { events } = renderApp('/', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }));

    const list = await screen.findByRole('list', { name: 'Newest notifications' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(notifications.length);
    notifications.forEach(([item, sentence], index) => {
      const link = links[index]!;
      const time = item.read ? '2 minutes ago' : '2 minutes ago, unread';
      expect(link).toHaveAccessibleName(`${sentence}, ${time}`);
      expectNameStartsWithVisibleText(link);
      expect(within(link).getByRole('presentation')).toHaveAttribute('src', item.actor.picture);
      expect(link).toHaveAttribute(
        'href',
        item.post_id ? `/posts/${item.post_id}` : `/profile/${item.actor.username}`,
      );
    });
    const [listCall] = callsTo(api.calls, '/api/v1/notifications');
    expect(listCall?.query.get('limit')).toBe('10');
    // The spec's friend-requests line is still there, above them.
    expect(screen.getByRole('link', { name: 'No new requests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/notifications');
  });

  it('says so when there is nothing yet', async () => {
    stubApi({});
    const { events } = renderApp('/', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('a click marks a post notification read and opens the post; the count drops', async () => {
    const post = makePost({ text: 'The post Omar commented on' });
    const comment = makeNotification({ kind: 'comment', actor: omar, post_id: post._id });
    const server = notificationServer([comment, makeNotification({ actor: maya })]);
    const api = stubApi({
      ...server.handlers,
      [route('getPost', `/post/${post._id}`)]: () => json(200, post),
    });
    const { events, path } = renderApp('/', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await events.click(
      await screen.findByRole('link', { name: /^Omar Diaz commented on your post/ }),
    );

    expect(path()).toBe(`/posts/${post._id}`);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    const card = await screen.findByRole('article', { name: 'Post by Bob Smith' });
    expect(card).toHaveTextContent('The post Omar commented on');
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(
      callsTo(api.calls, `/api/v1/notifications/${comment._id}/read`).map((call) => call.method),
    ).toEqual(['POST']);
    expect(server.unread()).toBe(1);
  });

  it("a click on a read notification opens the actor's profile without marking anything", async () => {
    const follow = makeNotification({
      kind: 'new_follower',
      actor: nia,
      post_id: null,
      read: true,
    });
    const server = notificationServer([follow]);
    const api = stubApi({
      ...server.handlers,
      [route('getProfile', `/user/getProfile/${nia.username}`)]: () =>
        json(200, makeProfile({ ...nia, friends: [] })),
    });
    const { events, path } = renderApp('/', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Notifications' }));
    await events.click(
      await screen.findByRole('link', { name: /^Nia Nguyen started following you/ }),
    );
    expect(path()).toBe(`/profile/${nia.username}`);
    expect(await screen.findByRole('heading', { name: 'Nia Nguyen' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('Mark all as read clears the count and the unread marks', async () => {
    const server = notificationServer([
      makeNotification({ actor: maya }),
      makeNotification({ kind: 'comment', actor: omar }),
    ]);
    const api = stubApi(server.handlers);
    const { events } = renderApp('/', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('list', { name: 'Newest notifications' });
    await events.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const link of within(list).getAllByRole('link')) {
      expect(link).not.toHaveAccessibleName(/unread/);
    }
    expect(callsTo(api.calls, '/api/v1/notifications/read-all')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('Escape on a notification closes the dropdown and gives the focus back to the bell', async () => {
    stubApi(notificationServer([makeNotification({ actor: maya })]).handlers);
    const { events } = renderApp('/', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = await screen.findByRole('link', { name: /^Maya Haddad reacted/ });
    item.focus();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveFocus();
  });

  it('See all opens the notifications page', async () => {
    const server = notificationServer([makeNotification({ actor: maya })]);
    stubApi(server.handlers);
    const { events, path } = renderApp('/', { user: makeSessionUser() });
    await events.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await events.click(screen.getByRole('link', { name: 'See all' }));
    expect(path()).toBe('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});
