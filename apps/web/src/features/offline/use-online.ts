import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Whether the browser has a network connection. Its "offline" is certain (no network at all);
 * its "online" may still fail to reach the server, which the calls report themselves.
 */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    // A page the server rendered is hydrated as online, as it was drawn.
    () => true,
  );
