import type { SessionUser } from '@quad/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { adoptLanguageOnSignIn } from '../../i18n/use-language';
import { afterLoginPath } from '../../session/pending-activation';
import { toSessionUser, useSession } from '../../session/session-store';

/**
 * Loads the member's language, stores the session (store + cookie) and goes home, or back to a
 * pending activation.
 */
export const useSignIn = () => {
  const dispatch = useSession((state) => state.dispatch);
  const navigate = useNavigate();
  return useCallback(
    async (answer: SessionUser) => {
      const target = afterLoginPath();
      // The member's screens' words first; a catalog that cannot be fetched leaves them English.
      await adoptLanguageOnSignIn(answer.language).catch(() => undefined);
      dispatch({ type: 'LOGIN', payload: toSessionUser(answer) });
      void navigate(target, { replace: true });
    },
    [dispatch, navigate],
  );
};
