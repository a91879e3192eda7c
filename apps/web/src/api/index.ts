export * from './accounts';
export * from './api-error';
export { callApi, configureApiClient } from './client';
export { useCommunity } from './community';
export { createQueryClient, forgetMemberData } from './query-client';
