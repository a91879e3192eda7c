/**
 * Whether the member has seen the current friend requests (local storage `userNotified`,
 * SPEC.md §3): opening the bell sets it, and it is cleared once no request is left, so the next
 * request lights the red dot again.
 */
import { create } from 'zustand';
import { useSession } from './session-store';

export const NOTIFIED_KEY = 'userNotified';

const readNotified = () => {
  try {
    return localStorage.getItem(NOTIFIED_KEY) === 'true';
  } catch {
    return false;
  }
};

const writeNotified = (notified: boolean) => {
  try {
    localStorage.setItem(NOTIFIED_KEY, String(notified));
  } catch {
    // Storage can be disabled; the dot then lasts for this page only.
  }
};

interface NotifiedState {
  /** Undefined until set here: the storage says (isNotified). */
  notified: boolean | undefined;
  setNotified: (notified: boolean) => void;
}

/**
 * Whether the member has seen the current friend requests. The storage is read only when asked
 * (the bell asks while there are requests), not as the app starts: a phone's first read of it is
 * slow, and most pages never need it.
 */
export const isNotified = () => useNotified.getState().notified ?? readNotified();

/** Reads the storage's answer into the store, if nothing has set it yet. */
export const loadNotified = () => {
  if (useNotified.getState().notified === undefined) {
    useNotified.setState({ notified: readNotified() });
  }
};

export const useNotified = create<NotifiedState>()((set) => ({
  notified: undefined,
  setNotified: (notified) => {
    if (isNotified() === notified && readNotified() === notified) return;
    writeNotified(notified);
    set({ notified });
  },
}));

// The flag belongs to one member's requests: a sign-out forgets it.
useSession.subscribe((state, previous) => {
  if (previous.user && !state.user) useNotified.getState().setNotified(false);
});
