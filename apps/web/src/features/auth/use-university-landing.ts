/**
 * Where the university's answer lands (decision 16): the server sends the browser to
 * `/login?sso=complete` with a single-use sign-in code in an HttpOnly cookie, or to
 * `/login?sso=failed`. The page exchanges the code for the log-in answer, stores it as the log-in
 * form does and goes on to the page first asked for; the history entry is replaced either way, so
 * no marker stays in the address bar or the back button.
 */
import {
  UNIVERSITY_SIGN_IN_LANDING,
  UNIVERSITY_SIGN_IN_MARKERS,
  universitySignInText,
} from '@quad/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, completeUniversitySignIn } from '../../api';
import { adoptLanguageOnSignIn } from '../../i18n/use-language';
import { afterLoginPath } from '../../session/pending-activation';
import { toSessionUser, useSession } from '../../session/session-store';

/** What /login says after a university sign-in that did not complete (in the history state). */
interface LandingState {
  universitySignInFailed?: string;
}

/** Whether this address is the landing of a university sign-in that completed. */
export const isCompletedLanding = (search: string) =>
  new URLSearchParams(search).get('sso') === UNIVERSITY_SIGN_IN_MARKERS.complete;

/** A path of this site, never another origin (`//host`, `/\host`). */
const isLocalPath = (path: string) => /^\/(?![/\\])/.test(path);

export const useUniversityLanding = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useSession((state) => state.dispatch);
  const marker = new URLSearchParams(location.search).get('sso');
  const exchanging = isCompletedLanding(location.search);
  const failure = (location.state as LandingState | null)?.universitySignInFailed;
  // The code works once: StrictMode's second run of the effect must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    const fail = (message: string) =>
      void navigate(UNIVERSITY_SIGN_IN_LANDING, {
        replace: true,
        state: { universitySignInFailed: message } satisfies LandingState,
      });
    if (marker === UNIVERSITY_SIGN_IN_MARKERS.failed) {
      fail(universitySignInText.failed);
      return;
    }
    if (!exchanging || started.current) return;
    started.current = true;
    completeUniversitySignIn().then(
      async (answer) => {
        const asked = isLocalPath(answer.return_to) ? answer.return_to : '/';
        const target = asked === '/' ? afterLoginPath() : asked;
        await adoptLanguageOnSignIn(answer.language).catch(() => undefined);
        dispatch({ type: 'LOGIN', payload: toSessionUser(answer) });
        void navigate(target, { replace: true });
      },
      (error: unknown) => {
        // A suspended member reads the log-in form's own message; anything else, one sentence.
        fail(
          error instanceof ApiError && error.status === 403
            ? error.message
            : universitySignInText.failed,
        );
      },
    );
  }, [marker, exchanging, navigate, dispatch]);

  return { exchanging, failure };
};
