/**
 * Posts announced live that the home feed does not show yet: the feed offers to load them
 * rather than moving what the member is reading.
 */
import { create } from 'zustand';
import { useSession } from '../../session/session-store';

interface NewPostsState {
  /** Ids of the posts announced since the feed was last loaded at the top. */
  postIds: string[];
  add: (postId: string) => void;
  clear: () => void;
}

export const useNewPosts = create<NewPostsState>()((set) => ({
  postIds: [],
  add: (postId) =>
    set((state) =>
      state.postIds.includes(postId) ? state : { postIds: [...state.postIds, postId] },
    ),
  clear: () => set({ postIds: [] }),
}));

useSession.subscribe((state, previous) => {
  if (previous.user?.id !== state.user?.id) useNewPosts.getState().clear();
});
