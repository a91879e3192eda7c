/** What a member does to a post, with the cached lists kept in step (STYLE.md: optimistic). */
import {
  PAGE_SIZE_MAX,
  type Comment,
  type Post,
  type Reaction,
  type ReactsSummary,
} from '@quad/contract';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  addComment,
  deleteComment,
  deletePost,
  getComments,
  getReacts,
  postKeys,
  reactPost,
  savePost,
  updateText,
  uploadImages,
} from '../../api';
import {
  holdPostLists,
  putBack,
  removePost,
  type Removal,
  restorePosts,
  takeOut,
  updatePost,
} from './post-cache';
import type { PostChanger } from '../events';
import { emptySummary, toggleReaction } from './reactions';

/**
 * The caller's reactions summary of a post. Lists carry it; a post that came without one (an
 * older answer) reads it once.
 */
export const usePostReactions = (post: Post) => {
  const query = useQuery({
    queryKey: [...postKeys.all, 'reacts', post._id],
    queryFn: () => getReacts(post._id),
    enabled: !post.reactions,
  });
  return post.reactions ?? query.data ?? emptySummary();
};

/** (ext) Changes the post in every list and page that shows it (an event's answer or edit). */
export const usePostChanger = (postId: string): PostChanger => {
  const queryClient = useQueryClient();
  return useCallback(
    async (update) => {
      await holdPostLists(queryClient);
      const snapshot = updatePost(queryClient, postId, update);
      return () => restorePosts(queryClient, snapshot);
    },
    [queryClient, postId],
  );
};

/** Reacting shows at once and goes back to what it was if the server refuses. */
export const useReact = (post: Post, shown: ReactsSummary) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (react: Reaction) => reactPost(post._id, react),
    onMutate: async (react) => {
      await holdPostLists(queryClient);
      const base = shown;
      return updatePost(queryClient, post._id, (current) => ({
        ...current,
        reactions: toggleReaction(current.reactions ?? base, react),
      }));
    },
    onError: (_error, _react, snapshot) => {
      if (snapshot) restorePosts(queryClient, snapshot);
    },
    onSuccess: (reactions) => {
      updatePost(queryClient, post._id, (current) => ({ ...current, reactions }));
    },
  });
};

const saveKey = (postId: string) => [...postKeys.all, 'save', postId] as const;

/**
 * Save and Unsave toggle at once; the saved list reloads the next time it is opened. With
 * `unsaveRemoves` (on the saved posts) Unsave also takes the post out of that list at once, and
 * puts it back where it was if the server refuses.
 */
export const useSave = (post: Post, { unsaveRemoves = false } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveKey(post._id),
    mutationFn: () => savePost(post._id),
    onMutate: async () => {
      await holdPostLists(queryClient);
      const unsaving = post.reactions?.checkSaved ?? false;
      const removal =
        unsaveRemoves && unsaving ? takeOut(queryClient, postKeys.saved(), post._id) : null;
      const snapshot = updatePost(queryClient, post._id, (current) => {
        const reactions = current.reactions ?? emptySummary();
        return { ...current, reactions: { ...reactions, checkSaved: !reactions.checkSaved } };
      });
      return { snapshot, removal };
    },
    onError: (_error, _variables, context) => {
      if (!context) return;
      restorePosts(queryClient, context.snapshot);
      if (context.removal) putBack(queryClient, context.removal);
    },
    onSuccess: ({ saved }, _variables, context) => {
      updatePost(queryClient, post._id, (current) => {
        const reactions = current.reactions ?? emptySummary();
        return { ...current, reactions: { ...reactions, checkSaved: saved } };
      });
      // Taken out of the saved list on screen but saved after all: that list reloads now.
      const reload = context.removal && saved;
      return queryClient.invalidateQueries({
        queryKey: postKeys.saved(),
        refetchType: reload ? 'active' : 'none',
      });
    },
  });
};

/**
 * The error of the post's latest Unsave, if it failed after taking the post out of the saved list.
 * Read from the mutation cache: the card that comes back when the Unsave is undone is a new one,
 * and still says why.
 */
export const useUndoneUnsaveError = (postId: string) => {
  const [latest] = useMutationState({
    filters: { mutationKey: saveKey(postId), exact: true },
    select: ({ state }) => ({
      error: state.error,
      removed: !!(state.context as { removal?: Removal | null } | undefined)?.removal,
    }),
  }).slice(-1);
  return latest?.removed ? latest.error : null;
};

/** The post leaves every list once the server has deleted it. */
export const useDeletePost = (post: Post) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(post._id),
    onSuccess: () => {
      removePost(queryClient, post._id);
    },
  });
};

export const useEditText = (post: Post) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => updateText(post._id, text),
    onSuccess: ({ data }) => {
      updatePost(queryClient, post._id, (current) => ({
        ...current,
        text: data.text,
        background: data.background,
      }));
    },
  });
};

const withComments = (comments: Comment[]) => (current: Post) => ({
  ...current,
  comments,
  commentCount: comments.length,
});

interface NewComment {
  text: string;
  image?: File | undefined;
}

/**
 * A comment's image is uploaded first, into the post's folder of the commenter; the answer is the
 * post's whole comments list.
 */
export const useAddComment = (post: Post, userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, image }: NewComment) => {
      const [uploaded] = image
        ? await uploadImages(`${userId}/post_images/${post._id}`, [image])
        : [];
      return addComment(post._id, text, uploaded?.url ?? '');
    },
    onSuccess: (comments) => {
      updatePost(queryClient, post._id, withComments(comments));
    },
  });
};

export const useDeleteComment = (post: Post) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(post._id, commentId),
    onSuccess: (comments) => {
      updatePost(queryClient, post._id, withComments(comments));
    },
  });
};

/** Older comments than a list carries, merged after the ones already there (newest first). */
const mergeComments = (known: Comment[], older: Comment[]) => {
  const ids = new Set(known.map((comment) => comment._id));
  return [...known, ...older.filter((comment) => !ids.has(comment._id))];
};

/**
 * Lists carry a post's newest comments only; the older ones are read page by page (getComments)
 * when the member asks to see more than are loaded.
 */
export const useOlderComments = (post: Post) => {
  const queryClient = useQueryClient();
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  return useMutation({
    mutationFn: () => getComments(post._id, cursor, PAGE_SIZE_MAX),
    onSuccess: (page) => {
      setCursor(page.next);
      updatePost(queryClient, post._id, (current) => ({
        ...current,
        comments: mergeComments(current.comments, page.items),
      }));
    },
  });
};
