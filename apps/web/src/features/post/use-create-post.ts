import { useLingui } from '@lingui/react/macro';
import type {
  CreateEventRequest,
  CreatePostRequest,
  GroupPrivacy,
  GroupRole,
} from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEvent, createPost, postKeys, uploadImages } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { addPostToCaches } from './post-cache';

export interface PostDraft {
  text: string;
  /** A preset path, or '' for none. */
  background: string;
  photos: File[];
}

/** (ext) The group a post is made in: its audience is the group's. */
export interface PostingGroup {
  _id: string;
  name: string;
  slug: string;
  /** Post Event hosts the event in the group when the member runs it. */
  privacy?: GroupPrivacy;
  viewerRole?: GroupRole | null;
}

/** Logged (not an error) when Post is pressed with nothing to post (SPEC.md §4). */
export const NOTHING_TO_POST = 'Create Post Failed... nothing to post: add some text or a photo.';

export const hasContent = (draft: PostDraft) => draft.text.trim() !== '' || draft.photos.length > 0;

/**
 * SPEC.md §4: photos are uploaded first into the member's post images folder and the post
 * carries their URLs; otherwise a background with text, or text alone. The new post goes first
 * in the feed, in the member's profile and in its group's posts; in a group with post approval
 * it waits instead (`pending`) and only the group's waiting posts show it.
 */
export const useCreatePost = (group?: PostingGroup) => {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: async (draft: PostDraft) => {
      if (!user) throw new Error(t`Sign in to post.`);
      const base: CreatePostRequest = {
        type: null,
        text: draft.text,
        user: user.id,
        ...(group && { group: group._id }),
      };
      if (draft.photos.length > 0) {
        const images = await uploadImages(`${user.id}/post_images`, draft.photos);
        return createPost({ ...base, background: null, images });
      }
      if (draft.background) {
        return createPost({ ...base, background: draft.background, images: null });
      }
      return createPost({ ...base, background: null, images: null });
    },
    onSuccess: ({ data }) => {
      // A post waiting for approval is in no list yet but the group's queue.
      if (data.pending) {
        if (group)
          return queryClient.invalidateQueries({ queryKey: postKeys.groupPending(group.slug) });
        return;
      }
      if (user) addPostToCaches(queryClient, data, user.username);
    },
  });
};

/** (ext) Post Event: the event's fields, and the cover photo to upload first. */
export interface EventPosting {
  request: CreateEventRequest;
  cover: File | null;
}

/**
 * (ext) Post Event: the cover is uploaded like a post's photos; the new event goes first in the
 * lists like any new post.
 */
export const useCreateEvent = () => {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: async ({ request, cover }: EventPosting) => {
      if (!user) throw new Error(t`Sign in to post.`);
      if (!cover) return createEvent(request);
      const [image] = await uploadImages(`${user.id}/post_images`, [cover]);
      return createEvent({ ...request, cover: image?.url ?? null });
    },
    onSuccess: (post) => {
      if (user && !post.pending) addPostToCaches(queryClient, post, user.username);
    },
  });
};
