/** Keeping the campus safe: blocks, reports and moderation (issue 11 §2–§4). */
import { z } from 'zod';
import { REPORT_ITEM_KINDS, REPORT_REASONS, REPORT_NOTE_MAX, reportText } from './safety-text';
import { userSummarySchema } from './members';

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

/** What the report is about: a post, comment or message id, or a member's id. */
export const reportedItemSchema = z.object({
  kind: z.enum(REPORT_ITEM_KINDS, { error: reportText.kindRequired }),
  id: z.string().meta({ description: "The post's, comment's or message's id, or the member's." }),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const reportRequestSchema = reportedItemSchema.extend({
  reason: z.enum(REPORT_REASONS, { error: reportText.reasonRequired }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, reportText.noteTooLong)
    .optional()
    .default('')
    .meta({ description: 'What the moderators should know; optional.' }),
  hide: z
    .boolean()
    .optional()
    .default(false)
    .meta({ description: 'Hide the item from the reporter at once.' }),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

export const reportResponseSchema = z.object({
  message: z.string(),
  support: z.string().nullable().meta({
    description: "The community's support contact for a self-harm report; null otherwise.",
  }),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;
