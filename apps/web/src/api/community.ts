import { DEFAULT_COMMUNITY, type Community } from '@quad/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './client';

export const communityKeys = { all: ['community'] as const };

export const getCommunity = (): Promise<Community> => callApi('community');

export const communityQuery = queryOptions({
  queryKey: communityKeys.all,
  queryFn: getCommunity,
  staleTime: Infinity,
  retry: 1,
});

/** The deployment's community; the defaults stand in while it loads or if the call fails. */
export const useCommunity = (): Community => {
  const { data } = useQuery(communityQuery);
  return data ?? DEFAULT_COMMUNITY;
};
