import styles from './offline.module.css';

export const OFFLINE_BANNER =
  "You're offline. What you see may be out of date; what you send goes out once you're back online.";

/** Over the open app while the connection is gone: the page stays, and says why nothing loads. */
export function OfflineBanner() {
  return (
    <p role="status" className={styles.banner}>
      {OFFLINE_BANNER}
    </p>
  );
}
