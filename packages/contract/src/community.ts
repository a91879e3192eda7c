/** The community the deployment serves: configuration, not code (DESIGN.md). */
import { z } from 'zod';

export const communitySchema = z.object({
  communityName: z.string(),
  productName: z.string(),
  universityDomain: z.string(),
  supportEmail: z.string(),
  /** Who a member can reach when someone is at risk of self-harm (CRISIS_SUPPORT). */
  crisisSupport: z.string(),
  colleges: z.array(z.string()),
});
export type Community = z.infer<typeof communitySchema>;
