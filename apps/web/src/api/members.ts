/** Member calls of SPEC.md §7: profiles, details, friendships and search, typed by the contract. */
import type {
  Details,
  FriendsPageInfos,
  FriendshipAction,
  GetProfileResponse,
  SearchHistoryEntry,
  UserSummary,
} from '@quad/contract';
import { callApi, callApiLinked } from './client';

/**
 * A profile; its `posts` are the member's first page of posts, and `next` the cursor of the
 * following ones (getUserPosts), from the answer's Link header.
 */
export const getProfile = (username: string) =>
  callApiLinked<GetProfileResponse>('getProfile', { params: { username } });

/** Sends the whole details object (API.md) and answers what the server saved. */
export const updateDetails = (infos: Details) =>
  callApi<Details>('updateDetails', { body: { infos } });

export const getFriendsPageInfos = () => callApi<FriendsPageInfos>('getFriendsPageInfos');

/** `id` is the other member's `_id`; the answer is `{ message: 'ok' }`. */
export const friendshipAction = (action: FriendshipAction, id: string) =>
  callApi<{ message: 'ok' }>(action, { params: { id } });

export const searchMembers = (term: string) =>
  callApi<UserSummary[]>('search', { params: { term } });

export const getSearchHistory = () => callApi<SearchHistoryEntry[]>('getSearchHistory');

/** `searchUser` is the searched member's `_id`; both answer the updated history. */
export const addToSearchHistory = (searchUser: string) =>
  callApi<SearchHistoryEntry[]>('addToSearchHistory', { body: { searchUser } });

export const removeFromSearch = (searchUser: string) =>
  callApi<SearchHistoryEntry[]>('removeFromSearch', { body: { searchUser } });
