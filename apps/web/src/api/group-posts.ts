/** (ext) A group's posts and what its admins and moderators do to them (issue 18 §2 and §3). */
import { POST_LIST_COMMENTS, type GroupRemovalRequest } from '@quad/contract';
import { callApi, callApiPage } from './client';

/** A group's published posts after its pinned ones, newest first, paged like the feed. */
export const getGroupPosts = (slug: string, cursor?: string) =>
  callApiPage('getGroupPosts', {
    params: { slug },
    query: { cursor, comments: POST_LIST_COMMENTS },
  });

/** Up to 3 pinned posts, the latest pinned first. */
export const getPinnedGroupPosts = (slug: string) =>
  callApi('getPinnedGroupPosts', { params: { slug }, query: { comments: POST_LIST_COMMENTS } });

/** Posts waiting for approval: every one for moderators, their own for a member. */
export const getPendingGroupPosts = (slug: string, cursor?: string) =>
  callApiPage('getPendingGroupPosts', {
    params: { slug },
    query: { cursor, comments: POST_LIST_COMMENTS },
  });

export const approveGroupPost = (slug: string, postId: string) =>
  callApi('approveGroupPost', { params: { slug, postId } });

export const pinGroupPost = (slug: string, postId: string) =>
  callApi('pinGroupPost', { params: { slug, postId } });

export const unpinGroupPost = (slug: string, postId: string) =>
  callApi('unpinGroupPost', { params: { slug, postId } });

/** `rule` is the index of the group's rule the post breaks; the author is told which. */
export const removeGroupPost = (slug: string, postId: string, body: GroupRemovalRequest) =>
  callApi('removeGroupPost', { params: { slug, postId }, body });

export const removeGroupComment = (slug: string, commentId: string, body: GroupRemovalRequest) =>
  callApi('removeGroupComment', { params: { slug, commentId }, body });

/** An invitation's Accept: joining the group it invites to (no questions to answer). */
export const acceptInvitationTo = (slug: string) =>
  callApi('joinGroup', { params: { slug }, body: { answers: [] } });

export const declineInvitationTo = (slug: string) =>
  callApi('declineGroupInvitation', { params: { slug } });
