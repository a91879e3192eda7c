import type { SessionUser } from '@quad/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, StrictMode, type ProfilerOnRenderCallback } from 'react';
import { createMemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { connectApiClient } from '../app/setup';
import { useSession } from '../session/session-store';

export { makeSessionUser } from './factories';

interface RenderOptions {
  /** Signed in as this member (store and cookie) before the first render. */
  user?: SessionUser;
  /** Use Vitest's fake timers (for the redirect delays). */
  fakeTimers?: boolean;
  /** Told of every commit React makes of the app (to count what a change draws again). */
  onRender?: ProfilerOnRenderCallback;
}

/** The whole app, in StrictMode, at `path`, with a memory router. */
export const renderApp = (
  path: string,
  { user, fakeTimers = false, onRender }: RenderOptions = {},
) => {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  if (user) useSession.getState().dispatch({ type: 'LOGIN', payload: user });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  connectApiClient(router, queryClient);
  const app = <App router={router} queryClient={queryClient} />;
  const view = render(
    <StrictMode>
      {onRender ? (
        <Profiler id="app" onRender={onRender}>
          {app}
        </Profiler>
      ) : (
        app
      )}
    </StrictMode>,
  );
  const events = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  return { ...view, router, queryClient, events, path: () => router.state.location.pathname };
};

/**
 * The login page is on screen. Queried afresh on each try: a sign-out first shows it in place of
 * the page, then again on /login, so an element found early may be replaced.
 */
export const expectLoginPage = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument());
