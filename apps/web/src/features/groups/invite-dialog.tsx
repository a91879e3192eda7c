import type { Group, UserSummary } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage, inviteToGroup, useFriendsPageInfos } from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, DialogHeader, MemberRow, Modal, Spinner } from '../../ui';
import styles from './groups.module.css';

function InviteRow({ slug, friend }: { slug: string; friend: UserSummary }) {
  const invite = useMutation({ mutationFn: () => inviteToGroup(slug, friend._id) });
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
            <span className={styles.muted}>Invited</span>
          ) : (
            <Button variant="primary" disabled={invite.isPending} onClick={() => invite.mutate()}>
              Invite
            </Button>
          )
        }
      />
    </li>
  );
}

/** Invite: the member's friends, each with Invite; a search narrows them by name. */
export function InviteDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const titleId = useId();
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
        Invite friends to {group.name}
      </DialogHeader>
      <div className={styles.dialogBody}>
        <label htmlFor={searchId} className="visually-hidden">
          Search friends
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder="Search friends"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        {friends.isPending && <Spinner size={24} label="Loading your friends" />}
        {friends.isError && <p role="alert">{errorMessage(friends.error)}</p>}
        {friends.data && shown.length === 0 && (
          <p className={styles.muted}>
            {needle ? 'No friend has this name.' : 'Your friends will show here.'}
          </p>
        )}
        <ul className={styles.list} aria-label="Friends">
          {shown.map((friend) => (
            <InviteRow key={friend._id} slug={group.slug} friend={friend} />
          ))}
        </ul>
      </div>
    </Modal>
  );
}
