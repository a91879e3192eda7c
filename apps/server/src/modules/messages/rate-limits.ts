/** Request limits of direct messages, counted per signed-in member. */
import { minutes } from '../../infra/clock';

export const messageLimits = {
  /** A quick chat is a message every few seconds; a message a second for a minute is a script. */
  messagesPerMember: { name: 'message-member', max: 60, windowMs: minutes(1) },
} as const;
