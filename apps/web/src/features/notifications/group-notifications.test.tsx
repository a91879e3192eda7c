import type { Notification } from '@quad/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeNotification, makeSummary } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const jane = makeSessionUser();
const maya = makeSummary('Maya', 'Haddad');
const chess = { _id: 'g1', slug: 'chess-club', name: 'Chess Club' };

const invitation = (): Notification =>
  makeNotification({ kind: 'group_invitation', actor: maya, post_id: null, group: chess });

const showNotifications = async (
  notifications: Notification[],
  handlers: Parameters<typeof stubApi>[0] = {},
) => {
  const api = stubApi({
    [route('getNotifications')]: () => json(200, notifications),
    [route('getNotificationCounts')]: () => json(200, { unread: notifications.length }),
    ...Object.fromEntries(
      notifications.map(({ _id }) => [
        route('markNotificationRead', `/notifications/${_id}/read`),
        () => json(200, { message: 'Read.' }),
      ]),
    ),
    ...handlers,
  });
  const { events } = renderApp('/notifications', { user: jane });
  const list = await screen.findByRole('list', { name: 'All notifications' });
  return { api, events, list };
};

describe('group notifications', () => {
  it('link to their group or post, the name starting with the sentence', async () => {
    const { list } = await showNotifications([
      makeNotification({
        kind: 'group_request_approved',
        actor: maya,
        post_id: null,
        group: chess,
      }),
      makeNotification({ kind: 'group_post', actor: maya, post_id: 'p1', group: chess }),
      makeNotification({
        kind: 'content_removed',
        actor: maya,
        post_id: null,
        group: chess,
        removed_kind: 'post',
        reason: 'No spam',
      }),
    ]);
    const [approved, posted, removed] = within(list).getAllByRole('link');
    expect(approved).toHaveTextContent('Your request to join Chess Club was approved');
    expect(approved).toHaveAccessibleName(
      'Your request to join Chess Club was approved, 2 minutes ago, unread',
    );
    expect(approved).toHaveAttribute('href', '/groups/chess-club');
    expect(posted).toHaveAccessibleName('Maya Haddad posted in Chess Club, 2 minutes ago, unread');
    expect(posted).toHaveAttribute('href', '/posts/p1');
    expect(removed).toHaveTextContent('A moderator of Chess Club removed your post: No spam');
    expect(removed).toHaveAttribute('href', '/groups/chess-club');
  });

  it("of a report name neither the reporter nor the author, and lead to the group's Reports", async () => {
    const { list } = await showNotifications([
      makeNotification({
        kind: 'group_report',
        actor: maya,
        post_id: 'p1',
        group: chess,
        reported_kind: 'comment',
      }),
    ]);
    const link = within(list).getByRole('link');
    expect(link).toHaveAccessibleName(
      'Someone reported a comment in Chess Club, 2 minutes ago, unread',
    );
    expect(link).toHaveAttribute('href', '/groups/chess-club/requests#group-reports');
    // Its author (the actor) is not shown as if they had reported it: neither name nor picture.
    expect(link).not.toHaveTextContent('Maya');
    expect(within(link).queryByRole('img')).toBeNull();
    expect(within(link).queryByText('Someone', { selector: 'strong' })).toBeNull();
  });

  it('answer an invitation with Accept, beside its link: joining the group, whose notice then goes', async () => {
    const invited = invitation();
    let answered = false;
    const { api, events, list } = await showNotifications([invited], {
      [route('getNotifications')]: () => json(200, answered ? [] : [invited]),
      [route('joinGroup', '/groups/chess-club/join')]: () => {
        answered = true;
        return json(200, { viewerState: 'member' });
      },
    });
    const link = within(list).getByRole('link');
    expect(link).toHaveAccessibleName(
      'Maya Haddad invited you to join Chess Club, 2 minutes ago, unread',
    );
    expect(link).toHaveAttribute('href', '/groups/chess-club');
    const accept = within(list).getByRole('button', { name: /^Accept/ });
    expect(link).not.toContainElement(accept);
    await events.click(accept);

    // The server deleted the answered invitation: its notice leaves, what was done stays.
    const status = await screen.findByText('You joined Chess Club');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveFocus();
    expect(await screen.findByText('No notifications yet')).toBeVisible();
    expect(status).toBeInTheDocument();
    const join = api.apiCalls().find((call) => call.path === '/api/v1/groups/chess-club/join');
    expect(join?.method).toBe('POST');
    expect(join?.body).toEqual({ answers: [] });
    expect(
      api.apiCalls().some((call) => call.path.endsWith(`/notifications/${invited._id}/read`)),
    ).toBe(false);
  });

  it('answer an invitation with Decline', async () => {
    const { api, events, list } = await showNotifications([invitation()], {
      [route('declineGroupInvitation', '/groups/chess-club/invitation')]: () =>
        json(200, { viewerState: 'none' }),
    });
    await events.click(within(list).getByRole('button', { name: /^Decline/ }));
    expect(await screen.findByText('You declined the invitation to Chess Club')).toHaveAttribute(
      'role',
      'status',
    );
    expect(
      api
        .apiCalls()
        .filter((call) => call.path === '/api/v1/groups/chess-club/invitation')
        .map((call) => call.method),
    ).toEqual(['DELETE']);
  });

  it('say why an answer failed', async () => {
    const { events, list } = await showNotifications([invitation()], {
      [route('joinGroup', '/groups/chess-club/join')]: () =>
        json(404, { message: 'This group does not exist.' }),
    });
    await events.click(within(list).getByRole('button', { name: /^Accept/ }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('This group does not exist.');
    expect(within(list).getByRole('button', { name: /^Accept/ })).toBeEnabled();
  });
});
