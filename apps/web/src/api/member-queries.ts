/**
 * Member data shared by several screens (the header, the home panels, the profile and friends
 * pages): one query-key factory each, so a change in one place refreshes the others.
 */
import type { Profile } from '@quad/contract';
import { queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  getBlockedMembers,
  getFollowList,
  getFriendsPageInfos,
  getProfile,
  type FollowListName,
} from './members';
import { notificationKeys } from './notification-queries';

export const profileKeys = {
  all: ['profile'] as const,
  /** Usernames are case-insensitive: /profile/Jane and /profile/jane share one entry. */
  detail: (username: string) => [...profileKeys.all, username.toLowerCase()] as const,
};

export const friendsKeys = {
  all: ['friends'] as const,
  pageInfos: () => [...friendsKeys.all, 'page-infos'] as const,
  followList: (list: FollowListName) => [...friendsKeys.all, 'follow-list', list] as const,
};

export const blockedKeys = {
  all: ['blocked-members'] as const,
};

/** A profile as loaded: `postsNext` is the cursor of the member's posts after `posts`. */
export type LoadedProfile = Profile & { postsNext?: string | undefined };

/** A profile with its first posts and its friends, or `null` when no member has this username. */
export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: profileKeys.detail(username),
    queryFn: async (): Promise<LoadedProfile | null> => {
      const { data: answer, next } = await getProfile(username);
      return answer.success ? { ...answer, postsNext: next } : null;
    },
    enabled: username !== '',
  });

export const useProfile = (username: string) => useQuery(profileQuery(username));

/** Requests, sent requests, suggestions and friends of the signed-in member. */
export const friendsPageInfosQuery = queryOptions({
  queryKey: friendsKeys.pageInfos(),
  queryFn: async () => (await getFriendsPageInfos()).data,
});

export const useFriendsPageInfos = () => useQuery(friendsPageInfosQuery);

/** Whom the member follows, or who follows them, newest first, page after page. */
export const useFollowList = (list: FollowListName) =>
  useInfiniteQuery({
    queryKey: friendsKeys.followList(list),
    queryFn: ({ pageParam }) => getFollowList(list, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

/**
 * After a friendship changes, everything that shows friendships is reloaded, the bell's count of
 * requests among them.
 */
export const refreshFriendships = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: friendsKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.counts() }),
  ]);

/** The members the signed-in member blocked, the latest first, page after page. */
export const useBlockedMembers = () =>
  useInfiniteQuery({
    queryKey: blockedKeys.all,
    queryFn: ({ pageParam }) => getBlockedMembers(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

/**
 * After a block or an unblock, nearly every screen shows something else (profiles, feeds,
 * comments, search, friends, conversations, notifications): everything is reloaded.
 */
export const refreshAfterBlock = (queryClient: QueryClient) => queryClient.invalidateQueries();
