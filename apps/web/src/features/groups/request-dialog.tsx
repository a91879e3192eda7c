import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_ANSWER_MAX, groupText, type Group } from '@quad/contract';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, joinGroup } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { Button, DialogHeader, Field, Modal, Spinner } from '../../ui';
import { groupContractTexts } from './group-contract-texts';
import styles from './groups.module.css';
import { useGroupAction } from './use-group-action';

/** Request to join a private group: each of the admins' questions needs an answer. */
export function RequestDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const titleId = useId();
  const { t } = useLingui();
  const contractText = useContractText(groupContractTexts);
  const { name } = group;
  const [answers, setAnswers] = useState(() => group.questions.map(() => ''));
  const [missing, setMissing] = useState(false);
  const request = useGroupAction(group.slug, (sent: string[]) => joinGroup(group.slug, sent));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = answers.map((answer) => answer.trim());
    if (trimmed.some((answer) => answer === '')) {
      setMissing(true);
      return;
    }
    request.mutate(trimmed, { onSuccess: onClose });
  };
  return (
    <Modal
      labelledBy={titleId}
      onClose={request.isPending ? undefined : onClose}
      className={styles.dialog}
    >
      <DialogHeader titleId={titleId} onClose={onClose} closeDisabled={request.isPending}>
        <Trans>
          Request to join <span dir="auto">{name}</span>
        </Trans>
      </DialogHeader>
      <form noValidate onSubmit={submit}>
        <div className={styles.dialogBody}>
          <p className={styles.muted}>
            <Trans>The group&apos;s admins read your answers.</Trans>
          </p>
          {group.questions.map((question, index) => (
            <Field
              key={question}
              label={question}
              labelClassName={styles.label}
              error={
                missing && !answers[index]?.trim()
                  ? contractText(groupText.answersRequired)
                  : undefined
              }
            >
              {(control) => (
                <textarea
                  {...control}
                  className={styles.textarea}
                  maxLength={GROUP_ANSWER_MAX}
                  required
                  value={answers[index] ?? ''}
                  onChange={(event) =>
                    setAnswers((current) =>
                      current.map((answer, at) => (at === index ? event.target.value : answer)),
                    )
                  }
                />
              )}
            </Field>
          ))}
          {request.isError && (
            <p role="alert" className={styles.error}>
              {contractText(errorMessage(request.error))}
            </p>
          )}
        </div>
        <div className={styles.dialogActions}>
          <Button onClick={onClose} disabled={request.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={request.isPending}>
            {request.isPending && <Spinner size={16} label={t`Sending`} />}
            <Trans>Send request</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
