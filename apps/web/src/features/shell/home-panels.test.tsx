import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { friendsInfos, makeMembers, ownProfile } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { fullName } from '../../lib/full-name';

const user = makeSessionUser();

/** A screen `width` CSS pixels wide: matchMedia answers its min-width queries and tells of a resize. */
const screenOf = (initialWidth: number) => {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const matchMedia = (query: string) => ({
    media: query,
    get matches() {
      return width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    resize: (next: number) => {
      width = next;
      for (const listener of listeners) listener();
    },
  };
};

describe('left menu on a phone', () => {
  it("reads nothing while hidden, and the member's handles once the screen shows it", async () => {
    const phone = screenOf(412);
    const api = stubApi({
      [route('getProfile', '/user/getProfile/janedoe')]: () =>
        json(200, ownProfile(user, { details: { github: 'jane-doe' } })),
    });
    renderApp('/', { user });
    expect(
      await screen.findByText('No posts yet: add friends or share something'),
    ).toBeInTheDocument();
    const paths = () => api.apiCalls().map((call) => call.path);
    expect(paths()).toEqual([]);

    act(() => phone.resize(1280));
    const menu = within(screen.getByRole('navigation', { name: 'Shortcuts' }));
    await waitFor(() =>
      expect(menu.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
        'href',
        'https://github.com/jane-doe',
      ),
    );
    expect(paths()).toEqual(['/api/v1/user/getProfile/janedoe']);
  });
});

describe('right panel', () => {
  it('reads neither friends nor Trending on campus while a phone hides it, both once shown', async () => {
    const phone = screenOf(412);
    const [friend] = makeMembers(1);
    const api = stubApi({
      [route('getFriendsPageInfos')]: () => json(200, friendsInfos({ friends: [friend!] })),
      [route('getTrendingHashtags')]: () => json(200, [{ tag: 'finals', members: 3 }]),
    });
    renderApp('/', { user });
    expect(
      await screen.findByText('No posts yet: add friends or share something'),
    ).toBeInTheDocument();
    const paths = () => api.apiCalls().map((call) => call.path);
    // The bell knows of requests from the counts: nothing on a phone's home reads the friends.
    expect(paths()).toEqual([]);
    const hidden = within(screen.getByRole('complementary', { name: 'CCU Friends' }));
    expect(hidden.queryByRole('link', { name: fullName(friend!) })).not.toBeInTheDocument();

    act(() => phone.resize(1280));
    const panel = within(await screen.findByRole('complementary', { name: 'CCU Friends' }));
    expect(await panel.findByRole('link', { name: fullName(friend!) })).toHaveAttribute(
      'href',
      `/profile/${friend!.username}`,
    );
    expect(
      await screen.findByRole('complementary', { name: 'Trending on campus' }),
    ).toHaveTextContent('#finals');
    expect(paths()).toContain('/api/v1/hashtags/trending');
    expect(paths()).toContain('/api/v1/user/getFriendsPageInfos');
  });

  it('lists up to 10 friends, each linking to their profile, and a link to /friends', async () => {
    const friends = makeMembers(14);
    stubApi({ [route('getFriendsPageInfos')]: () => json(200, friendsInfos({ friends })) });
    renderApp('/', { user });
    const panel = within(await screen.findByRole('complementary', { name: 'CCU Friends' }));
    const list = await panel.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(10);
    const hrefs = friends.map((friend) => `/profile/${friend.username}`);
    for (const link of links) expect(hrefs).toContain(link.getAttribute('href'));
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(10);
    expect(panel.getByRole('link', { name: 'See all friends' })).toHaveAttribute(
      'href',
      '/friends',
    );
  });

  it('says how friends appear when there are none yet', async () => {
    renderApp('/', { user });
    const panel = within(await screen.findByRole('complementary', { name: 'CCU Friends' }));
    expect(await panel.findByText('Your friends show here once you connect.')).toBeInTheDocument();
  });
});

describe('left menu shortcuts', () => {
  it("use the member's own handles and fall back to the site home", async () => {
    stubApi({
      [route('getProfile', '/user/getProfile/janedoe')]: () =>
        json(200, ownProfile(user, { details: { github: 'jane-doe', linkedin: 'jane-doe-1' } })),
    });
    renderApp('/', { user });
    const menu = within(await screen.findByRole('navigation', { name: 'Shortcuts' }));
    await waitFor(() =>
      expect(menu.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
        'href',
        'https://github.com/jane-doe',
      ),
    );
    expect(menu.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(menu.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/jane-doe-1',
    );
    expect(menu.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', '/');
    expect(menu.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/',
    );
    expect(menu.getByRole('link', { name: 'Edit shortcuts' })).toHaveAttribute('href', '/profile');
  });
});

describe('header icons', () => {
  it('highlight the friends icon on the friends pages', async () => {
    renderApp('/friends/suggestions', { user });
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Friends' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home feed' })).not.toHaveAttribute('aria-current');
  });
});
