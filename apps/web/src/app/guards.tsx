import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoginPage } from '../features/auth';
import { afterLoginPath } from '../session/pending-activation';
import { useSessionUser } from '../session/session-store';

/** Logged-in routes: a visitor who is not signed in sees the login page instead. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  return user ? children : <LoginPage />;
}

/** /login: a signed-in member goes home (or on to a pending activation). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  return user ? <Navigate to={afterLoginPath()} replace /> : children;
}
