import { Trans, useLingui } from '@lingui/react/macro';
import { LOGIN_SPINNER_SIZE } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage, login, useCommunity } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { Button, PasswordField, Spinner, TextField } from '../../ui';
import styles from './login.module.css';
import { loadLoginRules, useLoginFields } from './use-login-fields';
import { useSignIn } from './use-sign-in';

interface LoginFormProps {
  /** Opens the sign-up form; without it (university sign-in only) there is no Create Account. */
  onCreateAccount?: (() => void) | undefined;
}

export function LoginForm({ onCreateAccount }: LoginFormProps) {
  const { communityName, universityDomain } = useCommunity();
  const { t } = useLingui();
  const text = useContractText();
  const signIn = useSignIn();
  const mutation = useMutation({ mutationFn: login, onSuccess: signIn });
  const { field, errors, submit } = useLoginFields(universityDomain, (values) =>
    mutation.mutate(values),
  );

  return (
    <>
      <form
        className={styles.form}
        noValidate
        aria-label={t`Log in`}
        onFocus={() => void loadLoginRules()}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label={t`Email address`}
          type="email"
          placeholder={t`${communityName} email address`}
          error={text(errors.email)}
          className={styles.field}
          inputClassName={styles.input}
          errorClassName={styles.fieldError}
          autoComplete="email"
          {...field('email')}
        />
        <PasswordField
          label={t`Password`}
          error={text(errors.password)}
          className={styles.field}
          inputClassName={styles.input}
          errorClassName={styles.fieldError}
          autoComplete="current-password"
          {...field('password')}
        />
        <Button type="submit" variant="primary" size="large" block disabled={mutation.isPending}>
          <Trans>Log In</Trans>
        </Button>
        {mutation.isPending && (
          <div className={styles.busy}>
            <Spinner size={LOGIN_SPINNER_SIZE} label={t`Logging in`} />
          </div>
        )}
        {mutation.isError && (
          <p role="alert" className={styles.serverError}>
            {errorMessage(mutation.error)}
          </p>
        )}
        <Link to="/reset" className={styles.forgotten}>
          <Trans>Forgotten Password?</Trans>
        </Link>
      </form>
      {onCreateAccount && (
        <>
          <hr className={styles.divider} />
          <div className={styles.createAccount}>
            <Button variant="success" size="large" onClick={onCreateAccount}>
              <Trans>Create Account</Trans>
            </Button>
          </div>
        </>
      )}
    </>
  );
}
