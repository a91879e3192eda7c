import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, useModerationLog } from '../../api';
import { Button, DataTable, Spinner } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import styles from './moderation.module.css';
import { logActionText, logItemText } from './words';

/** The audit log, newest first: who did what, on what, why and when. */
export function ModerationLog() {
  const { t, i18n } = useLingui();
  const query = useModerationLog();
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <Spinner size={32} label={t`Loading the log`} />;
  if (!query.data) {
    return (
      <div className={styles.card}>
        <p role="alert">{errorMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (entries.length === 0)
    return (
      <p className={styles.card}>
        <Trans>No moderator has acted yet.</Trans>
      </p>
    );
  return (
    <div className={styles.list}>
      <DataTable
        className={[styles.card, styles.tableCard].join(' ')}
        caption={<Trans>Moderators’ actions, newest first</Trans>}
        columns={[
          <Trans key="when">When</Trans>,
          <Trans key="moderator">Moderator</Trans>,
          <Trans key="what">What</Trans>,
          <Trans key="on">On</Trans>,
          <Trans key="why">Why</Trans>,
        ]}
      >
        {entries.map((entry) => (
          <tr key={entry._id}>
            <td>
              <RelativeTime iso={entry.createdAt} />
            </td>
            <td dir="auto">{entry.moderator.name}</td>
            <td>{logActionText(i18n, entry)}</td>
            <td dir="auto">{logItemText(i18n, entry)}</td>
            <td dir={entry.reason ? 'auto' : undefined}>
              {entry.reason || (
                <span className={styles.muted}>
                  <Trans>No reason given</Trans>
                </span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {query.hasNextPage && (
        <Button
          aria-disabled={query.isFetchingNextPage || undefined}
          onClick={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        >
          <Trans>Load more of the log</Trans>
        </Button>
      )}
    </div>
  );
}
