/** Member calls of SPEC.md §7: profiles, details, friendships and search, typed by the contract. */
import {
  POST_LIST_COMMENTS,
  type Details,
  type FriendshipAction,
  type SearchQuery,
} from '@quad/contract';
import { callApi, callApiLinked, callApiPage } from './client';

/**
 * A profile; its `posts` are the member's first page of posts, and `next` the cursor of the
 * following ones (getUserPosts), from the answer's Link header.
 */
export const getProfile = (username: string) =>
  callApiLinked('getProfile', { params: { username }, query: { comments: POST_LIST_COMMENTS } });

/** Sends the whole details object (API.md) and answers what the server saved. */
export const updateDetails = (infos: Details) => callApi('updateDetails', { body: { infos } });

export const getFriendsPageInfos = () => callApi('getFriendsPageInfos');

/** `id` is the other member's `_id`; the answer is `{ message: 'ok' }`. */
export const friendshipAction = (action: FriendshipAction, id: string) =>
  callApi(action, { params: { id } });

/** The Following page's lists: whom the member follows, and who follows them. */
export type FollowListName = 'following' | 'followers';

export const getFollowList = (list: FollowListName, cursor: string | undefined) =>
  callApiPage(list === 'following' ? 'getFollowing' : 'getFollowers', { query: { cursor } });

export const searchMembers = (term: string) => callApi('search', { params: { term } });

export const getSearchHistory = () => callApi('getSearchHistory');

/** `searchUser` is the searched member's `_id`; both answer the updated history. */
export const addToSearchHistory = (searchUser: string) =>
  callApi('addToSearchHistory', { body: { searchUser } });

export const removeFromSearch = (searchUser: string) =>
  callApi('removeFromSearch', { body: { searchUser } });

/** `id` is the other member's `_id`; both answer `{ message: 'ok' }`. */
export const blockMember = (id: string) => callApi('blockMember', { params: { id } });

export const unblockMember = (id: string) => callApi('unblockMember', { params: { id } });

/** The members the signed-in member blocked, the latest first. */
export const getBlockedMembers = (cursor: string | undefined) =>
  callApiPage('getBlockedMembers', { query: { cursor } });

/**
 * (ext) Search of posts, members, groups and events (issue 29): with a type, a page of that kind
 * and the next page's cursor; without, a few of each.
 */
export const searchEverything = (query: SearchQuery) =>
  callApiLinked('searchEverything', { query });
