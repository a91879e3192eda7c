/**
 * Settings › Notifications › Push notifications on this device, against a browser whose
 * Notification, service worker and push manager the test plays: the permission is asked only when
 * the switch is turned on, a refusal is said plainly, an iPhone outside the Home Screen is told to
 * add Quad first, and the subscription the browser made goes to the server.
 */
import type { PushSubscriptionAnswer } from '@quad/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser } from '../../test/render-app';
import { renderComponent } from '../../test/render-component';
import { PushNotificationsSwitch } from './push-notifications-switch';

const SERVER_KEY = `B${'A'.repeat(86)}`;
const BROWSER_SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
};

const answer: PushSubscriptionAnswer = {
  id: '01a21f33-b950-7c54-af86-a75f011f084d',
  endpoint: BROWSER_SUBSCRIPTION.endpoint,
  alerts: {} as PushSubscriptionAnswer['alerts'],
  server_key: SERVER_KEY,
};

interface Browser {
  permission: NotificationPermission;
  /** What the browser answers when asked. */
  grants: NotificationPermission;
  userAgent?: string;
}

const playBrowser = ({ permission, grants, userAgent }: Browser) => {
  const requestPermission = vi.fn(async () => grants);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async () => ({
      endpoint: BROWSER_SUBSCRIPTION.endpoint,
      toJSON: () => BROWSER_SUBSCRIPTION,
    })),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  if (userAgent)
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
  return { requestPermission, pushManager };
};

const stubServer = () =>
  stubApi({
    [route('getPushSubscription')]: () => json(404, { message: 'No push subscription.' }),
    [route('getPushServerKey')]: () => json(200, { server_key: SERVER_KEY }),
    [route('createPushSubscription')]: () => json(200, answer),
  });

const open = () => renderComponent(<PushNotificationsSwitch />, { user: makeSessionUser() });

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
});

describe('Push notifications on this device', () => {
  it('asks the permission only when turned on, then sends the browser’s subscription', async () => {
    const browser = playBrowser({ permission: 'default', grants: 'granted' });
    const api = stubServer();
    const { events } = open();
    const toggle = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    toggle.focus();
    await events.keyboard(' ');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    const sent = api.apiCalls().filter((call) => call.method === 'POST');
    expect(sent.map((call) => call.body)).toEqual([
      {
        subscription: { endpoint: BROWSER_SUBSCRIPTION.endpoint, keys: BROWSER_SUBSCRIPTION.keys },
        data: { alerts: {} },
      },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says plainly that the browser blocks notifications, and subscribes to nothing', async () => {
    const browser = playBrowser({ permission: 'default', grants: 'denied' });
    const api = stubServer();
    const { events } = open();
    const toggle = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await events.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser blocks notifications from Quad. Allow them in the browser’s site settings, then turn this on again.',
    );
    expect(toggle).not.toBeChecked();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.apiCalls().filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says so at once when the browser already blocks them', async () => {
    playBrowser({ permission: 'denied', grants: 'denied' });
    stubServer();
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser blocks notifications from Quad.',
    );
  });

  it('on an iPhone not added to the Home Screen, says to add Quad first', async () => {
    const browser = playBrowser({
      permission: 'default',
      grants: 'granted',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    stubServer();
    open();
    expect(
      await screen.findByText(
        'To get notifications on this iPhone or iPad, add Quad to your Home Screen first: tap Share, then Add to Home Screen, and open Quad from there.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });
});
