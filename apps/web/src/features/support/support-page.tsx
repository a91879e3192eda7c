import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { Button, useDocumentTitle } from '../../ui';
import { LazyAppHeader, SimpleHeader } from '../shell';
import styles from './support.module.css';

/** Help page, open to everyone. */
export function SupportPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const navigate = useNavigate();
  const { productName, communityName, supportEmail } = useCommunity();
  useDocumentTitle(t`Support | ${productName}`);
  return (
    <div className={styles.page}>
      {user ? <LazyAppHeader /> : <SimpleHeader />}
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="support-title">
          <h1 id="support-title" className={styles.title}>
            <Trans>{productName} Support</Trans>
          </h1>
          <p>
            <Trans>
              {productName} is run by a few students of {communityName}. It is free and has no ads.
            </Trans>
          </p>
          <p>
            <Trans>
              Questions, a problem to report or an idea to share? Write to us at{' '}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we will get back to you.
            </Trans>
          </p>
          <div>
            <Button variant="primary" onClick={() => void navigate('/')}>
              <Trans>Home</Trans>
            </Button>
          </div>
        </section>
      </main>
    </div>
  );
}
