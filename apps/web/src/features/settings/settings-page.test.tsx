import { NOTIFICATION_KINDS, settingsText, type NotificationPreferences } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDeliverySettings } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { expectLoginPage, makeSessionUser, renderApp } from '../../test/render-app';

const allOn = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, true]),
) as NotificationPreferences;

const preferencesRoute = route('getNotificationPreferences');

const deliveryDefaults = makeDeliverySettings();

const openSettings = (
  handlers: Record<string, (call: StubCall) => Response | Promise<Response>>,
) => {
  const api = stubApi({
    [preferencesRoute]: () => json(200, allOn),
    [route('getDeliverySettings')]: () => json(200, deliveryDefaults),
    ...handlers,
  });
  const view = renderApp('/settings', { user: makeSessionUser() });
  return { api, ...view };
};

const region = (name: string) => screen.findByRole('region', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('settings page', () => {
  it('has a titled region for each setting', async () => {
    openSettings({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const name of [
      'Sign-in methods',
      'Change password',
      'Sessions',
      'Blocked members',
      'Notifications',
      'Calendar feed',
      'Download your information',
      'Delete your account',
    ]) {
      expect(await region(name)).toBeInTheDocument();
    }
    expect(document.title).toBe('Settings | Quad');
  });

  it('changes the password with the current one and says so', async () => {
    const { api, events } = openSettings({
      [route('updatePassword')]: () => json(200, { message: settingsText.passwordChanged }),
    });
    const section = await region('Change password');
    await events.type(within(section).getByLabelText('Current password'), 'old-password');
    await events.type(within(section).getByLabelText('New password'), 'new-password-1');
    await events.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(settingsText.passwordChanged),
    );
    const [call] = api.apiCalls().filter((each) => each.path.endsWith('/settings/password'));
    expect(call?.body).toEqual({
      current_password: 'old-password',
      new_password: 'new-password-1',
    });
    expect(within(section).getByLabelText('Current password')).toHaveValue('');
  });

  it('shows the server’s refusal of a wrong current password, and the rules of a new one', async () => {
    const { events } = openSettings({
      [route('updatePassword')]: () => json(400, { message: settingsText.wrongCurrentPassword }),
    });
    const section = await region('Change password');
    await events.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText(settingsText.currentPasswordRequired)).toBeVisible();
    await events.type(within(section).getByLabelText('Current password'), 'wrong');
    await events.type(within(section).getByLabelText('New password'), '123');
    await events.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(
      await within(section).findByText('Password must be at least 6 characters'),
    ).toBeVisible();
    await events.clear(within(section).getByLabelText('New password'));
    await events.type(within(section).getByLabelText('New password'), 'long-enough');
    await events.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      settingsText.wrongCurrentPassword,
    );
  });

  it('logs out of every session after a confirmation, and signs out here', async () => {
    const { api, events, path } = openSettings({
      [route('logoutEverywhere')]: () => json(200, { message: settingsText.loggedOutEverywhere }),
    });
    const section = await region('Sessions');
    await events.click(within(section).getByRole('button', { name: 'Log out of all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out of all sessions?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await events.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(path()).toBe('/login'));
    await expectLoginPage();
    expect(Cookies.get('user')).toBeUndefined();
    expect(api.apiCalls().map((call) => call.path)).toContain('/api/v1/settings/logout-all');
  });

  it('shows the bell’s checkbox per chosen kind of notification and saves a change', async () => {
    const { api, events } = openSettings({
      [route('updateNotificationPreferences')]: (call) => json(200, call.body),
    });
    const section = await region('Notifications');
    const labels = [
      'Friend requests',
      'Accepted requests',
      'New followers',
      'Reactions to your posts',
      'Comments on your posts',
      'Comments on posts you commented on',
    ];
    for (const label of labels) {
      expect(
        await within(section).findByRole('checkbox', { name: `In Quad: ${label}` }),
      ).toBeChecked();
    }
    const followers = within(section).getByRole('checkbox', { name: 'In Quad: New followers' });
    await events.click(followers);
    expect(followers).not.toBeChecked();
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('status')
          .map((status) => status.textContent),
      ).toContain('Saved.'),
    );
    const [saved] = api.apiCalls().filter((call) => call.method === 'PUT');
    expect(saved?.body).toEqual({ ...allOn, new_follower: false });
  });

  it('says which event notifications always come, and saves the reminders for Interested', async () => {
    const { api, events } = openSettings({
      [route('updateEventPreferences')]: (call) => json(200, call.body),
    });
    const section = await region('Notifications');
    const group = await within(section).findByRole('group', { name: 'Events:' });
    expect(group).toHaveTextContent(
      'Events always notify you of invitations, of changes of time or place and cancellations of events you answered, of a seat from the waitlist, and 24 hours and 1 hour before events you are Going to.',
    );
    const interested = within(group).getByRole('checkbox', {
      name: 'Reminders also for events you are Interested in',
    });
    expect(interested).toBeChecked();
    await events.click(interested);
    expect(interested).not.toBeChecked();
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('status')
          .map((status) => status.textContent),
      ).toContain('Saved.'),
    );
    const saved = api.apiCalls().filter((call) => call.path === '/api/v1/settings/events');
    expect(saved.map((call) => [call.method, call.body])).toEqual([
      ['PUT', { remind_interested: false }],
    ]);
  });

  it('downloads the information as a file, with the token in a header only', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    const { api, events } = openSettings({
      [route('downloadMyData')]: () =>
        new Response(zip, {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="quad-jane-2026-11-23.zip"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:zip');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const section = await region('Download your information');
    await events.click(within(section).getByRole('button', { name: 'Download your information' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('quad-jane-2026-11-23.zip'),
    );
    expect(clicked[0]?.download).toBe('quad-jane-2026-11-23.zip');
    expect(clicked[0]?.href).toBe('blob:zip');
    const [call] = api.apiCalls().filter((each) => each.path.endsWith('/settings/data'));
    expect(call?.headers.get('authorization')).toBe(`Bearer ${makeSessionUser().token}`);
    expect(call?.query.toString()).toBe('');
  });

  it('deletes the account with the password, then signs out', async () => {
    const { api, events, path } = openSettings({
      [route('deleteAccount')]: (call) =>
        (call.body as { password: string }).password === 'right-password'
          ? json(200, { message: settingsText.accountDeleted })
          : json(400, { message: settingsText.wrongPassword }),
    });
    const section = await region('Delete your account');
    await events.click(within(section).getByRole('button', { name: 'Delete your account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(/posts and photos, comments, reactions/);
    await events.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(within(dialog).getByText('Type your password to delete your account.')).toBeVisible();
    await events.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await events.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(settingsText.wrongPassword);
    await events.clear(within(dialog).getByLabelText('Your password'));
    await events.type(within(dialog).getByLabelText('Your password'), 'right-password{Enter}');
    await waitFor(() => expect(path()).toBe('/login'));
    await expectLoginPage();
    expect(Cookies.get('user')).toBeUndefined();
    expect(
      api.apiCalls().filter((call) => call.path.endsWith('/settings/delete-account')),
    ).toHaveLength(2);
  });
});
