import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const name = fullName(member);
  return (
    <ReasonDialog
      title={t`Lift the suspension of ${name}?`}
      description={t`They can sign in again at once, and their content is shown again.`}
      confirmLabel={t`Lift suspension`}
      hint={t`Why it ends early, for the other moderators`}
      optional
      act={(why) => liftSuspension(member._id, why)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
