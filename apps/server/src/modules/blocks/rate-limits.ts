/** Request limits of blocking and unblocking, counted per signed-in member. */
import { minutes } from '../../infra/clock';

export const blockLimits = {
  /** One counter for blocking and unblocking: plenty for a person, little for a script. */
  actionsPerMember: { name: 'block-member', max: 60, windowMs: minutes(10) },
} as const;
