/** Request limits of the friendship calls, counted per signed-in member. */
import { minutes } from '../../infra/clock';

export const friendLimits = {
  /** One counter for the seven actions and defaultFriend: a busy evening, not a script. */
  actionsPerMember: { name: 'friendship-member', max: 60, windowMs: minutes(10) },
} as const;
