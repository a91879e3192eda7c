import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../api';
import { ActionDialog } from './action-dialog';
import { ReasonField, useReason } from './reason-field';

interface ReasonDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** The field's placeholder: what the reason is for. */
  hint: string;
  /** The action can be done without a reason (nobody is told of it). */
  optional?: boolean;
  /** The call, with the checked reason ('' for none). */
  act: (reason: string) => Promise<{ message: string }>;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** A moderator's action whose only question is why: Dismiss, Remove, Lift suspension. */
export function ReasonDialog({
  hint,
  optional = false,
  act,
  onDone,
  ...dialog
}: ReasonDialogProps) {
  const action = useMutation({
    mutationFn: act,
    onSuccess: (answer) => onDone(answer.message),
  });
  const reason = useReason((why) => action.mutate(why), { optional });
  return (
    <ActionDialog
      {...dialog}
      onConfirm={reason.confirm}
      busy={action.isPending}
      error={action.isError ? errorMessage(action.error) : null}
    >
      <ReasonField {...reason.field} hint={hint} />
    </ActionDialog>
  );
}
