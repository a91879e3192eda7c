/** Calls and cached data of the cover and profile picture flows (SPEC.md §7, API.md). */
import { LISTED_IMAGES_MAX } from '@quad/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api';

export type PictureKind = 'cover' | 'profile';

/** The upload folder of each kind, below the member's own folder. */
export const PICTURE_FOLDERS: Record<PictureKind, string> = {
  cover: 'cover_pictures',
  profile: 'profile_pictures',
};

export const pictureKeys = {
  all: ['pictures'] as const,
  images: (userId: string) => [...pictureKeys.all, userId] as const,
};

export const listImages = (userId: string) =>
  callApi('listImages', {
    body: { path: `${userId}/*`, sort: 'desc', max: LISTED_IMAGES_MAX },
  });

/** Any 2xx is a success (API.md). */
export const updateCover = (url: string) => callApi('updateCover', { body: { url } });

export const updateProfilePicture = (url: string) =>
  callApi('updateProfilePicture', { body: { url } });

/** The member's uploaded images, newest first, loaded when a picture dialog opens. */
export const useUploadedImages = (userId: string) =>
  useQuery({
    queryKey: pictureKeys.images(userId),
    queryFn: async () => (await listImages(userId)).resources,
  });

/** True for an image of the member's profile picture folder (`{userId}/profile_pictures`). */
export const isProfilePictureFolder = (folder: string) =>
  folder.split('/').at(-1) === PICTURE_FOLDERS.profile;
