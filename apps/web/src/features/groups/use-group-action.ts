import type { Group } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys, refreshGroup } from '../../api';

/**
 * A call that changes where the viewer stands in a group (join, leave, cancel, accept, decline,
 * notifications): afterwards the group and every list of groups are read again. A call that
 * answers the group puts it in the cache at once.
 */
export const useGroupAction = <T>(slug: string, call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      if (answer && typeof answer === 'object' && 'slug' in answer) {
        queryClient.setQueryData<Group>(groupKeys.detail(slug), answer as Group);
      }
      await refreshGroup(queryClient, slug);
    },
  });
};
