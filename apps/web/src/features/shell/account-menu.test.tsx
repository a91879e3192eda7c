import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { NOTIFICATION_KINDS } from '@quad/contract';
import { describe, expect, it } from 'vitest';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeDeliverySettings } from '../../test/factories';
import { expectLoginPage, makeSessionUser, renderApp } from '../../test/render-app';

const ITEMS = [
  'See your profile',
  'Give feedback',
  'Settings & privacy',
  'Help & support',
  'Display',
  'Log out',
];

const openMenu = async (options: Parameters<typeof renderApp>[1] = {}) => {
  const { events, path } = renderApp('/', { user: makeSessionUser(), ...options });
  await events.click(await screen.findByRole('button', { name: 'Account menu' }));
  return { events, path };
};

describe('header', () => {
  it('has the logo, the middle icons, the profile link and the buttons', async () => {
    renderApp('/', { user: makeSessionUser() });
    const brand = await screen.findByRole('link', { name: 'Quad' });
    expect(brand).toHaveAttribute('href', '/');
    expect(within(brand).getByRole('img')).toHaveAttribute('alt', 'Quad');
    expect(screen.getByRole('link', { name: 'Home feed' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Friends' })).toHaveAttribute('href', '/friends');
    expect(screen.getByRole('link', { name: 'Jane' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    for (const name of ['Notifications', 'Account menu']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("takes a narrow copy of the member's uploaded picture, and the original for an older cookie", async () => {
    const picture = '/media/jane/profile_pictures/me.jpg';
    const picture_size = { width: 1000, height: 1000, widths: [320, 640] };
    const { unmount } = renderApp('/', { user: makeSessionUser({ picture, picture_size }) });
    const avatar = within(await screen.findByRole('link', { name: 'Jane' })).getByRole(
      'presentation',
    );
    expect(avatar).toHaveAttribute('src', picture);
    expect(avatar.getAttribute('srcset')).toContain(
      '/media/jane/profile_pictures/me-w320.jpg 320w',
    );
    expect(avatar).toHaveAttribute('sizes', '28px');
    unmount();

    // A cookie written before pictures' sizes were kept: the original picture, as before.
    renderApp('/', { user: makeSessionUser({ picture }) });
    const original = within(await screen.findByRole('link', { name: 'Jane' })).getByRole(
      'presentation',
    );
    expect(original).toHaveAttribute('src', picture);
    expect(original).not.toHaveAttribute('srcset');
  });
});

describe('account menu', () => {
  it('lists its items and moves between them with the arrow keys', async () => {
    const { events } = await openMenu();
    const menu = screen.getByRole('menu', { name: 'Account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(ITEMS);

    expect(items[0]).toHaveFocus();
    await events.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await events.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[5]).toHaveFocus();
    await events.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await events.keyboard('{End}');
    expect(items[5]).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { events } = await openMenu();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('opens the settings and help panels', async () => {
    const { events, path } = await openMenu();
    await events.click(screen.getByRole('menuitem', { name: 'Settings & privacy' }));
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Profile Settings' })).toBeInTheDocument();
    await events.keyboard('{ArrowLeft}');
    expect(screen.getByRole('menuitem', { name: 'Settings & privacy' })).toHaveFocus();

    await events.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Support Inbox' })).toBeInTheDocument();
    await events.click(screen.getByRole('menuitem', { name: 'Report a Problem' }));
    expect(path()).toBe('/support');
    expect(await screen.findByText(/run by a few students/)).toBeInTheDocument();
  });

  it('Settings leads to the settings page', async () => {
    stubApi({
      [route('getDeliverySettings')]: () => json(200, makeDeliverySettings()),
      [route('getNotificationPreferences')]: () =>
        json(200, Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true]))),
    });
    const { events, path } = await openMenu();
    await events.click(screen.getByRole('menuitem', { name: 'Settings & privacy' }));
    await events.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(path()).toBe('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('Reset Password leads to the reset wizard', async () => {
    const { events, path } = await openMenu();
    await events.click(screen.getByRole('menuitem', { name: 'Settings & privacy' }));
    await events.click(screen.getByRole('menuitem', { name: 'Reset Password' }));
    expect(path()).toBe('/reset');
    expect(await screen.findByRole('heading', { name: 'Find Your Account' })).toBeInTheDocument();
  });

  it('Log out ends the session on the server, clears the user cookie and goes to /login', async () => {
    const api = stubApi({ [route('logout')]: () => json(200, { message: 'You are logged out.' }) });
    const { events, path } = await openMenu();
    expect(Cookies.get('user')).toBeDefined();
    await events.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(path()).toBe('/login');
    await expectLoginPage();
    expect(Cookies.get('user')).toBeUndefined();
    const [logout] = api.apiCalls();
    expect(logout?.path).toBe('/api/v1/user/logout');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${makeSessionUser().token}`);
  });

  it('Log out signs out on this device even when the server cannot be reached', async () => {
    stubApi({
      [route('logout')]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { events, path } = await openMenu();
    await events.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(path()).toBe('/login');
    expect(Cookies.get('user')).toBeUndefined();
  });
});

describe('Display -> Dark Mode', () => {
  it('is dark by default and switches with the On and Off radios', async () => {
    expect(document.documentElement.dataset.theme).toBe('dark');
    const { events } = await openMenu();
    await events.click(screen.getByRole('menuitem', { name: 'Display' }));

    expect(screen.getByRole('heading', { name: 'Dark Mode' })).toBeInTheDocument();
    expect(screen.getByText(/reduce glare/)).toBeInTheDocument();
    const on = screen.getByRole('radio', { name: 'On' });
    const off = screen.getByRole('radio', { name: 'Off' });
    expect(on).toBeChecked();
    expect(on).toHaveFocus();

    await events.click(off);
    expect(off).toBeChecked();
    expect(Cookies.get('darkTheme')).toBe('false');
    expect(document.documentElement.dataset.theme).toBe('light');

    await events.click(on);
    expect(on).toBeChecked();
    expect(Cookies.get('darkTheme')).toBe('true');
    expect(document.documentElement.dataset.theme).toBe('dark');

    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('menuitem', { name: 'Display' })).toHaveFocus();

    await events.click(screen.getByRole('menuitem', { name: 'Display' }));
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Dark Mode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('follows the darkTheme cookie', async () => {
    Cookies.set('darkTheme', 'false', { path: '/' });
    const { readThemeCookie, useTheme } = await import('../../session/theme-store');
    useTheme.setState({ theme: readThemeCookie() });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Log In' });
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
