import type { ReportGroup } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { dismissReports, errorMessage } from '../../api';
import { fullName } from '../../lib/full-name';
import { ActionDialog } from './action-dialog';
import { ReasonField, useReason } from './reason-field';
import { KIND_NAME } from './words';

interface DismissDialogProps {
  group: ReportGroup;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Dismiss the reports of this post?": the item stays; a reason is optional, for the log. */
export function DismissDialog({ group, onDone, onCancel }: DismissDialogProps) {
  const dismiss = useMutation({
    mutationFn: (why: string) => dismissReports({ kind: group.item_kind, id: group.item_id }, why),
    onSuccess: (answer) => onDone(answer.message),
  });
  const reason = useReason((why) => dismiss.mutate(why), { optional: true });
  const title =
    group.item_kind === 'member'
      ? `Dismiss the reports about ${fullName(group.author)}?`
      : `Dismiss the reports of this ${KIND_NAME[group.item_kind].toLowerCase()}?`;
  return (
    <ActionDialog
      title={title}
      description="Nothing is removed and nobody is told; the reports close, and the log keeps your reason."
      confirmLabel="Dismiss"
      onConfirm={reason.confirm}
      onCancel={onCancel}
      busy={dismiss.isPending}
      error={dismiss.isError ? errorMessage(dismiss.error) : null}
    >
      <ReasonField {...reason.field} hint="Why it breaks no rule, for the other moderators" />
    </ActionDialog>
  );
}
