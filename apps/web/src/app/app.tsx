import { i18n as appI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { RenderedPageContext, type RenderedPage } from '../session/rendered-page';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** Set for a page the server rendered: in its rendering, and in the browser's hydration. */
  renderedPage?: RenderedPage | undefined;
  /** The server's rendering: the page's language's own instance (the browser's is the global one). */
  i18n?: I18n | undefined;
  children: ReactNode;
}

/** What every screen reads from above, the same in the browser and in the server's rendering. */
export function AppProviders({ queryClient, renderedPage, i18n, children }: AppProvidersProps) {
  return (
    <RenderedPageContext value={renderedPage ?? null}>
      <I18nProvider i18n={i18n ?? appI18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </RenderedPageContext>
  );
}

interface AppProps {
  router: ComponentProps<typeof RouterProvider>['router'];
  queryClient: QueryClient;
  renderedPage?: RenderedPage | undefined;
}

export function App({ router, queryClient, renderedPage }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} renderedPage={renderedPage}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
