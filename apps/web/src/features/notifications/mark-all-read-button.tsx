import { Trans } from '@lingui/react/macro';
import { useMarkAllNotificationsRead } from '../../api';
import styles from './notifications.module.css';

/** Marks every notification read; disabled while none is unread. */
export function MarkAllReadButton({ unread }: { unread: number }) {
  const markAll = useMarkAllNotificationsRead();
  return (
    <button
      type="button"
      className={styles.textButton}
      aria-disabled={unread === 0 || undefined}
      onClick={() => {
        if (unread > 0) markAll.mutate();
      }}
    >
      <Trans>Mark all as read</Trans>
    </button>
  );
}
