import { useLingui } from '@lingui/react/macro';
import type { FindUserResponse } from '@quad/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCommunity } from '../../api';
import { useDocumentTitle } from '../../ui';
import { SimpleHeader } from '../shell';
import { ChangePasswordStep } from './change-password-step';
import { CodeStep } from './code-step';
import { FindAccountStep } from './find-account-step';
import styles from './reset.module.css';
import { SendCodeStep } from './send-code-step';

type Step =
  | { step: 0; email: string; returning: boolean }
  | { step: 1; account: FindUserResponse }
  | { step: 2; account: FindUserResponse }
  | { step: 3; account: FindUserResponse };

/** The password reset wizard: 0 find the account, 1 send a code, 2 check it, 3 new password. */
export function ResetPage() {
  const { productName } = useCommunity();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [state, setState] = useState<Step>({ step: 0, email: '', returning: false });
  useDocumentTitle(t`Reset your password | ${productName}`);

  // A signed-out visitor lands on the login page from /login and /; a member stays home.
  const leave = () => void navigate('/login');
  const startOver = (email = '') => setState({ step: 0, email, returning: true });

  return (
    <div className={styles.page}>
      <SimpleHeader />
      <main className={styles.main}>
        {state.step === 0 && (
          <FindAccountStep
            defaultEmail={state.email}
            focusTitle={state.returning}
            onCancel={leave}
            onFound={(account) => setState({ step: 1, account })}
          />
        )}
        {state.step === 1 && (
          <SendCodeStep
            account={state.account}
            onNotYou={() => startOver()}
            onSent={() => setState({ step: 2, account: state.account })}
          />
        )}
        {state.step === 2 && (
          <CodeStep
            email={state.account.email}
            onCancel={leave}
            onValid={() => setState({ step: 3, account: state.account })}
          />
        )}
        {state.step === 3 && (
          <ChangePasswordStep
            email={state.account.email}
            onCancel={leave}
            onChanged={() => void navigate('/')}
          />
        )}
      </main>
    </div>
  );
}
