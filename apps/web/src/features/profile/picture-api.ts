/** The profile's own calls of the cover and profile picture flows (SPEC.md §7, API.md). */
import { callApi, PICTURE_FOLDERS } from '../../api';

/** Any 2xx is a success (API.md). */
export const updateCover = (url: string) => callApi('updateCover', { body: { url } });

export const updateProfilePicture = (url: string) =>
  callApi('updateProfilePicture', { body: { url } });

/** True for an image of the member's profile picture folder (`{userId}/profile_pictures`). */
export const isProfilePictureFolder = (folder: string) =>
  folder.split('/').at(-1) === PICTURE_FOLDERS.profile;
