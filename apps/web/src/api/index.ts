export * from './accounts';
export * from './api-error';
export { callApi, configureApiClient } from './client';
export { useCommunity } from './community';
export * from './member-queries';
export * from './members';
export { createQueryClient, forgetMemberData } from './query-client';
