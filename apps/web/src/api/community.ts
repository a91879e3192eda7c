import { DEFAULT_COMMUNITY, type Community } from '@quad/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';

export const communityKeys = { all: ['community'] as const };

export const getCommunity = (): Promise<Community> => callApi('community');

/** The deployment's community; the defaults stand in while it loads or if the call fails. */
export const useCommunity = (): Community => {
  const { data } = useQuery({
    queryKey: communityKeys.all,
    queryFn: getCommunity,
    staleTime: Infinity,
    retry: 1,
  });
  return data ?? DEFAULT_COMMUNITY;
};
