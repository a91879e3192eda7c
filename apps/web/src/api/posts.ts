/** Post calls of SPEC.md §7: posts, reactions, comments, saves and image uploads. */
import type {
  Comment,
  CreatePostRequest,
  Post,
  Reaction,
  ReactsSummary,
  SavePostResponse,
  UploadAnswer,
} from '@quad/contract';
import { callApi, callApiPage } from './client';

/** Pages of the feed and of saved posts, newest first; `cursor` comes from the Link header. */
export const getAllPosts = (cursor?: string) =>
  callApiPage<Post>('getAllPosts', { query: { cursor } });

export const getSavedPosts = (cursor?: string) =>
  callApiPage<Post>('getSavedPosts', { query: { cursor } });

/** (ext) A member's posts after the first page (which getProfile answers), newest first. */
export const getUserPosts = (userId: string, cursor?: string) =>
  callApiPage<Post>('getUserPosts', { params: { userId }, query: { cursor } });

/** (ext) A page of a post's comments, newest first. */
export const getComments = (postId: string, cursor?: string, limit?: number) =>
  callApiPage<Comment>('getComments', { params: { postId }, query: { cursor, limit } });

export const createPost = (body: CreatePostRequest) =>
  callApi<{ success: true; data: Post }>('createPost', { body });

/** Answers the edited post. */
export const updateText = (postId: string, text: string) =>
  callApi<{ success: true; data: Post }>('updateText', { body: { postId, text } });

export const deletePost = (postId: string) =>
  callApi<{ success: true }>('deletePost', { params: { postId } });

/** Toggles; `saved` is the state afterwards. */
export const savePost = (postId: string) =>
  callApi<SavePostResponse>('savePost', { params: { postId } });

/** Toggles (API.md) and answers the post's summary afterwards. */
export const reactPost = (postId: string, react: Reaction) =>
  callApi<ReactsSummary>('reactPost', { body: { postId, react } });

export const getReacts = (postId: string) =>
  callApi<ReactsSummary>('getReacts', { params: { postId } });

/** Both answer the post's whole comments list, newest first. */
export const addComment = (postId: string, comment: string, image = '') =>
  callApi<Comment[]>('comment', { body: { postId, comment, image } });

export const deleteComment = (postId: string, commentId: string) =>
  callApi<Comment[]>('deleteComment', { body: { postId, commentId } });

/**
 * Uploads images into one of the caller's folders (`{userId}/post_images`, …), every file under
 * the field name `file`; answers their URLs in order.
 */
export const uploadImages = (path: string, files: readonly Blob[]) => {
  const form = new FormData();
  form.append('path', path);
  for (const file of files) form.append('file', file);
  return callApi<UploadAnswer>('uploadImages', { body: form });
};
