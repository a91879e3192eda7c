/**
 * The member's uploaded images and the picture folders (SPEC.md §7, API.md): what the cover and
 * profile picture flows of a profile and of a group share.
 */
import { LISTED_IMAGES_MAX } from '@quad/contract';
import { useQuery } from '@tanstack/react-query';
import { shownErrorText } from '../i18n/web-texts';
import { PictureError } from '../lib/crop-image';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from './api-error';
import { callApi } from './client';
import { uploadImages } from './posts';

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

/** The member's uploaded images, newest first, loaded when a picture dialog opens. */
export const useUploadedImages = (userId: string) =>
  useQuery({
    queryKey: pictureKeys.images(userId),
    queryFn: async () => (await listImages(userId)).resources,
  });

export const PICTURE_NOT_SAVED = 'The picture could not be saved. Please try again.';

/** Uploads a prepared picture into the member's folder of its kind; answers its URL. */
export const uploadPicture = async (userId: string, kind: PictureKind, picture: Blob) => {
  const [uploaded] = await uploadImages(`${userId}/${PICTURE_FOLDERS[kind]}`, [picture]);
  if (!uploaded) throw new PictureError(PICTURE_NOT_SAVED);
  return uploaded;
};

/** What to show for an error of the picture flows. */
export const pictureErrorMessage = (error: unknown) =>
  shownErrorText(
    error instanceof ApiError || error instanceof PictureError
      ? error.message
      : UNKNOWN_ERROR_MESSAGE,
  );
