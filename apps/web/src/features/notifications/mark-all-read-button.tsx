import { useMarkAllNotificationsRead } from '../../api';
import styles from './notifications.module.css';

export const MARK_ALL_READ = 'Mark all as read';

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
      {MARK_ALL_READ}
    </button>
  );
}
