/**
 * An activation link opened while signed out: the token waits in this tab's session storage
 * until the member signs in, then the activation screen finishes the job.
 */
const KEY = 'pendingActivation';

export const savePendingActivation = (token: string) => {
  sessionStorage.setItem(KEY, token);
};

export const clearPendingActivation = () => {
  sessionStorage.removeItem(KEY);
};

/** Where a fresh sign-in should land: the pending activation, else home. */
export const afterLoginPath = () => {
  const token = sessionStorage.getItem(KEY);
  return token ? `/activate/${encodeURIComponent(token)}` : '/';
};
