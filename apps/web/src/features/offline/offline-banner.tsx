import { Trans } from '@lingui/react/macro';
import styles from './offline.module.css';

/** Over the open app while the connection is gone: the page stays, and says why nothing loads. */
export function OfflineBanner() {
  return (
    <p role="status" className={styles.banner}>
      <Trans>
        You're offline. What you see may be out of date; what you send goes out once you're back
        online.
      </Trans>
    </p>
  );
}
