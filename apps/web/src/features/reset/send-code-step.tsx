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
  const send = useMutation({ mutationFn: sendResetPasswordCode, onSuccess: onSent });

  return (
    <StepCard title="Reset Your Password" focusTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate({ email: account.email });
        }}
      >
        <div className={styles.accountRow}>
          <div className={styles.method}>
            <p className={styles.text}>We will send a code to reset your password by email:</p>
            <p className={styles.methodLine}>
              <MailIcon />
              <span>{account.email}</span>
            </p>
          </div>
          <div className={styles.account}>
            <Avatar src={account.picture} alt="" size={72} />
            <p className={styles.accountEmail}>{account.email}</p>
            <p className={styles.muted}>{account.ccu_college}</p>
            <p className={styles.muted}>{communityName} user</p>
          </div>
        </div>
        <ServerError message={send.isError ? errorMessage(send.error) : undefined} />
        <StepActions>
          {send.isPending && <Spinner size={24} label="Sending the code" />}
          <Button onClick={onNotYou}>Not You?</Button>
          <Button type="submit" variant="primary" disabled={send.isPending}>
            Continue
          </Button>
        </StepActions>
      </form>
    </StepCard>
  );
}
