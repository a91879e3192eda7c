/**
 * The web app's server entry (`vite build --ssr`, into dist/ssr/): renders a member's first screen
 * for the server (apps/server/src/server-rendering/), with its first page of data read in the
 * server's process and handed to the browser, which hydrates with it (main.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import {
  type FirstScreenRequest,
  type ReadAnswer,
  type RenderedFirstScreen,
  type ServerEntry,
} from '@quad/contract';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ApiError, configureApiClient, createQueryClient } from './api';
import { AppProviders } from './app/app';
import {
  prefetchFirstScreen,
  rendersPath,
  screenModuleOf,
  screenModules,
} from './app/first-screen-queries';
import { scriptSafeJson, type FirstScreenData } from './app/first-screen';
import { routes } from './app/routes';
import { CATALOG_TIERS, catalogModuleId } from './i18n/catalog-names';
import { isAppLanguage } from './i18n/languages';
import { i18nFor } from './i18n/server-catalogs';
import { newPageLoadSeed } from './lib/stable-shuffle';

/** The reader of the request being prefetched: the API client is one for the whole process. */
const readers = new AsyncLocalStorage<ReadAnswer>();

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : 'The answer could not be read.';

configureApiClient({
  transport: async (name, options) => {
    const read = readers.getStore();
    if (!read) throw new ApiError(0, 'Only a first screen reads answers on the server.');
    try {
      return await read(name, options);
    } catch (error) {
      const status =
        error && typeof error === 'object' && 'statusCode' in error
          ? Number(error.statusCode)
          : 500;
      throw new ApiError(status, messageOf(error));
    }
  },
});

const handler = createStaticHandler(routes);

const renderFirstScreen = async ({
  url,
  user,
  language,
  readAnswer,
}: FirstScreenRequest): Promise<RenderedFirstScreen> => {
  const i18n = i18nFor(isAppLanguage(language) ? language : 'en');
  const request = new Request(new URL(url, 'http://localhost'));
  const queryClient = createQueryClient();
  await readers.run(readAnswer, () =>
    prefetchFirstScreen(queryClient, new URL(request.url).pathname, user),
  );
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error('The app has no loaders that answer.');
  const router = createStaticRouter(handler.dataRoutes, context);
  const data: FirstScreenData = {
    state: dehydrate(queryClient),
    page: { now: Date.now(), seed: newPageLoadSeed(), language },
  };

  const html = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StrictMode>
        <AppProviders queryClient={queryClient} renderedPage={{ ...data.page, user }} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      {
        // The whole screen at once, every boundary in its place: one streamed after the rest,
        // or written apart for its size, would need an inline script to put it there, which the
        // CSP refuses and a browser without JavaScript never runs. The page's head has gone out
        // before the reads (see the server).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => {
          stream.pipe(html);
          resolve();
        },
        onShellError: reject,
        onError: (error) => {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
  });
  queryClient.clear();
  return { html, data: scriptSafeJson(data) };
};

export const serverEntry: ServerEntry = {
  rendersPath,
  renderFirstScreen,
  screenModules,
  screenModuleOf,
  catalogModulesOf: (language) => CATALOG_TIERS.map((tier) => catalogModuleId(language, tier)),
};
