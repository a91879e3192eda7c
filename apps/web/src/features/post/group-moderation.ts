/** (ext) What a group's admins and moderators do to its posts and comments (issue 18 §3). */
import type { Comment, GroupRemovalRequest, GroupRule, Post } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveGroupPost,
  pinGroupPost,
  postKeys,
  removeGroupComment,
  removeGroupPost,
  unpinGroupPost,
} from '../../api';
import { removeComment, removePost, updatePost } from './post-cache';

/**
 * Given by a group's Posts tab to its admins and moderators: the group's address and its rules,
 * which a removal cites. The post menus offer Pin post, Unpin post and Remove post with it.
 */
export interface GroupModeration {
  slug: string;
  rules: GroupRule[];
}

/** Moderation applies to the posts of that group only (a shared post lists nowhere else). */
export const moderates = (moderation: GroupModeration | undefined, post: Post) =>
  !!moderation && post.group?.slug === moderation.slug;

/**
 * Pin post and Unpin post: the mark changes where the post is shown, and the group's lists reload
 * (a pinned post leaves the pages for the pinned ones, and comes back when unpinned).
 */
export const usePinPost = (post: Post, slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: boolean) =>
      pin ? pinGroupPost(slug, post._id) : unpinGroupPost(slug, post._id),
    onSuccess: (_answer, pinned) => {
      updatePost(queryClient, post._id, (current) => ({ ...current, pinned }));
      return queryClient.invalidateQueries({ queryKey: postKeys.group(slug) });
    },
  });
};

/** Remove post citing a rule: the post leaves every list once the server has removed it. */
export const useRemoveGroupPost = (post: Post, slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removal: GroupRemovalRequest) => removeGroupPost(slug, post._id, removal),
    onSuccess: () => {
      removePost(queryClient, post._id);
    },
  });
};

/** Approve a waiting post: it leaves the waiting ones and the group's posts reload with it. */
export const useApproveGroupPost = (post: Post, slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveGroupPost(slug, post._id),
    onSuccess: () => {
      updatePost(queryClient, post._id, (current) => ({ ...current, pending: false }));
      return queryClient.invalidateQueries({ queryKey: postKeys.group(slug) });
    },
  });
};

/** Remove comment citing a rule: the comment leaves the post wherever it is shown. */
export const useRemoveGroupComment = (post: Post, comment: Comment, slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removal: GroupRemovalRequest) => removeGroupComment(slug, comment._id, removal),
    onSuccess: () => {
      removeComment(queryClient, post._id, comment._id);
    },
  });
};
