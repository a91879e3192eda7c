/**
 * Pushes delivered to a page's service worker as the browser's push service would deliver them
 * (DevTools protocol, ServiceWorker.deliverPushMessage). The registration is the one whose active
 * version controls this very page: a window of the same site in another browser context has a
 * registration of its own, which matching the scope alone could pick.
 */
import type { Page } from '@playwright/test';

export type DeliverPush = (data: Record<string, unknown>) => Promise<void>;

/** Once the page is controlled by its service worker (`navigator.serviceWorker.ready`). */
export const pushDeliveryTo = async (page: Page): Promise<DeliverPush> => {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const controlling = versions.find(
        (version) =>
          version.status === 'activated' &&
          version.controlledClients?.includes(targetInfo.targetId),
      );
      if (controlling) resolve(controlling.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const registration = await registrationId;
  return async (data) => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration,
      data: JSON.stringify(data),
    });
  };
};
