/** Request limits of posts, counted per signed-in member. */
import { minutes } from '../../infra/clock';

export const postLimits = {
  /** Far more than anyone posts by hand (three a minute for ten minutes), far less than a script. */
  postsPerMember: { name: 'post-member', max: 30, windowMs: minutes(10) },
} as const;
