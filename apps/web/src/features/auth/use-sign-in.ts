import type { SessionUser } from '@quad/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { adoptLanguageOnSignIn } from '../../i18n/use-language';
import { afterLoginPath } from '../../session/pending-activation';
import { toSessionUser, useSession } from '../../session/session-store';

/** Stores the session (store + cookie) and goes home, or back to a pending activation. */
export const useSignIn = () => {
  const dispatch = useSession((state) => state.dispatch);
  const navigate = useNavigate();
  return useCallback(
    (answer: SessionUser) => {
      const target = afterLoginPath();
      dispatch({ type: 'LOGIN', payload: toSessionUser(answer) });
      // Not awaited: the language is saved or shown while the home opens.
      void adoptLanguageOnSignIn(answer.language).catch(() => undefined);
      void navigate(target, { replace: true });
    },
    [dispatch, navigate],
  );
};
