import { Trans, useLingui } from '@lingui/react/macro';
import type { UserSummary } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage, useFriendsPageInfos } from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, DialogHeader, MemberRow, Modal, Spinner } from '../../ui';
import styles from './groups.module.css';

/** Invites one member; what it answers does not matter, only whether it succeeded. */
export type InviteFriend = (friendId: string) => Promise<unknown>;

function InviteRow({
  invite: inviteFriend,
  friend,
}: {
  invite: InviteFriend;
  friend: UserSummary;
}) {
  const invite = useMutation({ mutationFn: () => inviteFriend(friend._id) });
  const { t } = useLingui();
  const name = fullName(friend);
  return (
    <li>
      <MemberRow
        picture={friend.picture}
        pictureSize={friend.pictureSize}
        name={name}
        href={`/profile/${encodeURIComponent(friend.username)}`}
        status={
          invite.isError && (
            <span role="alert" className={styles.error}>
              {errorMessage(invite.error)}
            </span>
          )
        }
        actions={
          invite.isSuccess ? (
            <span className={styles.muted}>{t`Invited`}</span>
          ) : (
            <Button variant="primary" disabled={invite.isPending} onClick={() => invite.mutate()}>
              {t`Invite`}
            </Button>
          )
        }
      />
    </li>
  );
}

interface InviteDialogProps {
  /** The dialog's title: "Invite friends to Robotics Club". */
  title: string;
  invite: InviteFriend;
  onClose: () => void;
}

/**
 * Invite: the member's friends, each with Invite; a search narrows them by name (a group's
 * header, an event's page).
 */
export function InviteDialog({ title, invite, onClose }: InviteDialogProps) {
  const titleId = useId();
  const { t } = useLingui();
  const searchId = useId();
  const [term, setTerm] = useState('');
  const friends = useFriendsPageInfos();
  const needle = term.trim().toLowerCase();
  const shown = (friends.data?.friends ?? []).filter((friend) =>
    fullName(friend).toLowerCase().includes(needle),
  );
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.dialog}>
      <DialogHeader titleId={titleId} onClose={onClose}>
        {title}
      </DialogHeader>
      <div className={styles.dialogBody}>
        <label htmlFor={searchId} className="visually-hidden">
          <Trans>Search friends</Trans>
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder={t`Search friends`}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        {friends.isPending && <Spinner size={24} label={t`Loading your friends`} />}
        {friends.isError && <p role="alert">{errorMessage(friends.error)}</p>}
        {friends.data && shown.length === 0 && (
          <p className={styles.muted}>
            {needle ? t`No friend has this name.` : t`Your friends will show here.`}
          </p>
        )}
        <ul className={styles.list} aria-label={t`Friends`}>
          {shown.map((friend) => (
            <InviteRow key={friend._id} invite={invite} friend={friend} />
          ))}
        </ul>
      </div>
    </Modal>
  );
}
