/**
 * What a member can report and why, and what reporting says: apart from the schemas in safety.ts,
 * so the report dialog's words reach a screen without zod.
 */

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
