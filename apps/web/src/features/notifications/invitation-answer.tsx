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
  const queryClient = useQueryClient();
  const group = notification.group;
  const answer = useMutation({
    mutationFn: (choice: Answer) => {
      if (!group) throw new Error('This group does not exist.');
      return choice === 'accept' ? acceptInvitationTo(group.slug) : declineInvitationTo(group.slug);
    },
    onSuccess: (_state, choice) => {
      if (!group) return;
      onAnswered(
        choice === 'accept'
          ? `You joined ${group.name}`
          : `You declined the invitation to ${group.name}`,
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
          aria-label={`Accept the invitation to ${group.name}`}
          onClick={() => answer.mutate('accept')}
        >
          {answer.isPending && answer.variables === 'accept' && (
            <Spinner size={16} label="Joining" />
          )}
          Accept
        </Button>
        <Button
          disabled={answer.isPending}
          aria-label={`Decline the invitation to ${group.name}`}
          onClick={() => answer.mutate('decline')}
        >
          Decline
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
