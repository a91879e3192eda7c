/*
 * Quad's Web Push handlers, imported by the service worker (sw.js, app-shell.config.ts). A push
 * carries { title, body, url, tag, icon, kind, badge } (the server's modules/push): it is shown
 * as a notification, one per conversation or post (`tag`, replacing the one shown), unless a Quad
 * window is open and visible on screen on that very page; a click focuses a Quad window on `url`, or
 * opens one. The app's icon shows the unread count where the platform has the Badging API.
 */

const samePage = (one, other) => {
  try {
    const a = new URL(one);
    const b = new URL(other);
    return a.origin === b.origin && a.pathname === b.pathname;
  } catch {
    return false;
  }
};

const setBadge = async (count) => {
  if (typeof count !== 'number' || !('setAppBadge' in self.navigator)) return;
  try {
    if (count > 0) await self.navigator.setAppBadge(count);
    else await self.navigator.clearAppBadge();
  } catch {
    // The platform refused: the badge is a nicety.
  }
};

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: 'Quad', body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    (async () => {
      await setBadge(data.badge);
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A window showing that very page on screen (focused or not) has it in view already.
      const watching = windows.some(
        (client) => client.visibilityState === 'visible' && samePage(client.url, data.url),
      );
      if (watching) return;
      await self.registration.showNotification(data.title || 'Quad', {
        body: data.body || '',
        icon: data.icon || '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: data.tag,
        renotify: Boolean(data.tag),
        data: { url: data.url || '/' },
      });
    })(),
  );
});

/**
 * A click on a notification: a Quad window is focused (where the platform lets it) and taken to
 * the notification's page, or a new one opens there. Kept on `self` so the browser journey can
 * run it on the notification shown (headless Chromium has no notification to click).
 */
self.quadNotificationClicked = async (notification) => {
  notification.close();
  const url = (notification.data && notification.data.url) || '/';
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!own) {
    await self.clients.openWindow(url);
    return;
  }
  // Focusing needs the click's user activation; without it the window is still taken there.
  await own.focus().catch(() => undefined);
  await own.navigate(url);
};

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(self.quadNotificationClicked(event.notification));
});
