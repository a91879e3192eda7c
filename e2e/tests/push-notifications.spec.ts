/**
 * Web Push in the browser: Settings › Notifications turns push on (the permission granted by the
 * test) and asks the browser to subscribe; Pause notifications by keyboard; a push delivered to
 * the real service worker (DevTools protocol, ServiceWorker.deliverPushMessage) shows a
 * notification, and its click handler takes the Quad window to its page. Axe in both themes.
 *
 * Headless Chromium subscribes through Google's push service, which this machine cannot reach:
 * the journey checks the browser's answer (a subscription, or its refusal said plainly); then the
 * browser's push manager answers with a subscription of the push service inside the test
 * (apps/server/test/push-service.ts, which verifies the VAPID JWT and decrypts the payload), the
 * switch sends it to the server, and a friend request made by another member reaches that push
 * service from the server's queue. Its decrypted payload is what the journey delivers to the real
 * service worker.
 */
import { expect, test, type Page } from '@playwright/test';
import { startPushService, type TestPushService } from '../../apps/server/test/push-service';
import { callByApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { pushDeliveryTo } from '../support/service-worker-push';
import { switchTheme } from '../support/theme';
import { expectSignedIn, logIn } from '../support/ui';

const exact = { exact: true } as const;

const notificationsRegion = (page: Page) =>
  page.getByRole('region', { name: 'Notifications', ...exact });

let pushService: TestPushService;
test.beforeAll(async () => {
  pushService = await startPushService();
});
test.afterAll(async () => {
  await pushService?.close();
});

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

  let delivered: Record<string, unknown> = {};
  await test.step('the subscription reaches the server, and the server pushes through it', async () => {
    if (await pushSwitch.isChecked()) {
      await pushSwitch.focus();
      await page.keyboard.press('Space');
      await expect(pushSwitch).not.toBeChecked();
    }
    // The browser's push manager answers with a subscription of the test's push service.
    const subscription = pushService.subscription();
    await page.evaluate(async (json) => {
      const registration = await navigator.serviceWorker.ready;
      const standIn = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { applicationServerKey: null, userVisibleOnly: true },
        toJSON: () => json,
        unsubscribe: async () => true,
      };
      registration.pushManager.getSubscription = async () => null;
      registration.pushManager.subscribe = async () => standIn as unknown as PushSubscription;
    }, subscription.json);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/push/subscription') &&
        response.request().method() === 'POST',
    );
    await pushSwitch.focus();
    await page.keyboard.press('Space');
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const stored = (await answer.json()) as { endpoint: string; server_key: string };
    expect(stored).toMatchObject({
      endpoint: subscription.endpoint,
      server_key: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
    });
    await expect(pushSwitch).toBeChecked();
    await expect(region.getByRole('alert')).toHaveCount(0);

    const omar = await registerVerifiedByApi(
      request,
      newMember({ firstName: 'Omar', lastName: 'Farouk' }),
    );
    await callByApi(request, 'addFriend', { token: omar.token, params: { id: member.id } });
    const [push] = await pushService.waitFor(1);
    expect(pushService.rejected).toEqual([]);
    expect(push!.subscriptionId).toBe(subscription.id);
    expect(push!.serverKey).toBe(stored.server_key);
    expect(push!.urgency).toBe('normal');
    expect(push!.payload).toMatchObject({
      kind: 'friend_request',
      body: 'Omar Farouk sent you a friend request',
      url: `${baseURL}/profile/${omar.username}`,
      tag: `friend_request:${omar.id}`,
    });
    delivered = push!.payload;
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
    const deliver = await pushDeliveryTo(page);
    // A push about the page open and visible on screen is not shown; pushes are handled in order,
    // so once the next one shows, this one was passed over.
    await deliver({
      ...delivered,
      kind: 'message',
      title: 'Omar Farouk',
      body: 'Are you there?',
      url: page.url(),
      tag: 'conversation:open',
    });
    // The server's push, as the push service decrypted it.
    const payload = delivered as { body: string; tag: string; icon: string; url: string };
    expect(payload.icon).toMatch(/^http/);
    await deliver(delivered);
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
    const { pathname } = new URL(String(delivered.url));
    await expect(page).toHaveURL(new RegExp(`${pathname}$`));
    await expect(page.getByRole('heading', { name: /Omar Farouk/, level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.tag),
        ),
      )
      .toEqual([]);
  });
});
