import { Trans, useLingui } from '@lingui/react/macro';
import { UNVERIFIED_ACCOUNT_TTL_HOURS } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage, resendVerification } from '../../api';
import { Button, MailIcon, Spinner } from '../../ui';
import styles from './verification-banner.module.css';

/** Shown to unverified members: verify within 24 hours or the account is deleted. */
export function VerificationBanner() {
  const { t } = useLingui();
  const headingId = useId();
  const resend = useMutation({ mutationFn: resendVerification });
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.icon}>
        <MailIcon size={24} />
      </div>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          <Trans>Your account is not verified yet</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>
            Please verify your account by opening the link we sent to your university email. An
            account that is still unverified {UNVERIFIED_ACCOUNT_TTL_HOURS} hours after it was
            created is deleted.
          </Trans>
        </p>
        <div className={styles.actions}>
          <Button variant="primary" disabled={resend.isPending} onClick={() => resend.mutate()}>
            <Trans>Resend verification email</Trans>
          </Button>
          {resend.isPending && <Spinner size={24} label={t`Sending the verification email`} />}
        </div>
        {resend.isSuccess && (
          <p role="status" className={styles.success}>
            {resend.data.message}
          </p>
        )}
        {resend.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(resend.error)}
          </p>
        )}
      </div>
    </section>
  );
}
