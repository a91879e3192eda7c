/** The community the deployment serves: configuration, not code (DESIGN.md). */
import { z } from 'zod';
import { COLLEGES } from './enums';

export const communitySchema = z.object({
  communityName: z.string(),
  productName: z.string(),
  universityDomain: z.string(),
  supportEmail: z.string(),
  colleges: z.array(z.string()),
});
export type Community = z.infer<typeof communitySchema>;

export const DEFAULT_COMMUNITY: Community = {
  communityName: 'CCU',
  productName: 'Quad',
  universityDomain: 'coastal.edu',
  supportEmail: 'support@quad.example',
  colleges: [...COLLEGES],
};
