/** Keeping the campus safe: blocks, reports and moderation (issue 11 §2–§4). */
import { z } from 'zod';
import { userSummarySchema } from './members';

/** What a member can report. */
export const REPORT_ITEM_KINDS = ['post', 'comment', 'message', 'member'] as const;
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number];

/** Why, in the order the report dialog lists them, with the words it shows. */
export const REPORT_REASONS = [
  'harassment',
  'hate_speech',
  'nudity',
  'violence',
  'spam',
  'self_harm',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: 'Harassment or bullying',
  hate_speech: 'Hate speech',
  nudity: 'Nudity or sexual content',
  violence: 'Violence or threats',
  spam: 'Spam',
  self_harm: 'Self-harm',
  other: 'Something else',
};

/** A member the signed-in member blocked, as the settings' block list shows them. */
export const blockedMemberSchema = userSummarySchema.extend({
  /** When they were blocked (ISO 8601). */
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
export const blockedMembersSchema = z.array(blockedMemberSchema);

/** The block calls: PUT /user/block/{id} and /user/unblock/{id}, answering `{ message: 'ok' }`. */
export const BLOCK_ACTIONS = ['blockMember', 'unblockMember'] as const;
export type BlockAction = (typeof BLOCK_ACTIONS)[number];
