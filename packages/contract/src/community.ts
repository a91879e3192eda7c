/** The community the deployment serves: configuration, not code (DESIGN.md). */
import { z } from 'zod';
import { COLLEGES } from './enums';

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

/** The support contact a deployment shows unless CRISIS_SUPPORT says otherwise. */
export const defaultCrisisSupport = (supportEmail: string) =>
  `If you or someone you know is struggling, you can call or text 988 (Suicide & Crisis Lifeline), any time, or reach campus counselling through ${supportEmail}.`;

const DEFAULT_SUPPORT_EMAIL = 'support@quad.example';

export const DEFAULT_COMMUNITY: Community = {
  communityName: 'CCU',
  productName: 'Quad',
  universityDomain: 'coastal.edu',
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  crisisSupport: defaultCrisisSupport(DEFAULT_SUPPORT_EMAIL),
  colleges: [...COLLEGES],
};
