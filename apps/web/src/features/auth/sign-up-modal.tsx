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
import { Button, CloseIcon, Field, FieldError, Modal, PasswordInput, Spinner } from '../../ui';
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
  const birthErrorId = useId();
  const genderErrorId = useId();

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
  const submit = handleSubmit((values) => mutation.mutate(values));

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
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={styles.row}>
          <Field
            label="First name"
            hideLabel
            error={errors.first_name?.message}
            className={styles.field}
          >
            {(control) => (
              <input
                {...control}
                className={styles.input}
                placeholder="First name"
                autoComplete="given-name"
                {...register('first_name')}
              />
            )}
          </Field>
          <Field
            label="Last name"
            hideLabel
            error={errors.last_name?.message}
            className={styles.field}
          >
            {(control) => (
              <input
                {...control}
                className={styles.input}
                placeholder="Last name"
                autoComplete="family-name"
                {...register('last_name')}
              />
            )}
          </Field>
        </div>
        <Field
          label="University email address"
          hideLabel
          error={errors.email?.message}
          className={styles.field}
        >
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="email"
              placeholder={`University email address (@${universityDomain})`}
              autoComplete="email"
              {...register('email')}
            />
          )}
        </Field>
        <Field
          label="New password"
          hideLabel
          error={errors.password?.message}
          className={styles.field}
        >
          {(control) => (
            <PasswordInput
              {...control}
              className={styles.input}
              placeholder="New password"
              autoComplete="new-password"
              {...register('password')}
            />
          )}
        </Field>

        <Field
          label="College"
          error={errors.ccu_college?.message}
          className={styles.field}
          labelClassName={styles.groupLabel}
        >
          {(control) => (
            <select {...control} className={styles.select} {...register('ccu_college')}>
              <option value="">Select your college</option>
              {colleges.map((college) => (
                <option key={college} value={college}>
                  {college}
                </option>
              ))}
            </select>
          )}
        </Field>

        <fieldset className={styles.fieldset}>
          <legend className={styles.groupLabel}>Date of birth</legend>
          <BirthDateSelects
            control={control}
            register={register}
            setValue={setValue}
            invalid={!!birthError}
            describedBy={birthError ? birthErrorId : undefined}
          />
          <FieldError id={birthErrorId} message={birthError} />
        </fieldset>

        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.gender ? genderErrorId : undefined}
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
          <FieldError id={genderErrorId} message={errors.gender?.message} />
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
