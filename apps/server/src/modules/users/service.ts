/** Member profiles and their intro details. */
import { FRIENDS_ALL_MAX, type Details, type GetProfileResponse } from '@quad/contract';
import type { AppContext } from '../../context';
import { unauthorized } from '../../infra/errors';
import { friendsOf, relationBetween } from '../friends/queries';
import * as queries from './queries';
import { toSummary } from './summary';

const NO_FRIENDSHIP = {
  friends: false,
  following: false,
  requestSent: false,
  requestReceived: false,
};

export const getProfile = async (
  context: AppContext,
  viewerId: string,
  username: string,
): Promise<GetProfileResponse> => {
  const { db } = context;
  const user = await queries.findProfileByUsername(db, username.trim().toLowerCase());
  if (!user) return { success: false, message: 'This profile does not exist.' };
  const [friends, friendship] = await Promise.all([
    friendsOf(db, user.id, FRIENDS_ALL_MAX),
    user.id === viewerId ? NO_FRIENDSHIP : relationBetween(db, viewerId, user.id),
  ]);
  return {
    success: true,
    _id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    picture: user.picture,
    cover: user.cover,
    friends: friends.map(toSummary),
    friendship,
    details: { college: user.college, ...user.details },
    // Filled by the posts feature.
    posts: [],
  };
};

/** Replaces the whole details object (API.md) and answers what was saved. */
export const updateDetails = async (context: AppContext, memberId: string, details: Details) => {
  const saved = await queries.saveDetails(context.db, memberId, details);
  if (!saved) throw unauthorized();
  return saved;
};
