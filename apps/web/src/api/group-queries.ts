/**
 * (ext) Groups' data: one query-key factory. A group's post lists live under postKeys.group, so a
 * reaction, a save or a deletion written into every cached list of posts reaches them too.
 */
import type { Group, GroupKind } from '@quad/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api-error';
import {
  getGroup,
  getGroupBans,
  getGroupLog,
  getGroupMembers,
  getGroupReports,
  getGroupRequests,
  getGroupSuggestions,
  getMyGroups,
  searchGroups,
} from './groups';
import { getEvents } from './events';
import { getGroupPosts, getPendingGroupPosts, getPinnedGroupPosts } from './group-posts';
import { postKeys } from './post-queries';

export const groupKeys = {
  all: ['groups'] as const,
  mine: () => [...groupKeys.all, 'mine'] as const,
  suggestions: () => [...groupKeys.all, 'suggestions'] as const,
  search: (q: string, kind: GroupKind | undefined) =>
    [...groupKeys.all, 'search', q, kind ?? 'any'] as const,
  detail: (slug: string) => [...groupKeys.all, 'detail', slug] as const,
  members: (slug: string, q = '') => [...groupKeys.all, 'members', slug, q] as const,
  requests: (slug: string) => [...groupKeys.all, 'requests', slug] as const,
  reports: (slug: string) => [...groupKeys.all, 'reports', slug] as const,
  log: (slug: string) => [...groupKeys.all, 'log', slug] as const,
  bans: (slug: string) => [...groupKeys.all, 'bans', slug] as const,
};

const paged = { initialPageParam: undefined as string | undefined };
const nextOf = (last: { next?: string | undefined }) => last.next;

export const useMyGroups = () =>
  useInfiniteQuery({
    queryKey: groupKeys.mine(),
    queryFn: ({ pageParam }) => getMyGroups(pageParam),
    ...paged,
    getNextPageParam: nextOf,
  });

export const useGroupSuggestions = () =>
  useQuery({ queryKey: groupKeys.suggestions(), queryFn: getGroupSuggestions });

/** Groups found by name and description, optionally of one kind; off while there is nothing to find. */
export const useGroupSearch = (q: string, kind: GroupKind | undefined) =>
  useInfiniteQuery({
    queryKey: groupKeys.search(q, kind),
    queryFn: ({ pageParam }) => searchGroups(q, kind, pageParam),
    ...paged,
    getNextPageParam: nextOf,
    enabled: q !== '' || kind !== undefined,
  });

/** A group, or null when the viewer may not know of it (unknown or hidden: 404). */
export const groupQuery = (slug: string) =>
  queryOptions({
    queryKey: groupKeys.detail(slug),
    queryFn: async (): Promise<Group | null> => {
      try {
        return await getGroup(slug);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const useGroup = (slug: string) => useQuery(groupQuery(slug));

/** A group's pinned posts (up to 3), above its pages on the Posts tab. */
export const pinnedGroupPostsQuery = (slug: string) =>
  queryOptions({
    queryKey: postKeys.groupPinned(slug),
    queryFn: () => getPinnedGroupPosts(slug),
  });

/** The posts of a group waiting for approval that the viewer may see. */
export const pendingGroupPostsQuery = (slug: string) =>
  queryOptions({
    queryKey: postKeys.groupPending(slug),
    queryFn: async () => (await getPendingGroupPosts(slug)).items,
  });

/** A group's published posts, page after page (its pinned ones apart). */
export const groupPostsQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.groupPosts(slug),
    queryFn: ({ pageParam }) => getGroupPosts(slug, pageParam),
    ...paged,
    getNextPageParam: nextOf,
  });

/** A group's upcoming events that the viewer may see, page after page (its Events tab). */
export const groupEventsQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.events('upcoming', `group:${slug}`),
    queryFn: ({ pageParam }) => getEvents('upcoming', { group: slug, cursor: pageParam }),
    ...paged,
    getNextPageParam: nextOf,
  });

/** A group's members, admins and moderators first, or those whose name matches `q`. */
export const groupMembersQuery = (slug: string, q = '') =>
  infiniteQueryOptions({
    queryKey: groupKeys.members(slug, q),
    queryFn: ({ pageParam }) => getGroupMembers(slug, q, pageParam),
    ...paged,
    getNextPageParam: nextOf,
  });

export const useGroupMembers = (slug: string, q: string, enabled = true) =>
  useInfiniteQuery({ ...groupMembersQuery(slug, q), enabled });

/** Requests to join, for the group's admins and moderators. */
export const groupRequestsQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.requests(slug),
    queryFn: ({ pageParam }) => getGroupRequests(slug, pageParam),
    ...paged,
    getNextPageParam: nextOf,
  });

export const useGroupRequests = (slug: string) => useInfiniteQuery(groupRequestsQuery(slug));

/** The group's reported posts and comments, for its admins and moderators. */
export const groupReportsQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.reports(slug),
    queryFn: ({ pageParam }) => getGroupReports(slug, pageParam),
    ...paged,
    getNextPageParam: nextOf,
  });

export const useGroupReports = (slug: string) => useInfiniteQuery(groupReportsQuery(slug));

/** Who is banned from the group, for its admins and moderators. */
export const groupBansQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.bans(slug),
    queryFn: ({ pageParam }) => getGroupBans(slug, pageParam),
    ...paged,
    getNextPageParam: nextOf,
  });

export const useGroupBans = (slug: string) => useInfiniteQuery(groupBansQuery(slug));

/** What the group's admins and moderators did, newest first. */
export const groupLogQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.log(slug),
    queryFn: ({ pageParam }) => getGroupLog(slug, pageParam),
    ...paged,
    getNextPageParam: nextOf,
  });

export const useGroupLog = (slug: string) => useInfiniteQuery(groupLogQuery(slug));

/** After joining, leaving or a change of settings: the group, its lists and the member's groups. */
export const refreshGroup = (queryClient: QueryClient, slug: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    queryClient.invalidateQueries({ queryKey: postKeys.group(slug) }),
  ]);
