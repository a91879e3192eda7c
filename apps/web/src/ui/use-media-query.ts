/**
 * Whether the screen matches a media query, following its changes. A page the server drew is
 * hydrated as the server drew it, which knows no screen (no match), then takes the screen's
 * answer; a browser without matchMedia matches.
 */
import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => !canMatch() || window.matchMedia(query).matches,
    () => false,
  );
}
