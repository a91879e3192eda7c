/** What a member does to a post, with the cached lists kept in step (STYLE.md: optimistic). */
import {
  PAGE_SIZE_MAX,
  type Comment,
  type Post,
  type Reaction,
  type ReactsSummary,
} from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { holdPostLists, removePost, restorePosts, updatePost } from './post-cache';
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

/** Save and Unsave toggle at once; the saved list reloads the next time it is opened. */
export const useSave = (post: Post) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => savePost(post._id),
    onMutate: async () => {
      await holdPostLists(queryClient);
      return updatePost(queryClient, post._id, (current) => {
        const reactions = current.reactions ?? emptySummary();
        return { ...current, reactions: { ...reactions, checkSaved: !reactions.checkSaved } };
      });
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot) restorePosts(queryClient, snapshot);
    },
    onSuccess: ({ saved }) => {
      updatePost(queryClient, post._id, (current) => {
        const reactions = current.reactions ?? emptySummary();
        return { ...current, reactions: { ...reactions, checkSaved: saved } };
      });
      return queryClient.invalidateQueries({ queryKey: postKeys.saved(), refetchType: 'none' });
    },
  });
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
