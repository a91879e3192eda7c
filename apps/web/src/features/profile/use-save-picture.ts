/**
 * Saving a cropped cover or profile picture (SPEC.md §4, picture/cover flow): crop to a JPEG,
 * upload it to the member's folder, set it, then post it. The new picture shows at once in the
 * profile, and (from the session) in the header and menus.
 */
import type { Post, Profile } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPost,
  PICTURE_NOT_SAVED,
  pictureKeys,
  postKeys,
  profileKeys,
  uploadPicture,
  type PictureKind,
} from '../../api';
import { useSessionDispatch, useSessionUser } from '../../session/session-store';
import { addPostToCaches } from '../post';
import { cropToJpeg, PictureError, type PixelArea } from '../../lib/crop-image';
import { updateCover, updateProfilePicture } from './picture-api';

export interface SavePictureInput {
  /** The picture being cropped (an uploaded image's URL or an object URL of a chosen file). */
  src: string;
  area: PixelArea | null;
  aspect: number;
  /** The profile picture's optional description, posted as the post's text. */
  description?: string;
}

/** The member's own posts on screen carry their author's picture and cover too. */
const withAuthor = (posts: Post[], authorId: string, change: Partial<Post['user']>) =>
  posts.map((post) =>
    post.user._id === authorId ? { ...post, user: { ...post.user, ...change } } : post,
  );

export const useSavePicture = (kind: PictureKind, profile: Profile) => {
  const queryClient = useQueryClient();
  const dispatch = useSessionDispatch();
  const user = useSessionUser();
  const key = profileKeys.detail(profile.username);

  const patchProfile = (change: (current: Profile) => Profile) =>
    queryClient.setQueryData<Profile | null>(key, (current) => current && change(current));

  return useMutation({
    mutationFn: async ({ src, area, aspect, description }: SavePictureInput) => {
      const userId = user?.id ?? profile._id;
      const jpeg = await cropToJpeg(src, area, aspect);
      const uploaded = await uploadPicture(userId, kind, jpeg);

      // From here the server holds the new picture: show it even if the post below fails.
      if (kind === 'cover') {
        await updateCover(uploaded.url);
        patchProfile((current) => ({
          ...current,
          cover: uploaded.url,
          posts: withAuthor(current.posts, profile._id, { cover: uploaded.url }),
        }));
        dispatch({ type: 'UPDATECOVER', payload: uploaded.url });
      } else {
        const answer = await updateProfilePicture(uploaded.url);
        if (answer?.success !== true) throw new PictureError(PICTURE_NOT_SAVED);
        const picture = answer.picture || uploaded.url;
        // The new picture's own size: the old one's would point its srcset at copies it may lack.
        const pictureSize = answer.picture_size ?? null;
        patchProfile((current) => ({
          ...current,
          picture,
          pictureSize,
          posts: withAuthor(current.posts, profile._id, { picture, pictureSize }),
        }));
        dispatch({ type: 'UPDATEPICTURE', payload: { picture, picture_size: pictureSize } });
      }

      const answer = await createPost({
        type: kind === 'cover' ? 'coverPicture' : 'profilePicture',
        images: [uploaded],
        text: description?.trim() || null,
        background: null,
      });
      if (answer?.success !== true) throw new PictureError(PICTURE_NOT_SAVED);
      // First in the profile's posts and in the feed.
      addPostToCaches(queryClient, answer.data, profile.username);
      return uploaded.url;
    },
    onSettled: () => {
      // The next picture dialog loads the list afresh rather than showing the old one first.
      queryClient.removeQueries({ queryKey: pictureKeys.all });
      // The feed reloads when next shown, with the member's new picture on their posts.
      return queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
};
