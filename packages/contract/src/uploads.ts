/** Image uploads and the caller's image list (SPEC.md §7, API.md). */
import { z } from 'zod';
import { LISTED_IMAGES_MAX } from './limits';
import { imageUrlSchema } from './urls';

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
