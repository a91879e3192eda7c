/**
 * Notifications and their unread count. Every key is under ['notifications'], so whatever learns
 * that something happened (a live event, a mark as read) refreshes them all by invalidating that
 * root.
 */
import type { Notification, NotificationCounts } from '@quad/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiPage } from './client';
import {
  getNotificationCounts,
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications';

/** How many of the newest notifications the bell's dropdown lists. */
export const LATEST_NOTIFICATIONS = 10;

export const notificationKeys = {
  all: ['notifications'] as const,
  counts: () => [...notificationKeys.all, 'counts'] as const,
  /** The bell's dropdown: the newest few. */
  latest: () => [...notificationKeys.all, 'latest'] as const,
  /** The /notifications page, page after page. */
  pages: () => [...notificationKeys.all, 'pages'] as const,
};

export type NotificationPages = InfiniteData<ApiPage<Notification>>;

/** The unread count of the bell. */
export const notificationCountsQuery = queryOptions({
  queryKey: notificationKeys.counts(),
  queryFn: getNotificationCounts,
});

export const useNotificationCounts = () => useQuery(notificationCountsQuery);

/** The newest notifications (the bell's dropdown): read afresh each time it opens. */
export const useLatestNotifications = () =>
  useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: async () => (await getNotifications(undefined, LATEST_NOTIFICATIONS)).items,
    refetchOnMount: 'always',
  });

/** Every notification, newest first, page after page. */
export const notificationPagesQuery = infiniteQueryOptions({
  queryKey: notificationKeys.pages(),
  queryFn: ({ pageParam }) => getNotifications(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next,
});

export const useNotificationPages = () => useInfiniteQuery(notificationPagesQuery);

type Snapshot = [readonly unknown[], unknown][];

/**
 * Marks notifications read in every cached list and lowers the count to match, at once; answers
 * what the caches held, to put back if the server refuses.
 */
const markReadInCaches = (queryClient: QueryClient, isMarked: (item: Notification) => boolean) => {
  const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: notificationKeys.all });
  const newlyRead = new Set<string>();
  const mark = (items: Notification[]) =>
    items.map((item) => {
      if (item.read || !isMarked(item)) return item;
      newlyRead.add(item._id);
      return { ...item, read: true };
    });
  queryClient.setQueryData<Notification[]>(notificationKeys.latest(), (items) =>
    items ? mark(items) : items,
  );
  queryClient.setQueryData<NotificationPages>(notificationKeys.pages(), (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: mark(page.items) })) }
      : data,
  );
  queryClient.setQueryData<NotificationCounts>(notificationKeys.counts(), (counts) =>
    counts ? { unread: Math.max(0, counts.unread - newlyRead.size) } : counts,
  );
  return snapshot;
};

const restore = (queryClient: QueryClient, snapshot: Snapshot | undefined) => {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
};

/** Marks one notification read: at once on screen, then on the server. */
export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      return markReadInCaches(queryClient, (item) => item._id === id);
    },
    onError: (_error, _id, snapshot) => restore(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};

/** Marks every notification read: at once on screen, then on the server. */
export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const snapshot = markReadInCaches(queryClient, () => true);
      queryClient.setQueryData<NotificationCounts>(notificationKeys.counts(), (counts) =>
        counts ? { unread: 0 } : counts,
      );
      return snapshot;
    },
    onError: (_error, _variables, snapshot) => restore(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
