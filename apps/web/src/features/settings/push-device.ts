/** What this browser can do about Web Push, and its subscription, apart from any screen. */

export type PushSupport =
  /** The browser can subscribe. */
  | 'supported'
  /** An iPhone or iPad: Web Push only reaches Quad added to the Home Screen and opened from it. */
  | 'ios-not-installed'
  /** No service worker or Push API here. */
  | 'unsupported';

const isAppleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

const isInstalled = () =>
  (navigator as Navigator & { standalone?: boolean }).standalone === true ||
  window.matchMedia?.('(display-mode: standalone)').matches === true;

export const pushSupport = (): PushSupport => {
  if (typeof window === 'undefined') return 'unsupported';
  if (isAppleMobile() && !isInstalled()) return 'ios-not-installed';
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return 'supported';
};

const bytesOf = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const sameKey = (key: ArrayBuffer | null, serverKey: Uint8Array) => {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return (
    bytes.length === serverKey.length && bytes.every((byte, index) => byte === serverKey[index])
  );
};

/**
 * This browser's subscription with Quad's server key: the one it has, or a new one (one made with
 * another key is ended first).
 */
export const subscribeBrowser = async (serverKey: string) => {
  const registration = await navigator.serviceWorker.ready;
  const key = bytesOf(serverKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
};

export const unsubscribeBrowser = async () => {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const existing = await registration?.pushManager.getSubscription();
  await existing?.unsubscribe();
};
