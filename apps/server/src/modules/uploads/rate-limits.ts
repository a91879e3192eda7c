/** Request limits of uploads, counted per signed-in member. */
import { minutes } from '../../infra/clock';

export const uploadLimits = {
  /** A class's worth of photos, not a flood that keeps the image encoder busy. */
  uploadsPerMember: { name: 'upload-member', max: 60, windowMs: minutes(10) },
} as const;
