import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FriendshipAction, UserSummary } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, friendshipAction, refreshFriendships } from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, MemberRow } from '../../ui';
import type { CardKind } from './friend-sections';
import styles from './friends.module.css';

interface FriendCardProps {
  person: UserSummary;
  kind: CardKind;
  /** Set when the member may not act (unverified): the id of the text that says why. */
  blockedBy?: string;
}

const BUTTONS: Record<
  CardKind,
  { action: FriendshipAction; label: MessageDescriptor; primary?: boolean }[]
> = {
  request: [
    { action: 'acceptRequest', label: msg`Confirm`, primary: true },
    { action: 'deleteRequest', label: msg`Delete` },
  ],
  sent: [{ action: 'cancelRequest', label: msg`Cancel Request` }],
  suggestion: [{ action: 'addFriend', label: msg`Add Friend`, primary: true }],
  friend: [],
};

export function FriendCard({ person, kind, blockedBy }: FriendCardProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: FriendshipAction) => friendshipAction(action, person._id),
    // Stays busy until the lists are reloaded, so a card cannot be acted on twice.
    onSuccess: () => refreshFriendships(queryClient),
  });
  const buttons = BUTTONS[kind];

  return (
    <MemberRow
      layout="card"
      picture={person.picture}
      pictureSize={person.pictureSize}
      name={fullName(person)}
      href={`/profile/${encodeURIComponent(person.username)}`}
      actions={buttons.map(({ action, label, primary }) => (
        <Button
          key={action}
          variant={primary ? 'primary' : 'secondary'}
          block
          disabled={Boolean(blockedBy) || mutation.isPending}
          aria-describedby={blockedBy}
          onClick={() => mutation.mutate(action)}
        >
          {i18n._(label)}
        </Button>
      ))}
      status={
        mutation.isError && (
          <p role="alert" className={styles.cardError}>
            {errorMessage(mutation.error)}
          </p>
        )
      }
    />
  );
}
