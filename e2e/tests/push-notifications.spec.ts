/**
 * Web Push in the browser: Settings › Notifications turns push on (the permission granted by the
 * test) and asks the browser to subscribe; Pause notifications by keyboard; a push delivered to
 * the real service worker (DevTools protocol, ServiceWorker.deliverPushMessage) shows a
 * notification, and its click handler takes the Quad window to its page. Axe in both themes.
 *
 * Headless Chromium subscribes through Google's push service, which this machine cannot reach:
 * the journey checks the flow up to the browser's answer (a subscription, or its refusal shown
 * plainly), then delivers the push itself.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { switchTheme } from '../support/theme';
import { expectSignedIn, logIn } from '../support/ui';

const exact = { exact: true } as const;

const notificationsRegion = (page: Page) =>
  page.getByRole('region', { name: 'Notifications', ...exact });

test('push notifications: turned on in Settings, a push shows and its click opens the page; the pause by keyboard', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await registerVerifiedByApi(request, newMember({ firstName: 'Ines' }));
  await context.grantPermissions(['notifications'], { origin: baseURL });

  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expectSignedIn(page);
  await page.goto('/settings');
  // The page is controlled by the service worker from here on.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const region = notificationsRegion(page);
  const pushSwitch = region.getByRole('switch', { name: 'Push notifications on this device' });

  await test.step('turning push on asks the browser to subscribe with the server key', async () => {
    await expect(pushSwitch).not.toBeChecked();
    await pushSwitch.focus();
    await page.keyboard.press('Space');
    // Either the browser's push service answered and the switch is on, or its refusal is said.
    await expect(
      region.getByRole('alert').or(region.getByRole('switch', { checked: true })),
    ).toBeVisible();
    const subscribed = await pushSwitch.isChecked();
    if (subscribed) {
      const answer = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.pushManager.getSubscription())?.endpoint ?? null;
      });
      expect(answer).toMatch(/^https:\/\//);
    } else {
      // Headless Chromium without Google's push service: the refusal is said plainly.
      await expect(region.getByRole('alert')).toHaveText(
        'This browser could not reach its push service, so push notifications could not be turned on. Check your connection and try again.',
      );
    }
  });

  await test.step('Pause notifications by keyboard: 8 hours, then Resume', async () => {
    const eightHours = region.getByRole('button', { name: '8 hours', ...exact });
    await eightHours.focus();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('status').filter({ hasText: 'Paused until' })).toBeVisible();
    const resume = region.getByRole('button', { name: 'Resume', ...exact });
    await expect(resume).toBeVisible();
    await resume.focus();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('button', { name: '1 hour', ...exact })).toBeVisible();
  });

  await test.step('axe on the Notifications settings in both themes', async () => {
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(page, theme);
      await expect(notificationsRegion(page)).toBeVisible();
      await expectAccessible(page, `Settings, notifications (${theme})`);
    }
  });

  await test.step('a push delivered to the service worker shows a notification', async () => {
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
        const own = updated.find((registration) => registration.scopeURL.startsWith(baseURL!));
        if (own && !own.isDeleted) resolve(own.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registrations;
    const payload = {
      kind: 'friend_request',
      title: 'Quad',
      body: 'Omar Farouk sent you a friend request',
      url: `${baseURL}/notifications`,
      tag: 'friend_request:omar',
      icon: `${baseURL}/default-avatar.svg`,
      badge: 1,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId,
      data: JSON.stringify(payload),
    });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          icon: notification.icon,
          url: (notification.data as { url?: string } | null)?.url,
        }));
      });
    await expect.poll(shown).toEqual([
      {
        title: 'Quad',
        body: payload.body,
        tag: payload.tag,
        icon: payload.icon,
        url: payload.url,
      },
    ]);
  });

  await test.step('its click takes the Quad window to the page it is about', async () => {
    const [worker] = context.serviceWorkers();
    expect(worker, 'the service worker').toBeTruthy();
    await worker!.evaluate(async () => {
      const scope = self as unknown as {
        registration: { getNotifications(): Promise<Notification[]> };
        quadNotificationClicked(notification: Notification): Promise<void>;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification shown');
      await scope.quadNotificationClicked(notification);
    });
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.tag),
        ),
      )
      .toEqual([]);
  });
});
