/** Post calls of SPEC.md §7: posts, reactions, comments, saves and image uploads. */
import { POST_LIST_COMMENTS, type CreatePostRequest, type Reaction } from '@quad/contract';
import { callApi, callApiPage } from './client';

/**
 * Pages of the feed and of saved posts, newest first; `cursor` comes from the Link header. Each
 * post carries its newest few comments; getComments gives the rest.
 */
export const getAllPosts = (cursor?: string) =>
  callApiPage('getAllPosts', { query: { cursor, comments: POST_LIST_COMMENTS } });

export const getSavedPosts = (cursor?: string) =>
  callApiPage('getSavedPosts', { query: { cursor, comments: POST_LIST_COMMENTS } });

/** (ext) A member's posts after the first page (which getProfile answers), newest first. */
export const getUserPosts = (userId: string, cursor?: string) =>
  callApiPage('getUserPosts', {
    params: { userId },
    query: { cursor, comments: POST_LIST_COMMENTS },
  });

/** (ext) One post, with its newest few comments like the lists' posts. */
export const getPost = (postId: string) =>
  callApi('getPost', { params: { postId }, query: { comments: POST_LIST_COMMENTS } });

/** (ext) A page of a post's comments, newest first. */
export const getComments = (postId: string, cursor?: string, limit?: number) =>
  callApiPage('getComments', { params: { postId }, query: { cursor, limit } });

export const createPost = (body: CreatePostRequest) => callApi('createPost', { body });

/** Answers the edited post. */
export const updateText = (postId: string, text: string) =>
  callApi('updateText', { body: { postId, text } });

export const deletePost = (postId: string) => callApi('deletePost', { params: { postId } });

/** Toggles; `saved` is the state afterwards. */
export const savePost = (postId: string) => callApi('savePost', { params: { postId } });

/** Toggles (API.md) and answers the post's summary afterwards. */
export const reactPost = (postId: string, react: Reaction) =>
  callApi('reactPost', { body: { postId, react } });

export const getReacts = (postId: string) => callApi('getReacts', { params: { postId } });

/** Both answer the post's whole comments list, newest first. */
export const addComment = (postId: string, comment: string, image = '') =>
  callApi('comment', { body: { postId, comment, image } });

export const deleteComment = (postId: string, commentId: string) =>
  callApi('deleteComment', { body: { postId, commentId } });

/**
 * Uploads images into one of the caller's folders (`{userId}/post_images`, …), every file under
 * the field name `file`; answers their URLs in order.
 */
export const uploadImages = (path: string, files: readonly Blob[]) => {
  const form = new FormData();
  form.append('path', path);
  for (const file of files) form.append('file', file);
  return callApi('uploadImages', { body: form });
};
