/** The answer shapes of API.md that the published document names once and references. */
import type { z } from 'zod';
import {
  errorResponseSchema,
  findUserResponseSchema,
  messageResponseSchema,
  sessionUserSchema,
} from '../accounts';
import { communitySchema } from '../community';
import { notificationCountsSchema, notificationSchema } from '../notifications';
import { probeAnswerSchema } from '../operations';
import {
  detailsSchema,
  followListMemberSchema,
  followListSchema,
  friendsPageInfosSchema,
  friendshipActionResponseSchema,
  friendshipSchema,
  getProfileResponseSchema,
  profileNotFoundSchema,
  profileSchema,
  searchHistoryEntrySchema,
  searchHistorySchema,
  searchResultsSchema,
  userSummarySchema,
} from '../members';
import {
  commentSchema,
  commentsSchema,
  createPostResponseSchema,
  postAuthorSchema,
  postListSchema,
  postSchema,
  reactsSummarySchema,
  savePostResponseSchema,
  successResponseSchema,
} from '../posts';
import { imageResourceSchema, listImagesResponseSchema, uploadAnswerSchema } from '../uploads';

export const namedSchemas: Record<string, z.ZodType> = {
  Error: errorResponseSchema,
  Message: messageResponseSchema,
  Success: successResponseSchema,
  SessionUser: sessionUserSchema,
  FoundAccount: findUserResponseSchema,
  UserSummary: userSummarySchema,
  PostAuthor: postAuthorSchema,
  Post: postSchema,
  PostList: postListSchema,
  PostAnswer: createPostResponseSchema,
  SaveAnswer: savePostResponseSchema,
  Comment: commentSchema,
  CommentList: commentsSchema,
  ReactsSummary: reactsSummarySchema,
  Details: detailsSchema,
  Friendship: friendshipSchema,
  Profile: profileSchema,
  ProfileNotFound: profileNotFoundSchema,
  ProfileAnswer: getProfileResponseSchema,
  FriendsPageInfos: friendsPageInfosSchema,
  FriendshipActionAnswer: friendshipActionResponseSchema,
  FollowListMember: followListMemberSchema,
  FollowList: followListSchema,
  MemberList: searchResultsSchema,
  SearchHistoryEntry: searchHistoryEntrySchema,
  SearchHistory: searchHistorySchema,
  UploadAnswer: uploadAnswerSchema,
  ImageResource: imageResourceSchema,
  ImageList: listImagesResponseSchema,
  Notification: notificationSchema,
  NotificationCounts: notificationCountsSchema,
  Community: communitySchema,
  ProbeAnswer: probeAnswerSchema,
};
