import { Trans, useLingui } from '@lingui/react/macro';
import type { FollowListMember, FriendshipAction } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import {
  errorMessage,
  friendshipAction,
  refreshFriendships,
  useFollowList,
  type FollowListName,
} from '../../api';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { Button, MemberRow, Spinner } from '../../ui';
import styles from './following.module.css';

interface FollowListProps {
  list: FollowListName;
  title: string;
  /** The spinner's name while the list loads. */
  loadingLabel: string;
  /** Said when the list has nobody in it. */
  empty: string;
}

/** One of the Following page's lists, a page at a time, each member with their action. */
export function FollowList({ list, title, loadingLabel, empty }: FollowListProps) {
  const headingId = useId();
  const query = useFollowList(list);
  const members = query.data?.pages.flatMap((page) => page.items) ?? [];
  const nextPageError = query.isFetchNextPageError ? query.error : null;

  let content;
  if (query.isPending) {
    content = <Spinner size={28} label={loadingLabel} />;
  } else if (query.isError) {
    content = (
      <div className={styles.status}>
        <p role="alert">{errorMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (members.length === 0) {
    content = <p className={styles.empty}>{empty}</p>;
  } else {
    content = (
      <>
        <ul className={styles.list}>
          {members.map((member) => (
            <li key={member._id}>
              <FollowRow member={member} />
            </li>
          ))}
        </ul>
        {query.hasNextPage && (
          <Button
            variant="secondary"
            block
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Show more</Trans>}
          </Button>
        )}
        {nextPageError && (
          <p role="alert" className={styles.error}>
            {errorMessage(nextPageError)}
          </p>
        )}
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {content}
    </section>
  );
}

function FollowRow({ member }: { member: FollowListMember }) {
  const { t } = useLingui();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const name = fullName(member);
  const mutation = useMutation({
    mutationFn: (action: FriendshipAction) => friendshipAction(action, member._id),
    // Stays busy until the lists are reloaded, so a row cannot be acted on twice.
    onSuccess: () => refreshFriendships(queryClient),
  });
  const action: { action: FriendshipAction; label: string; accessibleName: string } =
    member.following
      ? { action: 'unfollow', label: t`Unfollow`, accessibleName: t`Unfollow ${name}` }
      : { action: 'follow', label: t`Follow back`, accessibleName: t`Follow back ${name}` };

  return (
    <MemberRow
      className={styles.row}
      picture={member.picture}
      pictureSize={member.pictureSize}
      name={name}
      href={`/profile/${encodeURIComponent(member.username)}`}
      context={member.ccu_college}
      actions={
        <Button
          variant={member.following ? 'secondary' : 'primary'}
          disabled={!user?.verified || mutation.isPending}
          aria-label={action.accessibleName}
          onClick={() => mutation.mutate(action.action)}
        >
          {action.label}
        </Button>
      }
      status={
        mutation.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(mutation.error)}
          </p>
        )
      }
    />
  );
}
