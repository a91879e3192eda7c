import { useState } from 'react';
import { Button, useDocumentTitle } from '../../ui';
import styles from './offline.module.css';

export const OFFLINE_TITLE = "You're offline";
export const STILL_OFFLINE = 'Still offline. The app opens by itself once you are connected.';

interface OfflineScreenProps {
  /** Looks at the connection again; false when there is still none. */
  onRetry: () => boolean;
}

/** In place of the browser's error page when the app opens without a network connection. */
export function OfflineScreen({ onRetry }: OfflineScreenProps) {
  const [stillOffline, setStillOffline] = useState(false);
  useDocumentTitle(OFFLINE_TITLE);
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="offline-title">
          <img src="/logo.svg" alt="" width={56} height={56} />
          <h1 id="offline-title" className={styles.title}>
            {OFFLINE_TITLE}
          </h1>
          <p>
            Posts, profiles and friends need a connection. Check your Wi-Fi or mobile data, then try
            again.
          </p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => setStillOffline(!onRetry())}>
              Try again
            </Button>
            <p role="status" className={styles.muted}>
              {stillOffline ? STILL_OFFLINE : ''}
            </p>
          </div>
        </section>
      </main>
    </div>
  );
}
