import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, useDocumentTitle } from '../../ui';
import styles from './offline.module.css';

interface OfflineScreenProps {
  /** Looks at the connection again; false when there is still none. */
  onRetry: () => boolean;
}

/** In place of the browser's error page when the app opens without a network connection. */
export function OfflineScreen({ onRetry }: OfflineScreenProps) {
  const { t } = useLingui();
  const [stillOffline, setStillOffline] = useState(false);
  const title = t`You're offline`;
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="offline-title">
          <img src="/logo.svg" alt="" width={56} height={56} />
          <h1 id="offline-title" className={styles.title}>
            {title}
          </h1>
          <p>
            <Trans>
              Posts, profiles and friends need a connection. Check your Wi-Fi or mobile data, then
              try again.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => setStillOffline(!onRetry())}>
              <Trans>Try again</Trans>
            </Button>
            <p role="status" className={styles.muted}>
              {stillOffline
                ? t`Still offline. The app opens by itself once you are connected.`
                : ''}
            </p>
          </div>
        </section>
      </main>
    </div>
  );
}
