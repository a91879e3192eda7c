import { LOGIN_SPINNER_SIZE } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage, login, useCommunity } from '../../api';
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
        aria-label="Log in"
        onFocus={() => void loadLoginRules()}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label="Email address"
          type="email"
          placeholder={`${communityName} email address`}
          error={errors.email}
          className={styles.field}
          inputClassName={styles.input}
          errorClassName={styles.fieldError}
          autoComplete="email"
          {...field('email')}
        />
        <PasswordField
          label="Password"
          error={errors.password}
          className={styles.field}
          inputClassName={styles.input}
          errorClassName={styles.fieldError}
          autoComplete="current-password"
          {...field('password')}
        />
        <Button type="submit" variant="primary" size="large" block disabled={mutation.isPending}>
          Log In
        </Button>
        {mutation.isPending && (
          <div className={styles.busy}>
            <Spinner size={LOGIN_SPINNER_SIZE} label="Logging in" />
          </div>
        )}
        {mutation.isError && (
          <p role="alert" className={styles.serverError}>
            {errorMessage(mutation.error)}
          </p>
        )}
        <Link to="/reset" className={styles.forgotten}>
          Forgotten Password?
        </Link>
      </form>
      {onCreateAccount && (
        <>
          <hr className={styles.divider} />
          <div className={styles.createAccount}>
            <Button variant="success" size="large" onClick={onCreateAccount}>
              Create Account
            </Button>
          </div>
        </>
      )}
    </>
  );
}
