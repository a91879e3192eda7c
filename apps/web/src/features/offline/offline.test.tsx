import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const jane = makeSessionUser();

/** The browser's connection as navigator.onLine says, with the event a browser fires. */
const connection = (state: 'online' | 'offline', { announce = true } = {}) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(state === 'online');
  if (announce) act(() => void window.dispatchEvent(new Event(state)));
};

const offlineHeading = () => screen.queryByRole('heading', { level: 1, name: "You're offline" });

afterEach(() => {
  // Query's own view of the connection outlives the test's app.
  onlineManager.setOnline(true);
});

describe('opening the app without a connection', () => {
  it('shows the offline screen instead of the page, and asks the server nothing', async () => {
    connection('offline', { announce: false });
    const api = stubApi({});
    const { events } = renderApp('/', { user: jane });

    expect(offlineHeading()).toBeInTheDocument();
    expect(screen.getByText(/Check your Wi-Fi or mobile data/)).toBeInTheDocument();
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
    expect(document.title).toBe("You're offline");

    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Still offline. The app opens by itself once you are connected.',
    );
    expect(offlineHeading()).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('opens the page by itself once the connection is back', async () => {
    connection('offline', { announce: false });
    stubApi({ [route('getAllPosts')]: () => json(200, [makePost({ text: 'Hello again' })]) });
    renderApp('/', { user: jane });
    expect(offlineHeading()).toBeInTheDocument();

    connection('online');
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(offlineHeading()).not.toBeInTheDocument();
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
  });

  it('opens the page on Try again when the browser says it is connected', async () => {
    connection('offline', { announce: false });
    const { events } = renderApp('/login');
    expect(offlineHeading()).toBeInTheDocument();

    connection('online', { announce: false });
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(offlineHeading()).not.toBeInTheDocument();
  });
});

describe('losing the connection with the app open', () => {
  it('keeps the page and says so in a banner until the connection is back', async () => {
    stubApi({ [route('getAllPosts')]: () => json(200, [makePost({ text: 'Read offline' })]) });
    renderApp('/', { user: jane });
    const feed = await screen.findByRole('feed', { name: 'Posts' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    connection('offline');
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. What you see may be out of date; what you send goes out once you're back online.",
    );
    expect(within(feed).getByText('Read offline')).toBeInTheDocument();
    expect(offlineHeading()).not.toBeInTheDocument();

    connection('online');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(feed).getByText('Read offline')).toBeInTheDocument();
  });
});
