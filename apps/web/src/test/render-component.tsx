import type { SessionUser } from '@quad/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { connectApiClient } from '../app/setup';
import { useSession } from '../session/session-store';

/**
 * One component, in StrictMode, with the app's query client and API client and a router whose
 * every path shows it: for a piece that another feature's screen will place (a group's posts).
 */
export const renderComponent = (ui: ReactNode, { user }: { user?: SessionUser } = {}) => {
  if (user) useSession.getState().dispatch({ type: 'LOGIN', payload: user });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  connectApiClient(router, queryClient);
  const view = render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  return { ...view, router, queryClient, events: userEvent.setup() };
};
