/**
 * Direct messages' queries, shared by the header's Messages icon and the messages screens. Every
 * key is under ['messages']: live updates refresh that root when a message event arrives.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { getConversation, getConversations, getMessageCounts } from './messages';

export const messageKeys = {
  all: ['messages'] as const,
  counts: () => [...messageKeys.all, 'counts'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  /** Usernames are case-insensitive. */
  conversation: (username: string) =>
    [...messageKeys.all, 'conversation', username.toLowerCase()] as const,
};

/** How many conversations have unread messages (the Messages icon). */
export const messageCountsQuery = queryOptions({
  queryKey: messageKeys.counts(),
  queryFn: getMessageCounts,
});

export const useMessageCounts = (enabled = true) => useQuery({ ...messageCountsQuery, enabled });

/** The member's conversations, the latest message first, page after page. */
export const conversationsQuery = infiniteQueryOptions({
  queryKey: messageKeys.conversations(),
  queryFn: ({ pageParam }) => getConversations(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next,
});

export const useConversations = () => useInfiniteQuery(conversationsQuery);

/** The conversation with a member, newest page first; the next pages go back in time. */
export const useConversation = (username: string) =>
  useInfiniteQuery({
    queryKey: messageKeys.conversation(username),
    queryFn: async ({ pageParam }) => getConversation(username, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
    // An open conversation is read again when the window comes back into focus.
    refetchOnWindowFocus: 'always',
  });
