import { Trans, useLingui } from '@lingui/react/macro';
import { LOGIN_SPINNER_SIZE } from '@quad/contract';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useCommunity } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { LanguageMenu } from '../../i18n/language-menu';
import { lazyNamed } from '../../lib/lazy-named';
import { Copyright, Spinner, useDocumentTitle } from '../../ui';
import { LoginForm } from './login-form';
import styles from './login.module.css';
import { ProviderButtons, useProviderChoice } from './provider-buttons';
import { useUniversityLanding } from './use-university-landing';

const SignUpModal = lazyNamed(
  () => import('./sign-up-modal'),
  (m) => m.SignUpModal,
);

interface LoginPageProps {
  /** A line above the form, e.g. why signing in is needed now. */
  note?: string;
}

export function LoginPage({ note }: LoginPageProps) {
  const { communityName, productName } = useCommunity();
  const [signingUp, setSigningUp] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { providers, ssoOnly, returnTo } = useProviderChoice();
  const { exchanging, failure } = useUniversityLanding();
  const { t } = useLingui();
  const text = useContractText();
  useDocumentTitle(t`${productName} - log in or sign up`);

  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <div className={styles.brand}>
          <div className={styles.logoRow}>
            <img src="/logo.svg" alt="" width={64} height={64} />
            <h1 className={styles.productName}>{productName}</h1>
          </div>
          <p className={styles.tagline}>
            <Trans>
              {productName} is the social networking site of {communityName}. Connect with
              classmates and share what is happening on campus.
            </Trans>
          </p>
        </div>
        <div className={styles.formColumn}>
          {note && <p className={styles.note}>{note}</p>}
          {failure && (
            <p role="alert" className={styles.note}>
              {text(failure)}
            </p>
          )}
          <div className={styles.card}>
            {exchanging ? (
              <div className={styles.busy}>
                <Spinner size={LOGIN_SPINNER_SIZE} label={t`Signing you in`} />
              </div>
            ) : ssoOnly ? (
              <>
                <p className={styles.ssoOnly}>
                  <Trans>Sign in with your university account.</Trans>
                </p>
                <ProviderButtons providers={providers} returnTo={returnTo} divider={false} />
                <details
                  className={styles.moderators}
                  onToggle={(event) => setPasswordOpen(event.currentTarget.open)}
                >
                  <summary>
                    <Trans>Sign in with a password (moderators)</Trans>
                  </summary>
                  {passwordOpen && <LoginForm />}
                </details>
              </>
            ) : (
              <>
                <ProviderButtons providers={providers} returnTo={returnTo} />
                <LoginForm onCreateAccount={() => setSigningUp(true)} />
              </>
            )}
          </div>
          {!ssoOnly && (
            <p className={styles.aside}>
              <Trans>
                Only {communityName} members can join: sign up with your university email address.
              </Trans>
            </p>
          )}
        </div>
      </main>
      <footer className={styles.footer}>
        <LanguageMenu />
        <nav aria-label={t`Footer`} className={styles.footerLinks}>
          <Link to="/support">
            <Trans>Support</Trans>
          </Link>
          <Link to="/">
            <Trans>Privacy</Trans>
          </Link>
          <Link to="/">
            <Trans>Terms</Trans>
          </Link>
        </nav>
        <p>
          <Copyright productName={productName} />
        </p>
      </footer>
      {signingUp && (
        <Suspense>
          <SignUpModal onClose={() => setSigningUp(false)} />
        </Suspense>
      )}
    </div>
  );
}
