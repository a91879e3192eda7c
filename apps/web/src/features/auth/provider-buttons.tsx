/**
 * The university sign-in buttons of /login and the sign-up form (issue 20): one per configured
 * provider, each a link (a full-page navigation) to the server's start of the flow. A link, not a
 * form: the page's content security policy (form-action 'self') would stop a form's navigation
 * at the server's redirect to the provider.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { UNIVERSITY_SIGN_IN_LANDING, type SignInProvider } from '@quad/contract';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { startSignInPath, useSignInProviders } from '../../api';
import { Button, buttonClassName } from '../../ui';
import styles from './provider-buttons.module.css';

/**
 * The providers (none until their answer comes: the page does not wait for it), whether they
 * replace the password forms, and the page to come back to: the one first asked for, home when
 * that was /login itself.
 */
export const useProviderChoice = () => {
  const { data } = useSignInProviders();
  const { pathname, search } = useLocation();
  const providers = data?.providers ?? [];
  return {
    providers,
    // Without a provider to sign in with, nobody is ever left without a way in.
    ssoOnly: !!data?.ssoOnly && providers.length > 0,
    returnTo: pathname === UNIVERSITY_SIGN_IN_LANDING ? '/' : `${pathname}${search}`,
  };
};

export const unavailableText = (displayName: string) =>
  `Sign-in with ${displayName} is unavailable right now. Please try again later.`;

function ProviderButton({ provider, returnTo }: { provider: SignInProvider; returnTo: string }) {
  const reasonId = useId();
  const { t } = useLingui();
  const { displayName } = provider;
  const label = t`Continue with ${displayName}`;
  if (!provider.available) {
    return (
      <div className={styles.provider}>
        <Button variant="secondary" size="large" block disabled aria-describedby={reasonId}>
          {label}
        </Button>
        <p id={reasonId} className={styles.unavailable}>
          <Trans>
            Sign-in with {displayName} is unavailable right now. Please try again later.
          </Trans>
        </p>
      </div>
    );
  }
  const href = `${startSignInPath(provider.id)}?${new URLSearchParams({ returnTo }).toString()}`;
  return (
    <div className={styles.provider}>
      <a
        href={href}
        className={buttonClassName({ variant: 'secondary', size: 'large', block: true })}
      >
        {label}
      </a>
    </div>
  );
}

interface ProviderButtonsProps {
  providers: SignInProvider[];
  returnTo: string;
  /** The line between the buttons and the password form below them. */
  divider?: boolean;
}

export function ProviderButtons({ providers, returnTo, divider = true }: ProviderButtonsProps) {
  if (providers.length === 0) return null;
  return (
    <>
      <div className={styles.providers}>
        {providers.map((provider) => (
          <ProviderButton key={provider.id} provider={provider} returnTo={returnTo} />
        ))}
      </div>
      {divider && (
        <p className={styles.divider}>
          <Trans>or use your e-mail and password</Trans>
        </p>
      )}
    </>
  );
}
