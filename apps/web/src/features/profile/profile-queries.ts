import type { Details, FriendshipAction, Profile } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { friendshipAction, profileKeys, refreshFriendships, updateDetails } from '../../api';
import { nextFriendship } from './friendship-transitions';

/**
 * A friendship action on the profile on screen: the buttons change at once, and go back to what
 * they were if the server refuses. After a success every friendship view is reloaded.
 */
export const useFriendshipAction = (profile: Profile) => {
  const queryClient = useQueryClient();
  const key = profileKeys.detail(profile.username);
  return useMutation({
    mutationFn: (action: FriendshipAction) => friendshipAction(action, profile._id),
    onMutate: async (action) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Profile | null>(key);
      queryClient.setQueryData<Profile | null>(
        key,
        (current) =>
          current && { ...current, friendship: nextFriendship(action, current.friendship) },
      );
      return { previous };
    },
    onError: (_error, _action, context) => {
      if (context) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: () => refreshFriendships(queryClient),
  });
};

export const DETAIL_KEYS = [
  'bio',
  'otherName',
  'job',
  'workplace',
  'highSchool',
  'college',
  'pronouns',
  'currentCity',
  'hometown',
  'relationship',
  'instagram',
  'github',
  'linkedin',
] as const satisfies readonly (keyof Details)[];

export type DetailKey = (typeof DETAIL_KEYS)[number];
type FullDetails = Required<Details>;

/** Every field present: the server replaces the whole object (API.md). */
export const fullDetails = (details: Details): FullDetails => {
  const full = {} as Record<DetailKey, string>;
  for (const key of DETAIL_KEYS) full[key] = details[key] ?? '';
  return full as FullDetails;
};

/** Saves one changed field with the others as saved; the answer replaces the cached details. */
export const useSaveDetail = (profile: Profile) => {
  const queryClient = useQueryClient();
  const key = profileKeys.detail(profile.username);
  return useMutation({
    mutationFn: ({ field, value }: { field: DetailKey; value: string }) =>
      updateDetails({ ...fullDetails(profile.details), [field]: value }),
    onSuccess: (saved) =>
      queryClient.setQueryData<Profile | null>(key, (current) =>
        current ? { ...current, details: saved } : current,
      ),
  });
};
