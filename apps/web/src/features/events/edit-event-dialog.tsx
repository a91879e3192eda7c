import { Trans, useLingui } from '@lingui/react/macro';
import type { EventData, Post } from '@quad/contract';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { Button, DialogHeader, Modal, Spinner } from '../../ui';
import { eventContractTexts } from './event-contract-texts';
import {
  checkEventDraft,
  eventDraftOf,
  eventFieldsOf,
  fieldOfError,
  type EventDraft,
  type EventErrors,
} from './event-form';
import { EventFormFields, type HostGroup } from './event-form-fields';
import { useUpdateEvent } from './event-mutations';
import type { PostChanger } from './post-changer';
import styles from './event-card.module.css';

interface EditEventDialogProps {
  post: Post;
  event: EventData;
  changePost: PostChanger;
  onClose: () => void;
}

/** Edit event: the event form again, filled in; the host and the cover stay. */
export function EditEventDialog({ post, event, changePost, onClose }: EditEventDialogProps) {
  const titleId = useId();
  const { t } = useLingui();
  const contractText = useContractText(eventContractTexts);
  const [draft, setDraft] = useState<EventDraft>(() => eventDraftOf(event, post.text ?? ''));
  const [errors, setErrors] = useState<EventErrors>({});
  const update = useUpdateEvent(post._id, changePost);
  const hostGroup: HostGroup | null = event.host.group && {
    ...event.host.group,
    privacy: post.group?.privacy ?? 'public',
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const checked = await checkEventDraft(draft);
    setErrors(checked.errors);
    if (!checked.valid) return;
    update.mutate(eventFieldsOf(draft), {
      onSuccess: onClose,
      onError: (error) => {
        const field = fieldOfError(error);
        if (!field) return;
        setErrors({ [field]: errorMessage(error) });
        update.reset();
      },
    });
  };

  return (
    <Modal
      labelledBy={titleId}
      onClose={update.isPending ? undefined : onClose}
      className={styles.dialog}
    >
      <DialogHeader titleId={titleId} onClose={onClose} closeDisabled={update.isPending}>
        <Trans>Edit event</Trans>
      </DialogHeader>
      <form noValidate onSubmit={(formEvent) => void submit(formEvent)}>
        <div className={styles.dialogBody}>
          <EventFormFields
            draft={draft}
            onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
            errors={errors}
            hostGroup={hostGroup}
          />
          {update.isError && (
            <p role="alert" className={styles.error}>
              {contractText(errorMessage(update.error))}
            </p>
          )}
        </div>
        <div className={styles.dialogActions}>
          <Button onClick={onClose} disabled={update.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={update.isPending}>
            {update.isPending && <Spinner size={16} label={t`Saving`} />}
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
