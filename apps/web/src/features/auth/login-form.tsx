import { LOGIN_SPINNER_SIZE, type LoginRequest } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage, login, useCommunity } from '../../api';
import { Button, Field, PasswordInput, Spinner } from '../../ui';
import styles from './login.module.css';
import { useSignIn } from './use-sign-in';

/** The rules come when the form is first focused: a visitor types for longer than they take. */
const loadValidation = () => import('./login-validation');

/** Checks with the contract's schema, fetched on the first check if focus did not bring it. */
const lazyLoginResolver = (universityDomain: string): Resolver<LoginRequest> => {
  let resolve: Resolver<LoginRequest> | undefined;
  return async (values, context, options) => {
    resolve ??= (await loadValidation()).loginResolver(universityDomain);
    return resolve(values, context, options);
  };
};

interface LoginFormProps {
  /** Opens the sign-up form; without it (university sign-in only) there is no Create Account. */
  onCreateAccount?: (() => void) | undefined;
}

export function LoginForm({ onCreateAccount }: LoginFormProps) {
  const { communityName, universityDomain } = useCommunity();
  const resolver = useMemo(() => lazyLoginResolver(universityDomain), [universityDomain]);
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
        onFocus={() => void loadValidation()}
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
