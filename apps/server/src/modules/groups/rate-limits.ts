/** Request limits of groups, counted per signed-in member. */
import { GROUPS_CREATED_PER_DAY } from '@quad/contract';
import { days, minutes } from '../../infra/clock';

export const groupLimits = {
  /** A few new groups a day: a club's founder, not a spammer. */
  createdPerMember: { name: 'group-create-member', max: GROUPS_CREATED_PER_DAY, windowMs: days(1) },
  /** Joining, asking and inviting: a busy evening of inviting friends, not a script. */
  membershipPerMember: { name: 'group-membership-member', max: 60, windowMs: minutes(10) },
} as const;
