/** The community a deployment serves until it says otherwise; without zod, for the first load. */
import type { Community } from './community';
import { COLLEGES } from './enums';

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
