import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitationTo,
  declineInvitationTo,
  errorMessage,
  groupKeys,
  notificationKeys,
  postKeys,
} from '../../api';
import { Button, Spinner } from '../../ui';
import styles from './notifications.module.css';

type Answer = 'accept' | 'decline';

interface InvitationAnswerProps {
  notification: Notification;
  /** Runs with what was done: the server deletes the answered invitation, and its notice goes. */
  onAnswered: (message: string) => void;
}

/**
 * Accept and Decline beside an invitation to a group (not inside its link): accepting joins the
 * group, whose posts then come in the feed. The answered invitation leaves the notifications, and
 * the list says what was done.
 */
export function InvitationAnswer({ notification, onAnswered }: InvitationAnswerProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const group = notification.group;
  const groupName = group?.name ?? '';
  const answer = useMutation({
    mutationFn: (choice: Answer) => {
      if (!group) throw new Error(t`This group does not exist.`);
      return choice === 'accept' ? acceptInvitationTo(group.slug) : declineInvitationTo(group.slug);
    },
    onSuccess: (_state, choice) => {
      if (!group) return;
      onAnswered(
        choice === 'accept'
          ? t`You joined ${groupName}`
          : t`You declined the invitation to ${groupName}`,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      if (choice === 'accept') void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
    },
  });
  if (!group || answer.isSuccess) return null;
  return (
    <div className={styles.answer}>
      <div className={styles.answerButtons}>
        <Button
          variant="primary"
          disabled={answer.isPending}
          aria-label={t`Accept the invitation to ${groupName}`}
          onClick={() => answer.mutate('accept')}
        >
          {answer.isPending && answer.variables === 'accept' && (
            <Spinner size={16} label={t`Joining`} />
          )}
          <Trans>Accept</Trans>
        </Button>
        <Button
          disabled={answer.isPending}
          aria-label={t`Decline the invitation to ${groupName}`}
          onClick={() => answer.mutate('decline')}
        >
          <Trans>Decline</Trans>
        </Button>
      </div>
      {answer.isError && (
        <p role="alert" className={styles.answerError}>
          {errorMessage(answer.error)}
        </p>
      )}
    </div>
  );
}
