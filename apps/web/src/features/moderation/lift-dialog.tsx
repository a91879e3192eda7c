import type { UserSummary } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, liftSuspension } from '../../api';
import { fullName } from '../../lib/full-name';
import { ActionDialog } from './action-dialog';
import { ReasonField, useReason } from './reason-field';

interface LiftDialogProps {
  member: UserSummary;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Lift the suspension of {name}?": at once; a reason is optional, for the log. */
export function LiftDialog({ member, onDone, onCancel }: LiftDialogProps) {
  const lift = useMutation({
    mutationFn: (why: string) => liftSuspension(member._id, why),
    onSuccess: (answer) => onDone(answer.message),
  });
  const reason = useReason((why) => lift.mutate(why), { optional: true });
  return (
    <ActionDialog
      title={`Lift the suspension of ${fullName(member)}?`}
      description="They can sign in again at once, and their content is shown again."
      confirmLabel="Lift suspension"
      onConfirm={reason.confirm}
      onCancel={onCancel}
      busy={lift.isPending}
      error={lift.isError ? errorMessage(lift.error) : null}
    >
      <ReasonField {...reason.field} hint="Why it ends early, for the other moderators" />
    </ActionDialog>
  );
}
