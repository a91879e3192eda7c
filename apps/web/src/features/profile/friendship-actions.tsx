import { Trans, useLingui } from '@lingui/react/macro';
import type { FriendshipAction, Profile } from '@quad/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api';
import {
  Button,
  FollowingIcon,
  MenuButton,
  MessagesIcon,
  UserCheckIcon,
  UserMinusIcon,
  UserPlusIcon,
} from '../../ui';
import { doneMessage } from './friendship-transitions';
import styles from './profile.module.css';
import { useFriendshipAction } from './profile-queries';

/** The buttons of SPEC.md §4 on another member's profile, for a verified viewer. */
export function FriendshipActions({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const { friendship } = profile;
  const mutation = useFriendshipAction(profile);
  const busy = mutation.isPending;
  const containerRef = useRef<HTMLDivElement>(null);
  const actedRef = useRef(false);

  // A choice can replace or disable the focused button; focus then goes to the first one.
  useEffect(() => {
    const container = containerRef.current;
    if (actedRef.current && container && document.activeElement === document.body) {
      container.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    }
  }, [friendship, busy]);

  const act = (action: FriendshipAction) => () => {
    actedRef.current = true;
    mutation.mutate(action);
  };

  return (
    <div className={styles.friendship}>
      <div ref={containerRef} className={styles.actions}>
        {friendship.friends ? (
          <MenuButton
            label={t`Friends`}
            icon={<UserCheckIcon size={18} />}
            disabled={busy}
            actions={[
              friendship.following
                ? { label: t`Unfollow`, icon: <FollowingIcon />, onSelect: act('unfollow') }
                : { label: t`Follow`, icon: <FollowingIcon />, onSelect: act('follow') },
              { label: t`Unfriend`, icon: <UserMinusIcon />, onSelect: act('unfriend') },
            ]}
          />
        ) : friendship.requestReceived ? (
          <MenuButton
            label={t`Respond`}
            variant="primary"
            icon={<UserPlusIcon size={18} />}
            disabled={busy}
            actions={[
              { label: t`Confirm`, onSelect: act('acceptRequest') },
              { label: t`Delete`, onSelect: act('deleteRequest') },
            ]}
          />
        ) : friendship.requestSent ? (
          <Button variant="secondary" disabled={busy} onClick={act('cancelRequest')}>
            <UserMinusIcon size={18} />
            <Trans>Cancel Request</Trans>
          </Button>
        ) : (
          <Button variant="primary" disabled={busy} onClick={act('addFriend')}>
            <UserPlusIcon size={18} />
            <Trans>Add Friend</Trans>
          </Button>
        )}
        {friendship.friends && (
          <Link
            to={`/messages/${encodeURIComponent(profile.username)}`}
            className={styles.messageLink}
          >
            <MessagesIcon size={18} />
            <Trans>Message</Trans>
          </Link>
        )}
        {!friendship.friends &&
          (friendship.following ? (
            <Button variant="secondary" disabled={busy} onClick={act('unfollow')}>
              <FollowingIcon size={18} />
              <Trans>Following</Trans>
            </Button>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={act('follow')}>
              <FollowingIcon size={18} />
              <Trans>Follow</Trans>
            </Button>
          ))}
      </div>
      {mutation.isError && (
        <p role="alert" className={styles.actionError}>
          {errorMessage(mutation.error)}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {mutation.isSuccess ? i18n._(doneMessage[mutation.variables]) : ''}
      </p>
    </div>
  );
}
