/** Member profiles and their intro details. */
import {
  FRIENDS_ALL_MAX,
  PAGE_SIZE_DEFAULT,
  type Details,
  type GetProfileResponse,
} from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { viewerAt, type Viewer } from '../../db/visibility';
import { unauthorized } from '../../infra/errors';
import { friendsOf, relationBetween } from '../friends/service';
import { collegeChange, joinCollegeGroup } from '../groups/service';
import { memberPosts } from '../posts/service';
import { affiliationBadgeOf } from '../sso/affiliation';
import { ownImages } from '../uploads/service';
import * as queries from './queries';

const NO_FRIENDSHIP = {
  friends: false,
  following: false,
  requestSent: false,
  requestReceived: false,
};

/**
 * The profile, and the cursor of the member's next page of posts (getUserPosts) if any. A member
 * hidden from the viewer answers as an unknown username.
 */
export const getProfile = async (
  context: AppContext,
  viewerId: string,
  username: string,
  { comments }: { comments?: number | undefined } = {},
): Promise<{ profile: GetProfileResponse; postsNext?: string | undefined }> => {
  const viewer = viewerAt(context, viewerId);
  const user = await queries.findProfileByUsername(
    context.db,
    viewer,
    username.trim().toLowerCase(),
  );
  if (!user) return { profile: { success: false, message: 'This profile does not exist.' } };
  const [friends, friendship, posts, affiliation] = await Promise.all([
    friendsOf(context, viewer, user.id, FRIENDS_ALL_MAX),
    user.id === viewerId ? NO_FRIENDSHIP : relationBetween(context, viewerId, user.id),
    memberPosts(context, viewerId, user.id, { limit: PAGE_SIZE_DEFAULT, comments }),
    affiliationBadgeOf(context, user.id),
  ]);
  const profile: GetProfileResponse = {
    success: true,
    _id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    picture: user.picture,
    cover: user.cover,
    pictureSize: user.pictureSize,
    coverSize: user.coverSize,
    friends,
    friendship,
    details: { college: user.college, ...user.details },
    posts: posts.items,
    ...(affiliation ? { affiliation } : {}),
  };
  return { profile, postsNext: posts.next };
};

/**
 * The member with this username (any case), as lists show them; undefined if there is none or
 * they are hidden from the viewer.
 */
export const memberByUsername = (db: Queryable, viewer: Viewer, username: string) =>
  queries.findSummaryByUsername(db, viewer, username.trim().toLowerCase());

/**
 * Replaces the whole details object (API.md) and answers what was saved. A college other than
 * before puts the member in that college's group (they stay in the old one unless they leave it).
 */
export const updateDetails = async (context: AppContext, memberId: string, details: Details) =>
  context.db.transaction(async (tx) => {
    const before = await queries.detailsOf(tx, memberId);
    const saved = await queries.saveDetails(tx, memberId, details);
    if (!saved || !before) throw unauthorized();
    const college = collegeChange(before.details.college ?? before.college, saved.college);
    if (college) await joinCollegeGroup(context, tx, memberId, college);
    return saved;
  });

/** Sets the member's picture to one of their own uploads (API.md). */
export const updateProfilePicture = async (context: AppContext, memberId: string, url: string) => {
  const [image] = await ownImages(context, context.db, memberId, [url]);
  if (!image) throw unauthorized();
  await queries.setPicture(context.db, memberId, image.url);
  return { success: true as const, picture: image.url, picture_size: image.size };
};

/** Sets the member's cover to one of their own uploads (API.md). */
export const updateCover = async (context: AppContext, memberId: string, url: string) => {
  const [image] = await ownImages(context, context.db, memberId, [url]);
  if (!image) throw unauthorized();
  await queries.setCover(context.db, memberId, image.url);
  return { success: true as const, cover: image.url };
};
