/** (ext) Hashtag calls (issue 29): a tag's posts and heading, following it, Trending on campus. */
import { POST_LIST_COMMENTS } from '@quad/contract';
import { callApi, callApiPage } from './client';

/**
 * The tag as the path names it: `trending` is the path of Trending on campus itself, so that
 * tag goes with its `#` (the server takes a leading `#`).
 */
const tagParam = (tag: string) => ({ tag: tag === 'trending' ? `#${tag}` : tag });

export const getHashtagPosts = (tag: string, cursor?: string) =>
  callApiPage('getHashtagPosts', {
    params: tagParam(tag),
    query: { cursor, comments: POST_LIST_COMMENTS },
  });

export const getHashtagInfo = (tag: string) => callApi('getHashtagInfo', { params: tagParam(tag) });

export const followHashtag = (tag: string) => callApi('followHashtag', { params: tagParam(tag) });

export const unfollowHashtag = (tag: string) =>
  callApi('unfollowHashtag', { params: tagParam(tag) });

export const getTrendingHashtags = () => callApi('getTrendingHashtags');

export const getModerationHashtags = () => callApi('getModerationHashtags');

export const hideHashtag = (tag: string, reason: string) =>
  callApi('hideHashtag', { params: tagParam(tag), body: { reason } });

export const unhideHashtag = (tag: string, reason: string) =>
  callApi('unhideHashtag', { params: tagParam(tag), body: { reason } });
