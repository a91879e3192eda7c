import { zodResolver } from '@hookform/resolvers/zod';
import {
  isPlausibleBirthDate,
  messages,
  registerRequestSchema,
  SIGNUP_SUCCESS_REDIRECT_MS,
  type RegisterPayload,
  type RegisterRequest,
} from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { errorMessage, register as registerAccount, useCommunity } from '../../api';
import { Button, CloseIcon, FieldError, Modal, PasswordInput, Spinner } from '../../ui';
import { BirthDateSelects } from './birth-date-selects';
import styles from './sign-up.module.css';
import { useSignIn } from './use-sign-in';

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'custom', label: 'Custom' },
] as const;

const todayParts = () => {
  const today = new Date();
  return {
    birth_year: String(today.getFullYear()),
    birth_month: String(today.getMonth() + 1),
    birth_day: String(today.getDate()),
  };
};

/**
 * The contract's schema checks the birth date only once every field is valid; the form also
 * reports it together with the other messages, so one submit shows everything to fix.
 */
const signUpResolver = (domain: string): Resolver<RegisterRequest, unknown, RegisterPayload> => {
  const base = zodResolver(registerRequestSchema(domain));
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const { birth_year, birth_month, birth_day } = values;
    const plausible = isPlausibleBirthDate(
      Number(birth_year),
      Number(birth_month),
      Number(birth_day),
      new Date(),
    );
    if (plausible || Object.keys(result.errors).length === 0 || result.errors.birth_year) {
      return result;
    }
    return {
      values: {},
      errors: {
        ...result.errors,
        birth_year: { type: 'custom', message: messages.signup.birthDateImplausible },
      },
    };
  };
};

interface SignUpModalProps {
  onClose: () => void;
}

export function SignUpModal({ onClose }: SignUpModalProps) {
  const { colleges, universityDomain } = useCommunity();
  const titleId = useId();
  const subtitleId = useId();
  const errorId = (field: string) => `sign-up-${field}-error`;

  const resolver = useMemo(() => signUpResolver(universityDomain), [universityDomain]);
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterRequest, unknown, RegisterPayload>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      ccu_college: '',
      ...todayParts(),
    },
  });

  const signIn = useSignIn();
  const mutation = useMutation({ mutationFn: registerAccount });
  const created = mutation.data;

  // The success message stays up for a moment, then the new member is signed in.
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => signIn(created), SIGNUP_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, signIn]);

  const close = () => {
    if (created) signIn(created);
    else onClose();
  };

  const birthError =
    errors.birth_year?.message ?? errors.birth_month?.message ?? errors.birth_day?.message;
  const busy = mutation.isPending || mutation.isSuccess;

  const describe = (field: keyof RegisterRequest, hasError: boolean) => ({
    'aria-invalid': hasError ? true : undefined,
    'aria-describedby': hasError ? errorId(field) : undefined,
  });

  return (
    <Modal labelledBy={titleId} describedBy={subtitleId} onClose={close} className={styles.dialog}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Sign Up
        </h2>
        <p id={subtitleId} className={styles.subtitle}>
          it&apos;s free and easy
        </p>
        <button type="button" className={styles.close} aria-label="Close" onClick={close}>
          <CloseIcon size={24} />
        </button>
      </div>
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
      >
        <div className={styles.row}>
          <div className={styles.field}>
            <input
              className={styles.input}
              aria-label="First name"
              placeholder="First name"
              autoComplete="given-name"
              {...describe('first_name', !!errors.first_name)}
              {...register('first_name')}
            />
            <FieldError id={errorId('first_name')} message={errors.first_name?.message} />
          </div>
          <div className={styles.field}>
            <input
              className={styles.input}
              aria-label="Last name"
              placeholder="Last name"
              autoComplete="family-name"
              {...describe('last_name', !!errors.last_name)}
              {...register('last_name')}
            />
            <FieldError id={errorId('last_name')} message={errors.last_name?.message} />
          </div>
        </div>
        <div className={styles.field}>
          <input
            className={styles.input}
            type="email"
            aria-label="University email address"
            placeholder={`University email address (@${universityDomain})`}
            autoComplete="email"
            {...describe('email', !!errors.email)}
            {...register('email')}
          />
          <FieldError id={errorId('email')} message={errors.email?.message} />
        </div>
        <div className={styles.field}>
          <PasswordInput
            className={styles.input}
            aria-label="New password"
            placeholder="New password"
            autoComplete="new-password"
            {...describe('password', !!errors.password)}
            {...register('password')}
          />
          <FieldError id={errorId('password')} message={errors.password?.message} />
        </div>

        <div className={styles.field}>
          <span className={styles.groupLabel} aria-hidden="true">
            College
          </span>
          <select
            className={styles.select}
            aria-label="College"
            {...describe('ccu_college', !!errors.ccu_college)}
            {...register('ccu_college')}
          >
            <option value="">Select your college</option>
            {colleges.map((college) => (
              <option key={college} value={college}>
                {college}
              </option>
            ))}
          </select>
          <FieldError id={errorId('ccu_college')} message={errors.ccu_college?.message} />
        </div>

        <fieldset className={styles.fieldset}>
          <legend className={styles.groupLabel}>Date of birth</legend>
          <BirthDateSelects
            control={control}
            register={register}
            setValue={setValue}
            invalid={!!birthError}
            describedBy={birthError ? errorId('birth_date') : undefined}
          />
          <FieldError id={errorId('birth_date')} message={birthError} />
        </fieldset>

        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.gender ? errorId('gender') : undefined}
        >
          <legend className={styles.groupLabel}>Gender</legend>
          <div className={styles.row}>
            {GENDER_OPTIONS.map((option) => (
              <label key={option.value} className={styles.radio}>
                <span>{option.label}</span>
                <input type="radio" value={option.value} {...register('gender')} />
              </label>
            ))}
          </div>
          <FieldError id={errorId('gender')} message={errors.gender?.message} />
        </fieldset>

        <p className={styles.consent}>
          By clicking Sign Up, you agree to our <strong>Terms</strong>, <strong>Data Policy</strong>{' '}
          and <strong>Cookie Policy</strong>. You may receive SMS notifications from us and can opt
          out at any time.
        </p>

        <div className={styles.submit}>
          <Button type="submit" variant="success" size="large" disabled={busy}>
            Sign Up
          </Button>
          {mutation.isPending && <Spinner size={30} label="Creating your account" />}
        </div>
        {created && (
          <p role="status" className={styles.success}>
            {created.message}
          </p>
        )}
        {mutation.isError && (
          <p role="alert" className={styles.serverError}>
            {errorMessage(mutation.error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
