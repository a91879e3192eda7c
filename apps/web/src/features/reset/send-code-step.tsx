import { Trans, useLingui } from '@lingui/react/macro';
import type { FindUserResponse } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, sendResetPasswordCode, useCommunity } from '../../api';
import { Avatar, Button, MailIcon, Spinner } from '../../ui';
import styles from './reset.module.css';
import { ServerError, StepActions, StepCard } from './step-card';

interface SendCodeStepProps {
  account: FindUserResponse;
  onSent: () => void;
  onNotYou: () => void;
}

export function SendCodeStep({ account, onSent, onNotYou }: SendCodeStepProps) {
  const { communityName } = useCommunity();
  const { t } = useLingui();
  const send = useMutation({ mutationFn: sendResetPasswordCode, onSuccess: onSent });

  return (
    <StepCard title={t`Reset Your Password`} focusTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate({ email: account.email });
        }}
      >
        <div className={styles.accountRow}>
          <div className={styles.method}>
            <p className={styles.text}>
              <Trans>We will send a code to reset your password by email:</Trans>
            </p>
            <p className={styles.methodLine}>
              <MailIcon />
              <span>{account.email}</span>
            </p>
          </div>
          <div className={styles.account}>
            <Avatar src={account.picture} alt="" size={72} />
            <p className={styles.accountEmail}>{account.email}</p>
            <p className={styles.muted}>{account.ccu_college}</p>
            <p className={styles.muted}>
              <Trans>{communityName} user</Trans>
            </p>
          </div>
        </div>
        <ServerError message={send.isError ? errorMessage(send.error) : undefined} />
        <StepActions>
          {send.isPending && <Spinner size={24} label={t`Sending the code`} />}
          <Button onClick={onNotYou}>
            <Trans>Not You?</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={send.isPending}>
            <Trans>Continue</Trans>
          </Button>
        </StepActions>
      </form>
    </StepCard>
  );
}
