import { useEffect } from 'react';
import { Link, Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { applyTheme, useTheme } from '../session/theme-store';

function ThemeSync() {
  const theme = useTheme((state) => state.theme);
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <ThemeSync />
      <Outlet />
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
      <h1>Something went wrong</h1>
      <p style={{ margin: '12px 0' }}>Please reload the page or try again later.</p>
      <Link to="/">Go to the home page</Link>
    </main>
  );
}
