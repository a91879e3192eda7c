import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  registerRequestSchema,
  SIGNUP_SUCCESS_REDIRECT_MS,
  type RegisterPayload,
  type RegisterRequest,
} from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, register as registerAccount, useCommunity } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { Button, CloseIcon, Modal, PasswordField, Spinner, TextField } from '../../ui';
import { ProfileFields, todayParts, withBirthDateCheck } from './profile-fields';
import { ProviderButtons, useProviderChoice } from './provider-buttons';
import styles from './sign-up.module.css';
import { useSignIn } from './use-sign-in';

const signUpResolver = (domain: string) =>
  withBirthDateCheck<RegisterRequest, RegisterPayload>(zodResolver(registerRequestSchema(domain)));

interface SignUpModalProps {
  onClose: () => void;
}

export function SignUpModal({ onClose }: SignUpModalProps) {
  const { universityDomain } = useCommunity();
  const { t } = useLingui();
  const text = useContractText();
  const titleId = useId();
  const subtitleId = useId();
  const { providers, returnTo } = useProviderChoice();

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
    const timer = setTimeout(() => void signIn(created), SIGNUP_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, signIn]);

  const close = () => {
    if (created) void signIn(created);
    else onClose();
  };

  const busy = mutation.isPending || mutation.isSuccess;
  const submit = handleSubmit((values) => mutation.mutate(values));

  return (
    <Modal labelledBy={titleId} describedBy={subtitleId} onClose={close} className={styles.dialog}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Sign Up</Trans>
        </h2>
        <p id={subtitleId} className={styles.subtitle}>
          <Trans>it&apos;s free and easy</Trans>
        </p>
        <button type="button" className={styles.close} aria-label={t`Close`} onClick={close}>
          <CloseIcon size={24} />
        </button>
      </div>
      {providers.length > 0 && (
        <div className={styles.providers}>
          <ProviderButtons providers={providers} returnTo={returnTo} />
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={styles.row}>
          <TextField
            label={t`First name`}
            error={text(errors.first_name?.message)}
            className={styles.field}
            inputClassName={styles.input}
            autoComplete="given-name"
            {...register('first_name')}
          />
          <TextField
            label={t`Last name`}
            error={text(errors.last_name?.message)}
            className={styles.field}
            inputClassName={styles.input}
            autoComplete="family-name"
            {...register('last_name')}
          />
        </div>
        <TextField
          label={t`University email address`}
          type="email"
          placeholder={t`University email address (@${universityDomain})`}
          error={text(errors.email?.message)}
          className={styles.field}
          inputClassName={styles.input}
          autoComplete="email"
          {...register('email')}
        />
        <PasswordField
          label={t`New password`}
          error={text(errors.password?.message)}
          className={styles.field}
          inputClassName={styles.input}
          autoComplete="new-password"
          {...register('password')}
        />

        <ProfileFields control={control} register={register} setValue={setValue} errors={errors} />

        <p className={styles.consent}>
          <Trans>
            By clicking Sign Up, you agree to our <strong>Terms</strong>,{' '}
            <strong>Data Policy</strong> and <strong>Cookie Policy</strong>. You may receive SMS
            notifications from us and can opt out at any time.
          </Trans>
        </p>

        <div className={styles.submit}>
          <Button type="submit" variant="success" size="large" disabled={busy}>
            <Trans>Sign Up</Trans>
          </Button>
          {mutation.isPending && <Spinner size={30} label={t`Creating your account`} />}
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
