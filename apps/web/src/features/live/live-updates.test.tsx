import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { FakeEventSource } from './fake-event-source';

const jane = makeSessionUser();

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const ticketRoute = () => ({
  [route('createLiveTicket')]: () =>
    json(200, { ticket: `ticket-${FakeEventSource.opened.length}`, expiresAt: '' }),
});

/** The stream the app keeps open (StrictMode opens and closes one first). */
const openStream = async () => {
  await waitFor(() => expect(FakeEventSource.opened.some((each) => !each.closed)).toBe(true));
  const source = FakeEventSource.opened.find((each) => !each.closed)!;
  source.open();
  return source;
};

describe('live updates', () => {
  it('open one stream with a ticket, never the bearer token in the URL', async () => {
    const api = stubApi(ticketRoute());
    renderApp('/', { user: jane });
    const source = await openStream();
    expect(source.url).toMatch(/^\/api\/v1\/live\?ticket=ticket-\d$/);
    expect(source.url).not.toContain(jane.token);
    expect(api.calls.some((call) => call.path === '/api/v1/live/ticket')).toBe(true);
  });

  it('refetch the notifications on a notification, on counts, and after reconnecting', async () => {
    stubApi(ticketRoute());
    const { queryClient } = renderApp('/', { user: jane });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const source = await openStream();
    const refetchedNotifications = () =>
      invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === 'notifications')
        .length;

    source.emit({ type: 'notification', data: { kind: 'comment' } });
    source.emit({ type: 'counts', data: { unread: 1 } });
    expect(refetchedNotifications()).toBe(2);

    // A friend request also refreshes the friends data the bell's dot comes from.
    source.emit({ type: 'notification', data: { kind: 'friend_request' } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['friends'] });

    source.fail();
    await waitFor(() => expect(FakeEventSource.opened.at(-1)).not.toBe(source), {
      timeout: 3_000,
    });
    FakeEventSource.opened.at(-1)!.open();
    expect(refetchedNotifications()).toBe(4);
  });

  it("refresh the groups' Reports on a notification of a report", async () => {
    stubApi(ticketRoute());
    const { queryClient } = renderApp('/', { user: jane });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const source = await openStream();
    source.emit({ type: 'notification', data: { kind: 'comment' } });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['groups', 'reports'] });
    source.emit({ type: 'notification', data: { kind: 'group_report' } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['groups', 'reports'] });
  });

  it('read nothing again when the counts the stream opens with are those on screen', async () => {
    stubApi({
      ...ticketRoute(),
      [route('getNotificationCounts')]: () => json(200, { unread: 3 }),
    });
    const { queryClient } = renderApp('/notifications', { user: jane });
    await waitFor(() =>
      expect(queryClient.getQueryData(['notifications', 'counts'])).toEqual({ unread: 3 }),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const source = await openStream();
    source.emit({ type: 'counts', data: { unread: 3 } });
    expect(invalidate).not.toHaveBeenCalled();
    // Later counts mean something changed: the notifications are read again.
    source.emit({ type: 'counts', data: { unread: 3 } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });
  });

  it('offer "New posts" on the feed, and load them at the top on a click', async () => {
    let posts = [makePost({ text: 'Older post' })];
    stubApi({ ...ticketRoute(), [route('getAllPosts')]: () => json(200, posts) });
    const { events } = renderApp('/', { user: jane });
    const feed = await screen.findByRole('feed', { name: 'Posts' });
    expect(screen.queryByRole('button', { name: 'New posts' })).not.toBeInTheDocument();

    const source = await openStream();
    posts = [makePost({ text: 'Study group at six' }), ...posts];
    source.emit({ type: 'new_posts', data: { postId: posts[0]!._id, authorId: 'omar' } });
    const button = await screen.findByRole('button', { name: 'New posts' });
    // Nothing moved yet.
    expect(within(feed).queryByText('Study group at six')).not.toBeInTheDocument();
    expect(screen.getByText('New posts', { selector: '[aria-live="polite"] > button' })).toBe(
      button,
    );

    button.focus();
    await events.keyboard('{Enter}');
    expect(await within(feed).findByText('Study group at six')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New posts' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home feed' })).toHaveFocus();
  });

  it('do not offer a post the feed already shows', async () => {
    const shown = makePost({ text: 'Already here' });
    stubApi({ ...ticketRoute(), [route('getAllPosts')]: () => json(200, [shown]) });
    renderApp('/', { user: jane });
    expect(await screen.findByText('Already here')).toBeInTheDocument();
    const source = await openStream();
    source.emit({ type: 'new_posts', data: { postId: shown._id, authorId: 'omar' } });
    source.emit({ type: 'counts', data: { unread: 0 } });
    expect(screen.queryByRole('button', { name: 'New posts' })).not.toBeInTheDocument();
  });
});
