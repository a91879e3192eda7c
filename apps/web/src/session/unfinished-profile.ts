/**
 * A member their university's sign-in just created has a profile to finish (college, birth date,
 * gender): the exchange of the sign-in code says so (`profile_finished: false`), and this
 * browser remembers it (local storage `unfinishedProfile`, the member's id) until the form is
 * sent, so a reload or another tab still shows Finish your profile.
 */
import { create } from 'zustand';
import { useSession } from './session-store';

export const UNFINISHED_PROFILE_KEY = 'unfinishedProfile';

const read = () => {
  try {
    return localStorage.getItem(UNFINISHED_PROFILE_KEY);
  } catch {
    return null;
  }
};

const write = (memberId: string | null) => {
  try {
    if (memberId) localStorage.setItem(UNFINISHED_PROFILE_KEY, memberId);
    else localStorage.removeItem(UNFINISHED_PROFILE_KEY);
  } catch {
    // Storage can be disabled; the flag then lasts for this page only.
  }
};

interface UnfinishedProfileState {
  /** The id of the member whose profile is unfinished, if it is the case. */
  memberId: string | null;
  mark: (memberId: string | null) => void;
}

export const useUnfinishedProfile = create<UnfinishedProfileState>()((set) => ({
  memberId: read(),
  mark: (memberId) => {
    write(memberId);
    set({ memberId });
  },
}));

/** Whether the signed-in member still has their profile to finish. */
export const useProfileUnfinished = () => {
  const user = useSession((state) => state.user);
  const memberId = useUnfinishedProfile((state) => state.memberId);
  return !!user && user.id === memberId;
};

// The flag belongs to one member: a sign-out forgets it.
useSession.subscribe((state, previous) => {
  if (previous.user && !state.user) useUnfinishedProfile.getState().mark(null);
});
