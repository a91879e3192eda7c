import {
  messages,
  NOTIFICATION_KINDS,
  universitySignInText,
  type NotificationPreferences,
  type SignInMethods,
} from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeDeliverySettings } from '../../test/factories';
import { makeSessionUser, renderApp } from '../../test/render-app';

const allOn = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, true]),
) as NotificationPreferences;

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();

const coastal = (overrides: Partial<SignInMethods['identities'][number]> = {}) => ({
  id: 'identity-1',
  provider: 'oidc' as const,
  displayName: 'Coastal Login',
  email: 'jane@coastal.edu',
  created_at: '2026-09-01T10:00:00.000Z',
  last_used_at: twoHoursAgo(),
  ...overrides,
});

const openSettings = (
  methods: SignInMethods,
  handlers: Record<string, (call: StubCall) => Response | Promise<Response>> = {},
) => {
  const api = stubApi({
    [route('getDeliverySettings')]: () => json(200, makeDeliverySettings()),
    [route('getNotificationPreferences')]: () => json(200, allOn),
    [route('getSignInMethods')]: () => json(200, methods),
    ...handlers,
  });
  return { api, ...renderApp('/settings', { user: makeSessionUser() }) };
};

const section = () => screen.findByRole('region', { name: 'Sign-in methods' });

describe('Settings, Sign-in methods', () => {
  it('lists the linked university account with when it was last used, and unlinks it', async () => {
    const { api, events } = openSettings(
      { has_password: true, identities: [coastal()], affiliation: null },
      {
        [route('unlinkSignInMethod', '/settings/sign-in-methods/identity-1')]: () =>
          json(200, { has_password: true, identities: [], affiliation: null }),
      },
    );
    const region = await section();
    const account = await within(region).findByRole('listitem');
    expect(account).toHaveTextContent('Coastal Login');
    expect(account).toHaveTextContent('jane@coastal.edu');
    expect(account).toHaveTextContent('Last used 2 hours ago');
    // A member with a password changes it in its own section.
    expect(await screen.findByRole('region', { name: 'Change password' })).toBeInTheDocument();

    const unlink = within(account).getByRole('button', { name: 'Unlink Coastal Login' });
    expect(unlink).toBeEnabled();
    await events.click(unlink);
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Coastal Login?' });
    await events.click(within(dialog).getByRole('button', { name: 'Unlink' }));

    expect(
      await within(region).findByText('No university account is linked to yours.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = api
      .apiCalls()
      .filter((each) => each.path === '/api/v1/settings/sign-in-methods/identity-1');
    expect(call?.method).toBe('DELETE');
  });

  it('never unlinks the last way in, and sets a first password for a member who has none', async () => {
    const { api, events } = openSettings(
      { has_password: false, identities: [coastal()], affiliation: null },
      {
        [route('setPassword')]: () =>
          json(200, { has_password: true, identities: [coastal()], affiliation: null }),
      },
    );
    const region = await section();
    const unlink = await within(region).findByRole('button', { name: 'Unlink Coastal Login' });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAccessibleDescription(universitySignInText.lastWayIn);
    // Nothing to change yet: no Change password section.
    expect(screen.queryByRole('region', { name: 'Change password' })).not.toBeInTheDocument();

    const form = within(region).getByRole('form', { name: 'Set a password' });
    await events.type(within(form).getByLabelText('New password'), '123');
    await events.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(await within(form).findByText(messages.signup.passwordTooShort)).toBeVisible();
    expect(api.apiCalls().some((call) => call.path.endsWith('/password'))).toBe(false);

    await events.clear(within(form).getByLabelText('New password'));
    await events.type(within(form).getByLabelText('New password'), 'a-good-password');
    await events.click(within(form).getByRole('button', { name: 'Set password' }));

    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Unlink Coastal Login' })).toBeEnabled(),
    );
    const [call] = api
      .apiCalls()
      .filter((each) => each.path === '/api/v1/settings/sign-in-methods/password');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ new_password: 'a-good-password' });
    expect(await screen.findByRole('region', { name: 'Change password' })).toBeInTheDocument();
  });

  it('shows or hides the affiliation badge on the profile', async () => {
    const { api, events } = openSettings(
      {
        has_password: true,
        identities: [coastal()],
        affiliation: { value: 'Student', shown: true },
      },
      {
        [route('setAffiliationBadge')]: () =>
          json(200, {
            has_password: true,
            identities: [coastal()],
            affiliation: { value: 'Student', shown: false },
          }),
      },
    );
    const region = await section();
    const badge = await within(region).findByRole('checkbox', {
      name: 'Show my affiliation badge (Student) on my profile',
    });
    expect(badge).toBeChecked();
    await events.click(badge);
    expect(await within(region).findByText(universitySignInText.badgeHidden)).toBeVisible();
    expect(badge).not.toBeChecked();
    const [call] = api.apiCalls().filter((each) => each.path.endsWith('/affiliation-badge'));
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({ shown: false });
  });
});
