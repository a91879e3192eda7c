/**
 * The screens the server renders for a member, each with the queries of its first page of data:
 * the server reads them before it renders the screen (entry-server.tsx), under the keys the
 * screens' own hooks use, so the browser hydrates with them and asks for none of them again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@quad/contract';
import { matchRoutes, type Params } from 'react-router';
import {
  communityQuery,
  conversationsQuery,
  eventGuestsQuery,
  eventQuery,
  feedQuery,
  friendsPageInfosQuery,
  groupBansQuery,
  groupEventsQuery,
  groupLogQuery,
  groupMembersQuery,
  groupPostsQuery,
  groupQuery,
  groupReportsQuery,
  groupRequestsQuery,
  messageCountsQuery,
  notificationCountsQuery,
  notificationPagesQuery,
  pendingGroupPostsQuery,
  pinnedGroupPostsQuery,
  postQuery,
  profileQuery,
  savedPostsQuery,
  trendingHashtagsQuery,
} from '../api';
import { friendSectionOf } from '../features/friends';
import { shownGroupTab } from '../features/groups';
import { routes } from './routes';

interface FirstScreen {
  path: string;
  /** The lazily loaded module that draws it (app/routes.tsx), as the build's manifest names it. */
  module: string;
  /**
   * Whether the route's params name a screen the server draws; by default they all do. Those that
   * do not are left to the browser, as before (a Navigate is no screen to draw).
   */
  draws?: (params: Params) => boolean;
  prefetch: (queryClient: QueryClient, params: Params, user: SessionUser) => Promise<unknown>;
}

/** A read that fails is left to the browser, which asks again: the server does not wait to retry. */
const once = { retry: false } as const;

/** The answer of a read, or undefined if it failed (the browser asks again). */
const fetched = <T>(read: Promise<T>) => read.catch(() => undefined);

/**
 * The tab of a group's page the viewer is shown (features/groups: Posts for an unknown tab or one
 * the viewer does not have), with the data it reads on its first screen. Only what that tab shows
 * this viewer is read: content for those who may see it, Requests and Settings for those who run
 * the group (shownGroupTab gives anyone else the Posts tab).
 */
const prefetchGroupTab = async (client: QueryClient, slug: string, tab: string | undefined) => {
  const group = await fetched(client.fetchQuery({ ...groupQuery(slug), ...once }));
  if (!group) return;
  const reads: Promise<unknown>[] = [];
  switch (shownGroupTab(group, tab)) {
    case 'posts':
      if (group.canSeeContent) {
        reads.push(
          client.prefetchQuery({ ...pinnedGroupPostsQuery(slug), ...once }),
          client.prefetchQuery({ ...pendingGroupPostsQuery(slug), ...once }),
          client.prefetchInfiniteQuery({ ...groupPostsQuery(slug), ...once }),
        );
      }
      break;
    case 'members':
      if (group.canSeeContent) {
        reads.push(client.prefetchInfiniteQuery({ ...groupMembersQuery(slug), ...once }));
      }
      break;
    case 'events':
      // The tab lists the group's events each viewer may see (none of a private group's for
      // someone outside it), as the API answers them.
      reads.push(client.prefetchInfiniteQuery({ ...groupEventsQuery(slug), ...once }));
      break;
    case 'requests':
      reads.push(
        client.prefetchInfiniteQuery({ ...groupRequestsQuery(slug), ...once }),
        client.prefetchQuery({ ...pendingGroupPostsQuery(slug), ...once }),
        client.prefetchInfiniteQuery({ ...groupReportsQuery(slug), ...once }),
      );
      break;
    case 'settings':
      reads.push(
        client.prefetchInfiniteQuery({ ...groupBansQuery(slug), ...once }),
        client.prefetchInfiniteQuery({ ...groupLogQuery(slug), ...once }),
      );
      break;
    case 'about':
      // The group's own answer is all it shows.
      break;
  }
  await Promise.all(reads);
};

const FIRST_SCREENS: FirstScreen[] = [
  {
    path: '/',
    module: 'src/features/feed/index.ts',
    // With Trending on campus, beside the feed.
    prefetch: (client) =>
      Promise.all([
        client.prefetchInfiniteQuery({ ...feedQuery, ...once }),
        client.prefetchQuery({ ...trendingHashtagsQuery, ...once }),
      ]),
  },
  {
    path: '/profile',
    module: 'src/features/profile/index.ts',
    prefetch: (client, _params, user) =>
      client.prefetchQuery({ ...profileQuery(user.username), ...once }),
  },
  {
    path: '/profile/:username',
    module: 'src/features/profile/index.ts',
    prefetch: (client, { username = '' }) =>
      client.prefetchQuery({ ...profileQuery(username), ...once }),
  },
  {
    path: '/posts/:postId',
    module: 'src/features/post/index.ts',
    prefetch: (client, { postId = '' }) => client.prefetchQuery({ ...postQuery(postId), ...once }),
  },
  {
    // The Posts tab, the group's first screen, for whoever may see its content.
    path: '/groups/:slug',
    module: 'src/features/groups/index.ts',
    prefetch: (client, { slug = '' }) => prefetchGroupTab(client, slug, undefined),
  },
  {
    path: '/groups/:slug/:tab',
    module: 'src/features/groups/index.ts',
    prefetch: (client, { slug = '', tab }) => prefetchGroupTab(client, slug, tab),
  },
  {
    path: '/events/:postId',
    module: 'src/features/events-pages/index.ts',
    prefetch: async (client, { postId = '' }) => {
      const post = await fetched(client.fetchQuery({ ...eventQuery(postId), ...once }));
      if (!post?.event) return;
      await client.prefetchQuery({ ...eventGuestsQuery(post._id, post.event), ...once });
    },
  },
  {
    path: '/saved',
    module: 'src/features/saved/index.ts',
    prefetch: (client) => client.prefetchInfiniteQuery({ ...savedPostsQuery, ...once }),
  },
  {
    path: '/friends',
    module: 'src/features/friends/index.ts',
    prefetch: (client) => client.prefetchQuery({ ...friendsPageInfosQuery, ...once }),
  },
  {
    // One section in full, from the same answer; an unknown one goes on to /friends.
    path: '/friends/:type',
    module: 'src/features/friends/index.ts',
    draws: ({ type }) => friendSectionOf(type) !== undefined,
    prefetch: (client) => client.prefetchQuery({ ...friendsPageInfosQuery, ...once }),
  },
  {
    path: '/notifications',
    module: 'src/features/notifications-page/index.ts',
    prefetch: (client) => client.prefetchInfiniteQuery({ ...notificationPagesQuery, ...once }),
  },
  {
    path: '/messages',
    module: 'src/features/messages/index.ts',
    prefetch: (client) => client.prefetchInfiniteQuery({ ...conversationsQuery, ...once }),
  },
];

/** The screen of the app's route for `pathname` (/events/calendar is not an event's page). */
const matchFirstScreen = (pathname: string) => {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const screen = FIRST_SCREENS.find(({ path }) => path === match?.route.path);
  if (!screen || !match || !(screen.draws?.(match.params) ?? true)) return undefined;
  return { screen, params: match.params };
};

/**
 * The server asks for a page's screen several times while it draws it, and matching the app's
 * routes is a good part of the work: the latest paths' answers are kept.
 */
const RECENT_PATHS = 500;
const recentScreens = new Map<string, ReturnType<typeof matchFirstScreen>>();

const firstScreenOf = (pathname: string) => {
  if (recentScreens.has(pathname)) return recentScreens.get(pathname);
  const found = matchFirstScreen(pathname);
  if (recentScreens.size >= RECENT_PATHS) {
    recentScreens.delete(recentScreens.keys().next().value as string);
  }
  recentScreens.set(pathname, found);
  return found;
};

export const rendersPath = (pathname: string) => firstScreenOf(pathname) !== undefined;

/** The modules of every screen drawn here, and the one of a path's screen. */
export const screenModules = [...new Set(FIRST_SCREENS.map((screen) => screen.module))];
export const screenModuleOf = (pathname: string) => firstScreenOf(pathname)?.screen.module;

/**
 * Reads the queries of the screen at `pathname`, the community's and the header's unread counts
 * (the bell's, which the live stream's first counts then confirm, and the Messages icon's) into
 * `queryClient`: read in the browser, the counts would come in after hydration and draw the
 * header again, in a blocking render of its own.
 */
export const prefetchFirstScreen = async (
  queryClient: QueryClient,
  pathname: string,
  user: SessionUser,
) => {
  const found = firstScreenOf(pathname);
  await Promise.all([
    queryClient.prefetchQuery({ ...communityQuery, ...once }),
    queryClient.prefetchQuery({ ...notificationCountsQuery, ...once }),
    queryClient.prefetchQuery({ ...messageCountsQuery, ...once }),
    found?.screen.prefetch(queryClient, found.params, user),
  ]);
};
