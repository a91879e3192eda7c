import { useLingui } from '@lingui/react/macro';
import { SUSPENSION_DURATIONS, type SuspensionDuration, type UserSummary } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage, suspendMember } from '../../api';
import { fullName } from '../../lib/full-name';
import { ActionDialog } from './action-dialog';
import styles from './moderation.module.css';
import { ReasonField, useReason } from './reason-field';
import { DURATION_LABELS } from './words';

interface SuspendDialogProps {
  member: UserSummary;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Suspend {name}?": for 7 days, 30 days or permanently, and why. */
export function SuspendDialog({ member, onDone, onCancel }: SuspendDialogProps) {
  const { t } = useLingui();
  const [duration, setDuration] = useState<SuspensionDuration>('7_days');
  const legendId = useId();
  const name = fullName(member);
  const suspend = useMutation({
    mutationFn: (why: string) => suspendMember(member._id, { duration, reason: why }),
    onSuccess: () => onDone(t`${name} is suspended.`),
  });
  const reason = useReason((why) => suspend.mutate(why));
  return (
    <ActionDialog
      title={t`Suspend ${name}?`}
      description={t`Every session of theirs ends at once. They cannot sign in, and sign-in tells them why and until when; their posts and comments are hidden until the suspension ends.`}
      confirmLabel={t`Suspend`}
      onConfirm={reason.confirm}
      onCancel={onCancel}
      busy={suspend.isPending}
      error={suspend.isError ? errorMessage(suspend.error) : null}
    >
      <fieldset className={styles.fieldset} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {t`For how long`}
        </legend>
        {SUSPENSION_DURATIONS.map((each) => (
          <label key={each} className={styles.radioRow}>
            <input
              type="radio"
              name="suspension-duration"
              value={each}
              checked={duration === each}
              onChange={() => setDuration(each)}
            />
            {t(DURATION_LABELS[each])}
          </label>
        ))}
      </fieldset>
      <ReasonField
        {...reason.field}
        hint={t`What they did; they will read it when they try to sign in`}
      />
    </ActionDialog>
  );
}
