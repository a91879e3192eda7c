import type { Notification } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeNotification, makeSummary } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { expectNameStartsWithVisibleText } from '../../test/label-in-name';
import { makeSessionUser, renderApp } from '../../test/render-app';

const jane = makeSessionUser();
const maya = makeSummary('Maya', 'Haddad');

const about = (kind: Notification['kind'], postId: string, title: string | null = 'Open mic') =>
  makeNotification({ kind, actor: maya, post_id: postId, event: title ? { title } : null });

/** Every event kind, with the sentence it shows and whether it names the host. */
const eventKinds: [Notification, string, 'host' | 'event'][] = [
  [about('event_invitation', 'e1'), 'Maya Haddad invited you to Open mic', 'host'],
  [about('event_changed', 'e2'), 'Maya Haddad changed the time or place of Open mic', 'host'],
  [about('event_cancelled', 'e3'), 'Maya Haddad cancelled Open mic', 'host'],
  [
    about('event_seat', 'e4'),
    'Your place on the waitlist of Open mic became a seat: you are Going',
    'event',
  ],
  [about('event_reminder', 'e5'), 'Reminder: Open mic is coming up', 'event'],
  // An event the server no longer names (it is gone) still reads as a sentence.
  [about('event_cancelled', 'e6', null), 'Maya Haddad cancelled an event', 'host'],
];

const notificationHandlers = (notifications: Notification[]) => ({
  [route('getNotifications')]: () => json(200, notifications),
  [route('getNotificationCounts')]: () =>
    json(200, { unread: notifications.filter((each) => !each.read).length }),
  ...Object.fromEntries(
    notifications.map(({ _id }) => [
      route('markNotificationRead', `/notifications/${_id}/read`),
      () => json(200, { message: 'Read.' }),
    ]),
  ),
});

const expectEventLinks = (list: HTMLElement) => {
  const links = within(list).getAllByRole('link');
  expect(links).toHaveLength(eventKinds.length);
  eventKinds.forEach(([item, sentence, subject], index) => {
    const link = links[index]!;
    expect(link).toHaveTextContent(`${sentence} 2 minutes ago`, { normalizeWhitespace: true });
    expect(link).toHaveAccessibleName(`${sentence}, 2 minutes ago, unread`);
    expectNameStartsWithVisibleText(link);
    expect(link).toHaveAttribute('href', `/events/${item.post_id}`);
    // The host is named (in bold, with their picture) when they did it; a seat or a reminder
    // comes from the event itself.
    if (subject === 'host') {
      expect(within(link).getByText('Maya Haddad', { selector: 'strong' })).toBeVisible();
      expect(within(link).getByRole('presentation')).toHaveAttribute('src', maya.picture);
    } else {
      expect(within(link).queryByRole('presentation')).toBeNull();
      expect(within(link).queryByText(/Maya Haddad/)).toBeNull();
    }
  });
};

describe('event notifications', () => {
  it('say what happened to which event and open the event, in the notifications page', async () => {
    stubApi(notificationHandlers(eventKinds.map(([item]) => item)));
    renderApp('/notifications', { user: jane });
    expectEventLinks(await screen.findByRole('list', { name: 'All notifications' }));
  });

  it('read the same in the bell, and a click marks one read and closes the bell', async () => {
    const items = eventKinds.map(([item]) => item);
    const api = stubApi({
      ...notificationHandlers(items),
      // The event page is another screen's: here only that the link leads there matters.
      [route('getEvent', '/events/e4')]: () => json(404, { message: 'Not here.' }),
    });
    const { events } = renderApp('/', { user: jane });
    await events.click(await screen.findByRole('button', { name: /^Notifications, 6 unread/ }));
    const list = await screen.findByRole('list', { name: 'Newest notifications' });
    expectEventLinks(list);

    await events.click(
      within(list).getByRole('link', { name: /^Your place on the waitlist of Open mic/ }),
    );
    expect(screen.queryByRole('list', { name: 'Newest notifications' })).toBeNull();
    await waitFor(() =>
      expect(
        api
          .apiCalls()
          .filter((call) => call.path === `/api/v1/notifications/${items[3]?._id}/read`),
      ).toHaveLength(1),
    );
  });
});
