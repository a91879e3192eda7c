import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeNotification, makeSummary } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { scrollToEnd, stubIntersectionObserver } from '../../test/intersection-observer';
import { expectNameStartsWithVisibleText } from '../../test/label-in-name';
import { makeSessionUser, renderApp } from '../../test/render-app';

const jane = makeSessionUser();
const omar = makeSummary('Omar', 'Diaz');

/** A page of notifications with a Link header to the next one when `next` is given. */
const page = (count: number, from: number, next?: string) =>
  new Response(
    JSON.stringify(
      Array.from({ length: count }, (_, index) =>
        makeNotification({
          kind: 'comment',
          actor: makeSummary('Member', String(from + index)),
          read: from + index > 2,
        }),
      ),
    ),
    {
      headers: {
        'Content-Type': 'application/json',
        ...(next && { Link: `</api/v1/notifications?cursor=${next}&limit=10>; rel="next"` }),
      },
    },
  );

describe('the notifications page', () => {
  it('says "No notifications yet" when there are none', async () => {
    stubApi({});
    renderApp('/notifications', { user: jane });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(document.title).toBe('Notifications | Quad');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('lists every notification, loading the next page near the end as the feed does', async () => {
    stubIntersectionObserver();
    const api = stubApi({
      [route('getNotifications')]: ({ query }) =>
        query.get('cursor') === 'c1' ? page(3, 11) : page(10, 1, 'c1'),
      [route('getNotificationCounts')]: () => json(200, { unread: 2 }),
    });
    renderApp('/notifications', { user: jane });
    const list = await screen.findByRole('list', { name: 'All notifications' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(
      'Member 1 commented on your post, 2 minutes ago, unread',
    );
    expect(within(list).getAllByRole('link')[2]).toHaveAccessibleName(
      'Member 3 commented on your post, 2 minutes ago',
    );
    // Each is named by the words it shows, first: speech input can say them (WCAG 2.5.3).
    for (const link of within(list).getAllByRole('link')) {
      expect(link).toHaveAccessibleName(
        expect.stringMatching(/^Member \d+ commented on your post, 2 minutes ago(, unread)?$/),
      );
      expectNameStartsWithVisibleText(link);
    }
    expect(screen.getByRole('button', { name: 'Load more notifications' })).toBeInTheDocument();

    await scrollToEnd();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(13));
    expect(
      api
        .apiCalls()
        .filter((call) => call.path === '/api/v1/notifications')
        .map((call) => call.query.get('cursor')),
    ).toEqual([null, 'c1']);
    expect(screen.queryByRole('button', { name: 'Load more notifications' })).toBeNull();
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
  });

  it('offers Load more notifications to keyboards', async () => {
    stubApi({
      [route('getNotifications')]: ({ query }) =>
        query.get('cursor') ? page(1, 11) : page(10, 1, 'next-page'),
    });
    const { events } = renderApp('/notifications', { user: jane });
    await events.click(await screen.findByRole('button', { name: 'Load more notifications' }));
    expect(await screen.findByRole('link', { name: /^Member 11 commented/ })).toBeInTheDocument();
  });

  it('Mark all as read clears every unread mark and the bell', async () => {
    let read = false;
    const unread = makeNotification({ kind: 'comment_on_commented', actor: omar });
    const notification = () => ({ ...unread, read });
    const api = stubApi({
      [route('getNotifications')]: () => json(200, [notification()]),
      [route('getNotificationCounts')]: () => json(200, { unread: read ? 0 : 1 }),
      [route('markAllNotificationsRead')]: () => {
        read = true;
        return json(200, { message: 'ok' });
      },
    });
    const { events } = renderApp('/notifications', { user: jane });
    const item = await screen.findByRole('link', {
      name: 'Omar Diaz also commented on a post you commented on, 2 minutes ago, unread',
    });
    expect(item).toHaveAttribute('href', expect.stringMatching(/^\/posts\//));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await events.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(
      await screen.findByRole('link', {
        name: 'Omar Diaz also commented on a post you commented on, 2 minutes ago',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.apiCalls().filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's message when the list cannot load", async () => {
    stubApi({
      [route('getNotifications')]: () => json(503, { message: 'Notifications are resting.' }),
    });
    renderApp('/notifications', { user: jane });
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are resting.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
