import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { communityKeys } from './community';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on a retry.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });

/** After a sign-out nothing of the previous member stays cached; the community settings do. */
export const forgetMemberData = (queryClient: QueryClient) => {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== communityKeys.all[0],
  });
};
