import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason } from '@quad/contract';

/** Why something was reported (the contract's REPORT_REASON_LABELS), in the member's language. */
export const REPORT_REASON_NAMES: Record<ReportReason, MessageDescriptor> = {
  harassment: msg`Harassment or bullying`,
  hate_speech: msg`Hate speech`,
  nudity: msg`Nudity or sexual content`,
  violence: msg`Violence or threats`,
  spam: msg`Spam`,
  self_harm: msg`Self-harm`,
  other: msg`Something else`,
};
