import { Suspense, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isCompletedLanding, LoginPage } from '../features/auth';
import { lazyNamed } from '../lib/lazy-named';
import { afterLoginPath } from '../session/pending-activation';
import { useSessionUser } from '../session/session-store';
import { useProfileUnfinished } from '../session/unfinished-profile';

const FinishProfilePage = lazyNamed(
  () => import('../features/auth/finish-profile-page'),
  (m) => m.FinishProfilePage,
);

/**
 * Logged-in routes: a visitor who is not signed in sees the login page instead, and a member
 * their university's sign-in just created sees Finish your profile until they have sent it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const unfinished = useProfileUnfinished();
  if (!user) return <LoginPage />;
  if (unfinished) {
    return (
      <Suspense>
        <FinishProfilePage />
      </Suspense>
    );
  }
  return children;
}

/**
 * /login: a signed-in member goes home (or on to a pending activation). A university sign-in
 * that completes here goes on by itself, to the page the member first asked for.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { search } = useLocation();
  const [signedInOnArrival] = useState(!!user);
  if (!user) return children;
  if (!signedInOnArrival && isCompletedLanding(search)) return null;
  return <Navigate to={afterLoginPath()} replace />;
}
