import type { Group, GroupLogAction, GroupLogEntry } from '@quad/contract';
import { errorMessage, useGroupLog } from '../../api';
import { Button, Spinner } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import styles from './groups.module.css';

const ACTIONS: Record<GroupLogAction, string> = {
  approve_request: 'let in',
  decline_request: 'declined the request of',
  remove_post: 'removed a post by',
  remove_comment: 'removed a comment by',
  approve_post: 'approved a post by',
  pin_post: 'pinned a post by',
  unpin_post: 'unpinned a post by',
  remove_member: 'removed',
  ban_member: 'banned',
  unban_member: 'lifted the ban of',
  set_role: 'changed the role of',
  update_settings: 'changed the settings',
  dismiss_reports: 'dismissed the reports of a post or comment by',
};

const sentence = (entry: GroupLogEntry) =>
  [entry.actor.name, ACTIONS[entry.action], entry.subject?.name].filter(Boolean).join(' ');

/** The group's log: what its admins and moderators did, newest first. */
export function GroupLog({ group }: { group: Group }) {
  const log = useGroupLog(group.slug);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="group-log">
      <h2 id="group-log" className={styles.sectionTitle}>
        Group log
      </h2>
      {log.isPending && <Spinner size={28} label="Loading the log" />}
      {log.isError && <p role="alert">{errorMessage(log.error)}</p>}
      {log.data && entries.length === 0 && <p className={styles.muted}>Nothing yet.</p>}
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry._id} className={styles.logEntry}>
            {sentence(entry)}
            {entry.reason && <>: {entry.reason}</>}
            <span className={styles.muted}>
              {' · '}
              <RelativeTime iso={entry.createdAt} />
            </span>
          </li>
        ))}
      </ul>
      {log.hasNextPage && (
        <Button onClick={() => void log.fetchNextPage()}>Load more of the log</Button>
      )}
    </section>
  );
}
