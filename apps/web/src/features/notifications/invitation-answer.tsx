import type { Notification } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitationTo,
  declineInvitationTo,
  errorMessage,
  postKeys,
  useMarkNotificationRead,
} from '../../api';
import { Button, Spinner } from '../../ui';
import styles from './notifications.module.css';

type Answer = 'accept' | 'decline';

/**
 * Accept and Decline beside an invitation to a group (not inside its link): accepting joins the
 * group, whose posts then come in the feed; either marks the invitation read and says what was
 * done.
 */
export function InvitationAnswer({ notification }: { notification: Notification }) {
  const queryClient = useQueryClient();
  const markRead = useMarkNotificationRead();
  const group = notification.group;
  const answer = useMutation({
    mutationFn: (choice: Answer) => {
      if (!group) throw new Error('This group does not exist.');
      return choice === 'accept' ? acceptInvitationTo(group.slug) : declineInvitationTo(group.slug);
    },
    onSuccess: (_state, choice) => {
      if (!notification.read) markRead.mutate(notification._id);
      if (choice === 'accept') return queryClient.invalidateQueries({ queryKey: postKeys.feed() });
    },
  });
  if (!group) return null;
  const done = answer.isSuccess ? answer.variables : null;
  return (
    <div className={styles.answer}>
      <p role="status" className={done ? styles.answered : 'visually-hidden'}>
        {done === 'accept' && `You joined ${group.name}`}
        {done === 'decline' && `You declined the invitation to ${group.name}`}
      </p>
      {!done && (
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
      )}
      {answer.isError && (
        <p role="alert" className={styles.answerError}>
          {errorMessage(answer.error)}
        </p>
      )}
    </div>
  );
}
