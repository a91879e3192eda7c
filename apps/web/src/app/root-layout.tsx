import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { OfflineGate } from '../features/offline';
import { lazyNamed } from '../lib/lazy-named';
import { useSessionUser } from '../session/session-store';
import { applyTheme, useTheme } from '../session/theme-store';

function ThemeSync() {
  const theme = useTheme((state) => state.theme);
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}

// Fetched once a member is signed in: a visitor's first screen loads none of it.
const LiveUpdates = lazyNamed(
  () => import('../features/live'),
  (m) => m.LiveUpdates,
);

function SignedInLiveUpdates() {
  const memberId = useSessionUser()?.id;
  if (!memberId) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates memberId={memberId} />
    </Suspense>
  );
}

export function RootLayout() {
  return (
    <>
      <ThemeSync />
      <SignedInLiveUpdates />
      <OfflineGate>
        {/* While a screen's code loads for the first time; later navigations keep the current
            screen on view until the next one is ready (the router's updates are transitions). */}
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </OfflineGate>
      <ScrollRestoration />
    </>
  );
}

/** Shown instead of a blank page if a screen fails to render. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.warn(error);
  return (
    <main style={{ padding: 32, textAlign: 'center' }}>
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p style={{ margin: '12px 0' }}>
        <Trans>Please reload the page or try again later.</Trans>
      </p>
      <Link to="/">
        <Trans>Go to the home page</Trans>
      </Link>
    </main>
  );
}
