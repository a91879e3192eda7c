import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient, forgetMemberData } from '../api';
import { useSession } from '../session/session-store';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/**
 * Gives the API client the session's token, and a way out: a 401 on an authenticated call means
 * the session is over, so the member is signed out and sent to /login.
 */
export const connectApiClient = (router: Navigator, queryClient: QueryClient) => {
  configureApiClient({
    getToken: () => useSession.getState().user?.token,
    onUnauthorized: () => {
      const { user, dispatch } = useSession.getState();
      if (!user) return;
      dispatch({ type: 'LOGOUT' });
      forgetMemberData(queryClient);
      void router.navigate('/login', { replace: true });
    },
  });
};
