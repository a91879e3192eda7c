import type { ReportGroup } from '@quad/contract';
import { dismissReports } from '../../api';
import { fullName } from '../../lib/full-name';
import { ReasonDialog } from './reason-dialog';
import { KIND_NAME } from './words';

interface DismissDialogProps {
  group: ReportGroup;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Dismiss the reports of this post?": the item stays; a reason is optional, for the log. */
export function DismissDialog({ group, onDone, onCancel }: DismissDialogProps) {
  const title =
    group.item_kind === 'member'
      ? `Dismiss the reports about ${fullName(group.author)}?`
      : `Dismiss the reports of this ${KIND_NAME[group.item_kind].toLowerCase()}?`;
  return (
    <ReasonDialog
      title={title}
      description="Nothing is removed and nobody is told; the reports close, and the log keeps your reason."
      confirmLabel="Dismiss"
      hint="Why it breaks no rule, for the other moderators"
      optional
      act={(why) => dismissReports({ kind: group.item_kind, id: group.item_id }, why)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
