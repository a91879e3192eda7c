/** Sending, unsending and reading messages, and what each changes in the cached screens. */
import type { DirectMessage } from '@quad/contract';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  markConversationRead,
  messageKeys,
  sendMessage,
  unsendMessage,
  type getConversation,
} from '../../api';

type ConversationPage = Awaited<ReturnType<typeof getConversation>>;
type ConversationPages = InfiniteData<ConversationPage, string | undefined>;

const updateConversation = (
  queryClient: QueryClient,
  username: string,
  change: (page: ConversationPage, index: number) => ConversationPage,
) =>
  queryClient.setQueryData<ConversationPages>(messageKeys.conversation(username), (pages) =>
    pages ? { ...pages, pages: pages.pages.map(change) } : pages,
  );

/** The conversations list and the icon's count show the change at their next look. */
const refreshSummaries = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
    queryClient.invalidateQueries({ queryKey: messageKeys.counts() }),
  ]);

export interface Draft {
  text: string;
  photo?: File | undefined;
}

export const useSendMessage = (senderId: string, username: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: Draft) => sendMessage(senderId, username, draft),
    onSuccess: async (message: DirectMessage) => {
      // The newest page is the first: the sent message goes at its top, and is not seen yet.
      updateConversation(queryClient, username, (page, index) =>
        index === 0
          ? {
              ...page,
              data: { ...page.data, messages: [message, ...page.data.messages], seen: false },
            }
          : page,
      );
      await refreshSummaries(queryClient);
    },
  });
};

/** Takes a message out of the cached conversation (unsent, or hidden after a report). */
export const dropMessage = (queryClient: QueryClient, username: string, messageId: string) =>
  updateConversation(queryClient, username, (page) => ({
    ...page,
    data: {
      ...page.data,
      messages: page.data.messages.filter((message) => message._id !== messageId),
    },
  }));

export const useUnsendMessage = (username: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => unsendMessage(messageId),
    onSuccess: async (_answer, messageId) => {
      dropMessage(queryClient, username, messageId);
      await refreshSummaries(queryClient);
    },
  });
};

export const useMarkRead = (username: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(username),
    onSuccess: () => refreshSummaries(queryClient),
  });
};
