export { LiveUpdates } from './live-updates';
export { NewPostsButton } from './new-posts-button';
export { useNewPosts } from './new-posts-store';
export { applyLiveEvent, NOTIFICATION_KEYS_ROOT, useLiveUpdates } from './use-live-updates';
export type { EventSourceFactory, EventSourceLike } from './live-connection';
