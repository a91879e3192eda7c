import { Trans, useLingui } from '@lingui/react/macro';
import type { EventData } from '@quad/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../api';
import { ConfirmDialog } from '../../ui';
import { useCancelEvent } from './event-mutations';
import { eventWhenText, shownOccurrence } from './event-time';
import type { PostChanger } from './post-changer';
import styles from './event-card.module.css';

interface CancelEventDialogProps {
  postId: string;
  event: EventData;
  changePost: PostChanger;
  onClose: () => void;
}

/**
 * Cancel event asks first; a repeating event offers its next occurrence alone or the whole
 * series. Those who answered are told.
 */
export function CancelEventDialog({ postId, event, changePost, onClose }: CancelEventDialogProps) {
  const name = useId();
  const { i18n, t } = useLingui();
  const cancel = useCancelEvent(postId, changePost);
  const occurrence = event.next_occurrence;
  const repeating = event.repeat !== 'none' && occurrence !== null;
  const [which, setWhich] = useState<'occurrence' | 'series'>(repeating ? 'occurrence' : 'series');
  const choices = [
    { value: 'occurrence', label: t`This occurrence (${eventWhenText(i18n, event)})` },
    { value: 'series', label: t`The whole series` },
  ] as const;

  return (
    <ConfirmDialog
      title={t`Cancel event?`}
      confirmLabel={t`Cancel event`}
      cancelLabel={t`Keep event`}
      busy={cancel.isPending}
      error={cancel.isError ? errorMessage(cancel.error) : null}
      onCancel={onClose}
      onConfirm={() =>
        cancel.mutate(which === 'occurrence' && repeating ? shownOccurrence(event) : null, {
          onSuccess: onClose,
        })
      }
      fields={
        repeating && (
          <fieldset className={styles.choices}>
            <legend className="visually-hidden">
              <Trans>What to cancel</Trans>
            </legend>
            {choices.map((choice) => (
              <label key={choice.value} className={styles.choice}>
                <input
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={which === choice.value}
                  onChange={() => setWhich(choice.value)}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
        )
      }
    >
      <Trans>Everyone who answered is told that it is cancelled.</Trans>
    </ConfirmDialog>
  );
}
