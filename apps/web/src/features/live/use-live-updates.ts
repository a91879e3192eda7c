/**
 * The signed-in tab's live stream (issue 10 §2), opened once for the whole app: what it tells
 * marks the matching queries stale, so what is on screen refetches, and announces new posts to
 * the home feed.
 */
import { fillPath, type LiveEvent, type NotificationCounts } from '@quad/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  ApiError,
  callApi,
  endpointTable,
  friendsKeys,
  groupKeys,
  notificationKeys,
} from '../../api';
import { openLiveConnection, type EventSourceFactory } from './live-connection';
import { useNewPosts } from './new-posts-store';

/** Every notification query (the bell, its count, the list) lives under this root. */
export const NOTIFICATION_KEYS_ROOT = ['notifications'] as const;
/** Direct messages' queries, when they come. */
export const MESSAGE_KEYS_ROOT = ['messages'] as const;

/** The kinds told of by the friends data the header and the friends page show. */
const FRIENDSHIP_KINDS = new Set(['friend_request', 'request_accepted', 'new_follower']);

/** The browser's EventSource, looked up when a stream opens (tests put a fake in its place). */
const browserEventSource: EventSourceFactory | undefined = (url) => new EventSource(url);
const hasEventSource = () => typeof EventSource !== 'undefined';

const streamUrl = async () => {
  const { ticket } = await callApi('createLiveTicket');
  return `${fillPath(endpointTable.liveStream.path)}?ticket=${encodeURIComponent(ticket)}`;
};

const refetchNotifications = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS_ROOT });

/**
 * `opening`: the event is the counts the stream sends as it opens. When they are the counts the
 * screen already holds (the page came with them moments ago), what it shows is current and
 * nothing is read again.
 */
export const applyLiveEvent = (queryClient: QueryClient, event: LiveEvent, opening = false) => {
  switch (event.type) {
    case 'counts': {
      const held = queryClient.getQueryData<NotificationCounts>(notificationKeys.counts());
      if (opening && held?.unread === event.data.unread) break;
      refetchNotifications(queryClient);
      break;
    }
    case 'notification':
      refetchNotifications(queryClient);
      if (FRIENDSHIP_KINDS.has(event.data.kind)) {
        void queryClient.invalidateQueries({ queryKey: friendsKeys.all });
      }
      // A report in a group the member moderates: the group's Reports, if on screen, show it.
      if (event.data.kind === 'group_report') {
        void queryClient.invalidateQueries({ queryKey: [...groupKeys.all, 'reports'] });
      }
      break;
    case 'message':
      void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS_ROOT });
      break;
    case 'new_posts':
      useNewPosts.getState().add(event.data.postId);
      break;
  }
};

/**
 * Keeps the member's stream open while `memberId` is signed in. Without EventSource (old
 * browsers, tests that do not pass one) nothing happens.
 */
export function useLiveUpdates(
  memberId: string | undefined,
  createEventSource: EventSourceFactory | undefined = browserEventSource,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!memberId || !createEventSource) return;
    if (createEventSource === browserEventSource && !hasEventSource()) return;
    let counted = false;
    let connection: ReturnType<typeof openLiveConnection> | undefined;
    // In a task of its own: asking for the stream's ticket is work that the effects of a page
    // being hydrated, all run in one task, need not carry.
    const opening = setTimeout(() => {
      connection = openLiveConnection({
        streamUrl,
        createEventSource,
        onEvent: (event) => {
          applyLiveEvent(queryClient, event, event.type === 'counts' && !counted);
          if (event.type === 'counts') counted = true;
        },
        onReconnect: () => {
          refetchNotifications(queryClient);
          void queryClient.invalidateQueries({ queryKey: friendsKeys.all });
          void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS_ROOT });
        },
        // The session ended: the client signs out on its own.
        isFatal: (error) => error instanceof ApiError && error.status === 401,
      });
    }, 0);
    const online = () => connection?.reconnectNow();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(opening);
      window.removeEventListener('online', online);
      connection?.close();
    };
  }, [memberId, createEventSource, queryClient]);
}
