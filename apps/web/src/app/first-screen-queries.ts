/**
 * The screens the server renders for a member, each with the queries of its first page of data:
 * the server reads them before it renders the screen (entry-server.tsx), under the keys the
 * screens' own hooks use, so the browser hydrates with them and asks for none of them again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { communityQuery, feedQuery } from '../api';

interface FirstScreen {
  path: string;
  prefetch: (queryClient: QueryClient, params: Params) => Promise<unknown>[];
}

/** A read that fails is left to the browser, which asks again: the server does not wait to retry. */
const once = { retry: false } as const;

const FIRST_SCREENS: FirstScreen[] = [
  { path: '/', prefetch: (client) => [client.prefetchInfiniteQuery({ ...feedQuery, ...once })] },
];

const firstScreenOf = (pathname: string) => {
  for (const screen of FIRST_SCREENS) {
    const match = matchPath(screen.path, pathname);
    if (match) return { screen, params: match.params };
  }
  return undefined;
};

export const rendersPath = (pathname: string) => firstScreenOf(pathname) !== undefined;

/** Reads the queries of the screen at `pathname`, and the community's, into `queryClient`. */
export const prefetchFirstScreen = async (queryClient: QueryClient, pathname: string) => {
  const found = firstScreenOf(pathname);
  await Promise.all([
    queryClient.prefetchQuery({ ...communityQuery, ...once }),
    ...(found ? found.screen.prefetch(queryClient, found.params) : []),
  ]);
};
