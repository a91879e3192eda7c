/** Direct messages between friends (issue 10 §3). */
import { z } from 'zod';
import { MESSAGE_TEXT_MAX } from './limits';
import { userSummarySchema } from './members';
import { imageUrlSchema, sentImageUrl } from './urls';

export const directMessageText = {
  tooLong: `A message can have at most ${MESSAGE_TEXT_MAX} characters.`,
  empty: 'A message needs some text or a photo.',
  friendsOnly: 'You can only message your friends.',
} as const;

export const directMessageSchema = z.object({
  _id: z.string(),
  /** The sender's member id. */
  sender: z.string(),
  text: z.string(),
  /** The photo's URL; '' when the message has none. */
  image: imageUrlSchema,
  createdAt: z.string(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const conversationSummarySchema = z.object({
  _id: z.string(),
  /** The other member. */
  member: userSummarySchema,
  lastMessage: z.object({
    text: z.string(),
    /** Whether it carries a photo. */
    hasImage: z.boolean(),
    sentByMe: z.boolean(),
    createdAt: z.string(),
  }),
  /** Messages from the other member the caller has not read. */
  unread: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListSchema = z.array(conversationSummarySchema);

export const conversationSchema = z.object({
  /** The other member. */
  member: userSummarySchema,
  /** A page of messages, newest first; the Link header announces the older ones. */
  messages: z.array(directMessageSchema),
  /** Whether the other member has read the caller's last message. */
  seen: z.boolean(),
  /** Whether the caller may send (only friends message each other). */
  canMessage: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationParamsSchema = z.object({
  username: z.string().meta({ description: "The other member's username." }),
});

export const sendMessageRequestSchema = z.object({
  text: z.string().max(MESSAGE_TEXT_MAX, directMessageText.tooLong).optional().default(''),
  /** One photo the sender uploaded into `{userId}/message_images`; '' for none. */
  image: sentImageUrl(z.string()).optional().default(''),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const messageCountsSchema = z.object({
  /** Conversations with messages the caller has not read (the Messages icon). */
  unread: z.number().int().min(0),
});
export type MessageCounts = z.infer<typeof messageCountsSchema>;
