/** Moderators' data: whether the member is one, the report queue and the audit log. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getModerationAccess, getModerationLog, getReportQueue } from './moderation';

export const moderationKeys = {
  all: ['moderation'] as const,
  access: () => [...moderationKeys.all, 'access'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  log: () => [...moderationKeys.all, 'log'] as const,
};

/** Whether the signed-in member is a moderator; asked only when `enabled` (the menu is open). */
export const useModerationAccess = (enabled = true) =>
  useQuery({
    queryKey: moderationKeys.access(),
    queryFn: getModerationAccess,
    enabled,
    staleTime: 60_000,
  });

export const useReportQueue = () =>
  useInfiniteQuery({
    queryKey: moderationKeys.queue(),
    queryFn: ({ pageParam }) => getReportQueue(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

export const useModerationLog = () =>
  useInfiniteQuery({
    queryKey: moderationKeys.log(),
    queryFn: ({ pageParam }) => getModerationLog(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });
