/** Keeping the campus safe: blocks, reports and moderation (issue 11 §2–§4). */
import { z } from 'zod';

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

/** A report's note is a few sentences for the moderators, not an essay. */
export const REPORT_NOTE_MAX = 500;
/** Reports a member may send in an hour: more is a campaign, not a concern. */
export const REPORTS_PER_HOUR = 20;

export const reportText = {
  kindRequired: 'Say what you are reporting: a post, a comment, a message or a member.',
  reasonRequired: 'Choose why you are reporting this.',
  noteTooLong: `A note can be up to ${REPORT_NOTE_MAX} characters.`,
  thanks: 'Thanks for letting us know',
  hidden: 'You will no longer see this.',
  alreadyReported: 'You have already reported this.',
  notReported: 'You have not reported this.',
  ownPost: 'You cannot report your own post.',
  ownComment: 'You cannot report your own comment.',
  ownMessage: 'You cannot report your own message.',
  yourself: 'You cannot report yourself.',
  unknownPost: 'This post does not exist.',
  unknownComment: 'This comment does not exist.',
  unknownMessage: 'This message does not exist.',
  unknownMember: 'This member does not exist.',
} as const;

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
