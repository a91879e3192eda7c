/**
 * A member their university's sign-in created has a profile to finish (college, birth date,
 * gender). The server says so in every log-in answer, the university sign-in's exchange and the
 * password log-in alike (`profile_finished: false`), and the session keeps it (in the user
 * cookie) until the form is sent, so any browser the member signs in with, a reload or another
 * tab shows Finish your profile.
 */
import { useSessionState } from './session-store';

/** Whether the signed-in member still has their profile to finish, as the server said. */
export const useProfileUnfinished = () =>
  useSessionState((state) => state.user?.profile_finished === false);
