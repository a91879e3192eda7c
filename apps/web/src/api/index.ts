export * from './accounts';
export * from './api-error';
export {
  callApi,
  callApiPage,
  configureApiClient,
  downloadApi,
  type Exchange,
  type SendOptions,
  type Transport,
  nextCursorOf,
  type ApiPage,
  type DownloadedFile,
} from './client';
export { communityQuery, useCommunity } from './community';
export { endpointTable } from './endpoint-table';
export * from './member-queries';
export * from './members';
export * from './message-queries';
export * from './messages';
export { feedQuery } from './feed-query';
export * from './group-posts';
export { postKeys, postQuery, savedPostsQuery } from './post-queries';
export * from './pictures';
export * from './posts';
export * from './push';
export { createQueryClient, forgetMemberData } from './query-client';
export * from './notification-queries';
export * from './notifications';
export * from './reports';
export * from './settings';
export * from './moderation';
export * from './moderation-queries';
export * from './events';
export { eventGuestsQuery, eventKeys, eventQuery } from './event-queries';
export * from './groups';
export * from './hashtags';
export * from './hashtag-queries';
export * from './group-queries';
export * from './university-sign-in';
