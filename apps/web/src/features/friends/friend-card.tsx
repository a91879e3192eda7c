import type { FriendshipAction, UserSummary } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorMessage, friendshipAction, refreshFriendships } from '../../api';
import { fullName } from '../../lib/full-name';
import { Button } from '../../ui';
import type { CardKind } from './friend-sections';
import styles from './friends.module.css';

interface FriendCardProps {
  person: UserSummary;
  kind: CardKind;
  /** Set when the member may not act (unverified): the id of the text that says why. */
  blockedBy?: string;
}

const BUTTONS: Record<CardKind, { action: FriendshipAction; label: string; primary?: boolean }[]> =
  {
    request: [
      { action: 'acceptRequest', label: 'Confirm', primary: true },
      { action: 'deleteRequest', label: 'Delete' },
    ],
    sent: [{ action: 'cancelRequest', label: 'Cancel Request' }],
    suggestion: [{ action: 'addFriend', label: 'Add Friend', primary: true }],
    friend: [],
  };

export function FriendCard({ person, kind, blockedBy }: FriendCardProps) {
  const nameId = useId();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: FriendshipAction) => friendshipAction(action, person._id),
    // Stays busy until the lists are reloaded, so a card cannot be acted on twice.
    onSuccess: () => refreshFriendships(queryClient),
  });
  const buttons = BUTTONS[kind];

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <Link to={`/profile/${encodeURIComponent(person.username)}`} className={styles.cardLink}>
        <img src={person.picture} alt="" className={styles.cardPicture} width={200} height={200} />
        <span id={nameId} className={styles.cardName}>
          {fullName(person)}
        </span>
      </Link>
      {buttons.length > 0 && (
        <div className={styles.cardActions}>
          {buttons.map(({ action, label, primary }) => (
            <Button
              key={action}
              variant={primary ? 'primary' : 'secondary'}
              block
              disabled={Boolean(blockedBy) || mutation.isPending}
              aria-describedby={blockedBy}
              onClick={() => mutation.mutate(action)}
            >
              {label}
            </Button>
          ))}
        </div>
      )}
      {mutation.isError && (
        <p role="alert" className={styles.cardError}>
          {errorMessage(mutation.error)}
        </p>
      )}
    </article>
  );
}
