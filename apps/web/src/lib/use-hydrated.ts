import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders and the browser hydrates, true from then on: what only the
 * browser knows (the reader's time zone, the address the app is seen at) waits for it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
