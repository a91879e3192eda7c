/** Image uploads and the caller's image list (SPEC.md §7, API.md). */
import { z } from 'zod';
import { IMAGE_MAX_BYTES, LISTED_IMAGES_MAX, UPLOAD_FILES_MAX } from './limits';
import { imageUrlSchema } from './urls';

/** The multipart form of uploadImages, for the published API (the server reads it part by part). */
export const uploadFormSchema = z.object({
  path: z.string().meta({
    description:
      "The caller's folder: '{userId}/post_images', '{userId}/post_images/{postId}' (comment images), '{userId}/profile_pictures', '{userId}/cover_pictures' or '{userId}/message_images' (message photos).",
  }),
  file: z
    .array(z.file().mime(['image/jpeg', 'image/png', 'image/webp', 'image/gif']))
    .min(1)
    .max(UPLOAD_FILES_MAX)
    .meta({
      description: `JPEG, PNG, WebP or GIF images, ${IMAGE_MAX_BYTES / 1_048_576} MB at most each.`,
    }),
});

export const uploadAnswerSchema = z.array(z.object({ url: imageUrlSchema }));
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

export const listImagesRequestSchema = z.object({
  path: z.string().min(1, 'A folder path is required.'),
  sort: z.enum(['desc', 'asc']).default('desc'),
  max: z.coerce.number().int().min(1).max(LISTED_IMAGES_MAX).default(LISTED_IMAGES_MAX),
});
export type ListImagesRequest = z.input<typeof listImagesRequestSchema>;

export const imageResourceSchema = z.object({
  folder: z.string(),
  secure_url: imageUrlSchema,
  public_id: z.string(),
});
export const listImagesResponseSchema = z.object({ resources: z.array(imageResourceSchema) });
export type ListImagesResponse = z.infer<typeof listImagesResponseSchema>;
