import { Trans } from '@lingui/react/macro';
import type { GroupSummary } from '@quad/contract';
import { errorMessage } from '../../api';
import { Button, Spinner } from '../../ui';
import { GroupCard } from './group-card';
import styles from './groups.module.css';

interface GroupListProps {
  /** The list's accessible name (the heading's text). */
  label: string;
  /** The spinner's name while the list loads: "Loading your groups". */
  loadingLabel: string;
  groups: GroupSummary[] | undefined;
  isPending: boolean;
  error: Error | null;
  empty: string;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

/** Groups as cards, with "Load more groups" while there are more pages. */
export function GroupList({
  label,
  loadingLabel,
  groups,
  isPending,
  error,
  empty,
  hasNextPage = false,
  isFetchingNextPage = false,
  fetchNextPage,
}: GroupListProps) {
  if (isPending) return <Spinner size={28} label={loadingLabel} />;
  if (!groups) return <p role="alert">{errorMessage(error)}</p>;
  if (groups.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <>
      <ul className={styles.groupGrid} aria-label={label}>
        {groups.map((group) => (
          <li key={group._id}>
            <GroupCard group={group} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Button
          aria-disabled={isFetchingNextPage || undefined}
          onClick={() => {
            if (!isFetchingNextPage) void fetchNextPage?.();
          }}
        >
          <Trans>Load more groups</Trans>
        </Button>
      )}
    </>
  );
}
