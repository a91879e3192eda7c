import type { UserSummary } from '@quad/contract';
import { liftSuspension } from '../../api';
import { fullName } from '../../lib/full-name';
import { ReasonDialog } from './reason-dialog';

interface LiftDialogProps {
  member: UserSummary;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Lift the suspension of {name}?": at once; a reason is optional, for the log. */
export function LiftDialog({ member, onDone, onCancel }: LiftDialogProps) {
  return (
    <ReasonDialog
      title={`Lift the suspension of ${fullName(member)}?`}
      description="They can sign in again at once, and their content is shown again."
      confirmLabel="Lift suspension"
      hint="Why it ends early, for the other moderators"
      optional
      act={(why) => liftSuspension(member._id, why)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
