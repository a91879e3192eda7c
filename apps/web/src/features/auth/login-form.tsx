import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_SPINNER_SIZE, loginRequestSchema, type LoginRequest } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage, login, useCommunity } from '../../api';
import { Button, Field, PasswordInput, Spinner } from '../../ui';
import styles from './login.module.css';
import { useSignIn } from './use-sign-in';

interface LoginFormProps {
  /** Opens the sign-up form; without it (university sign-in only) there is no Create Account. */
  onCreateAccount?: (() => void) | undefined;
}

export function LoginForm({ onCreateAccount }: LoginFormProps) {
  const { communityName, universityDomain } = useCommunity();
  const resolver = useMemo(
    () => zodResolver(loginRequestSchema(universityDomain)),
    [universityDomain],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    mode: 'onTouched',
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const signIn = useSignIn();
  const mutation = useMutation({ mutationFn: login, onSuccess: signIn });
  const submit = handleSubmit((values) => mutation.mutate(values));

  return (
    <>
      <form
        className={styles.form}
        noValidate
        aria-label="Log in"
        onSubmit={(event) => void submit(event)}
      >
        <Field
          label="Email address"
          hideLabel
          error={errors.email?.message}
          className={styles.field}
          errorClassName={styles.fieldError}
        >
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="email"
              autoComplete="email"
              placeholder={`${communityName} email address`}
              {...register('email')}
            />
          )}
        </Field>
        <Field
          label="Password"
          hideLabel
          error={errors.password?.message}
          className={styles.field}
          errorClassName={styles.fieldError}
        >
          {(control) => (
            <PasswordInput
              {...control}
              className={styles.input}
              autoComplete="current-password"
              placeholder="Password"
              {...register('password')}
            />
          )}
        </Field>
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
