import { useQuery } from '@tanstack/react-query';
import { getGroupsToHost, groupKeys } from '../../api';
import type { HostGroup } from './event-form-fields';

/** The groups where the member is an admin or moderator: those they may host an event in. */
export const useGroupsToHost = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...groupKeys.mine(), 'hosting'],
    queryFn: getGroupsToHost,
    select: (groups): HostGroup[] =>
      groups
        .filter((group) => group.viewerRole === 'admin' || group.viewerRole === 'moderator')
        .map(({ _id, name, privacy }) => ({ _id, name, privacy })),
  });
