/**
 * Reporting a post, comment, message or member: a reason and an optional note, then thanks (with
 * the support contact after a Self-harm report) and the choice to hide the item at once.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  reportText,
  type ReportedItem,
  type ReportReason,
  type ReportResponse,
} from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage, hideReportedItem, notificationKeys, reportItem } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { Button, DialogHeader, Modal, Spinner } from '../../ui';
import { REPORT_REASON_NAMES } from './reason-names';
import { reportContractTexts } from './report-contract-texts';
import styles from './report-dialog.module.css';

interface ReportDialogProps {
  item: ReportedItem;
  /** "Report post", "Report Ana", …: the dialog's title. */
  title: string;
  /** "Hide this post", …: the button that hides the item after the thanks. */
  hideLabel: string;
  /** Takes the item out of what the member sees (the cached screens), once the server hid it. */
  onHidden: () => void;
  onClose: () => void;
}

export function ReportDialog({ item, title, hideLabel, onHidden, onClose }: ReportDialogProps) {
  const { t } = useLingui();
  const contractText = useContractText(reportContractTexts);
  const titleId = useId();
  const noteId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const thanksRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();

  const send = useMutation({
    mutationFn: (chosen: ReportReason) => reportItem({ ...item, reason: chosen, note }),
  });
  const hide = useMutation({
    mutationFn: () => hideReportedItem(item),
    onSuccess: () => {
      onClose();
      onHidden();
      // Notifications about what was hidden leave the bell and its count.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
  const thanks: ReportResponse | undefined = send.data;

  // The thanks replace the form: the focus moves to them so they are read out.
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    send.mutate(reason);
  };

  const busy = send.isPending || hide.isPending;
  const failure = send.error ?? hide.error;

  return (
    <Modal labelledBy={titleId} onClose={busy ? undefined : onClose} className={styles.dialog}>
      <DialogHeader titleId={titleId} onClose={onClose} closeDisabled={busy}>
        {thanks ? thanks.message : title}
      </DialogHeader>
      {thanks ? (
        <div className={styles.body}>
          <div ref={thanksRef} tabIndex={-1} className={styles.thanks}>
            <p>
              <Trans>Our moderators will look at it. Nobody else is told who reported it.</Trans>
            </p>
            {thanks.support && (
              <p className={styles.support} role="note">
                {thanks.support}
              </p>
            )}
          </div>
          {failure && (
            <p role="alert" className={styles.error}>
              {errorMessage(failure)}
            </p>
          )}
          <div className={styles.actions}>
            <Button onClick={onClose} disabled={busy}>
              <Trans>Done</Trans>
            </Button>
            <Button variant="primary" onClick={() => hide.mutate()} disabled={busy}>
              {hide.isPending && <Spinner size={16} label={t`Hiding`} />}
              {hideLabel}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.body} onSubmit={submit} noValidate>
          <fieldset
            className={styles.reasons}
            aria-describedby={missingReason && !reason ? `${titleId}-reason` : undefined}
          >
            <legend className={styles.legend}>
              <Trans>Why are you reporting this?</Trans>
            </legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className={styles.reason}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                <span>{t(REPORT_REASON_NAMES[value])}</span>
              </label>
            ))}
            {missingReason && !reason && (
              <p id={`${titleId}-reason`} role="alert" className={styles.error}>
                {contractText(reportText.reasonRequired)}
              </p>
            )}
          </fieldset>
          <label htmlFor={noteId} className={styles.noteLabel}>
            <Trans>Add a note (optional)</Trans>
          </label>
          <textarea
            id={noteId}
            className={styles.note}
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            dir="auto"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {failure && (
            <p role="alert" className={styles.error}>
              {errorMessage(failure)}
            </p>
          )}
          <div className={styles.actions}>
            <Button onClick={onClose} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="primary" disabled={busy}>
              {send.isPending && <Spinner size={16} label={t`Sending`} />}
              <Trans>Send report</Trans>
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
