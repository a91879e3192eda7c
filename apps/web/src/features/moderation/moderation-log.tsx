import { errorMessage, useModerationLog } from '../../api';
import { Button, Spinner } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import styles from './moderation.module.css';
import { EMPTY_LOG, logActionText, logItemText } from './words';

/** The audit log, newest first: who did what, on what, why and when. */
export function ModerationLog() {
  const query = useModerationLog();
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <Spinner size={32} label="Loading the log" />;
  if (!query.data) {
    return (
      <div className={styles.card}>
        <p role="alert">{errorMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  }
  if (entries.length === 0) return <p className={styles.card}>{EMPTY_LOG}</p>;
  return (
    <div className={styles.list}>
      <div className={[styles.card, styles.tableCard].join(' ')}>
        <table className={styles.table}>
          <caption className="visually-hidden">Moderators’ actions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Moderator</th>
              <th scope="col">What</th>
              <th scope="col">On</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry._id}>
                <td>
                  <RelativeTime iso={entry.createdAt} />
                </td>
                <td>{entry.moderator.name}</td>
                <td>{logActionText(entry)}</td>
                <td>{logItemText(entry)}</td>
                <td>{entry.reason || <span className={styles.muted}>No reason given</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage && (
        <Button
          aria-disabled={query.isFetchingNextPage || undefined}
          onClick={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        >
          Load more of the log
        </Button>
      )}
    </div>
  );
}
