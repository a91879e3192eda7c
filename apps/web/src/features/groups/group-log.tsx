import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Group, GroupLogEntry } from '@quad/contract';
import { errorMessage, useGroupLog } from '../../api';
import { Button, Spinner } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import styles from './groups.module.css';

/** "Ada Lovelace let in Alan Turing": who did what, to whom. */
const sentence = (i18n: I18n, entry: GroupLogEntry) => {
  const actor = entry.actor.name;
  const subject = entry.subject?.name ?? '';
  switch (entry.action) {
    case 'approve_request':
      return i18n._(msg`${actor} let in ${subject}`);
    case 'decline_request':
      return i18n._(msg`${actor} declined the request of ${subject}`);
    case 'remove_post':
      return i18n._(msg`${actor} removed a post by ${subject}`);
    case 'remove_comment':
      return i18n._(msg`${actor} removed a comment by ${subject}`);
    case 'approve_post':
      return i18n._(msg`${actor} approved a post by ${subject}`);
    case 'pin_post':
      return i18n._(msg`${actor} pinned a post by ${subject}`);
    case 'unpin_post':
      return i18n._(msg`${actor} unpinned a post by ${subject}`);
    case 'remove_member':
      return i18n._(msg`${actor} removed ${subject}`);
    case 'ban_member':
      return i18n._(msg`${actor} banned ${subject}`);
    case 'unban_member':
      return i18n._(msg`${actor} lifted the ban of ${subject}`);
    case 'set_role':
      return i18n._(msg`${actor} changed the role of ${subject}`);
    case 'update_settings':
      return i18n._(msg`${actor} changed the settings`);
    case 'dismiss_reports':
      return i18n._(msg`${actor} dismissed the reports of a post or comment by ${subject}`);
  }
};

/** The group's log: what its admins and moderators did, newest first. */
export function GroupLog({ group }: { group: Group }) {
  const { i18n, t } = useLingui();
  const log = useGroupLog(group.slug);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="group-log">
      <h2 id="group-log" className={styles.sectionTitle}>
        <Trans>Group log</Trans>
      </h2>
      {log.isPending && <Spinner size={28} label={t`Loading the log`} />}
      {log.isError && <p role="alert">{errorMessage(log.error)}</p>}
      {log.data && entries.length === 0 && <p className={styles.muted}>{t`Nothing yet.`}</p>}
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry._id} className={styles.logEntry}>
            {entry.reason ? (
              <Trans>
                {sentence(i18n, entry)}: <span dir="auto">{entry.reason}</span>
              </Trans>
            ) : (
              sentence(i18n, entry)
            )}
            <span className={styles.muted}>
              {' · '}
              <RelativeTime iso={entry.createdAt} />
            </span>
          </li>
        ))}
      </ul>
      {log.hasNextPage && (
        <Button onClick={() => void log.fetchNextPage()}>
          <Trans>Load more of the log</Trans>
        </Button>
      )}
    </section>
  );
}
