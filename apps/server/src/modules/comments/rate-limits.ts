/** Request limits of comments, counted per signed-in member. */
import { minutes } from '../../infra/clock';

export const commentLimits = {
  /** A lively thread is a comment every few seconds; twelve a minute for ten minutes is a script. */
  commentsPerMember: { name: 'comment-member', max: 120, windowMs: minutes(10) },
} as const;
