import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { findUserRequestSchema, type FindUserRequest, type FindUserResponse } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorMessage, findUser } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { Button, Spinner, TextField } from '../../ui';
import styles from './reset.module.css';
import { ServerError, StepActions, StepCard } from './step-card';

interface FindAccountStepProps {
  defaultEmail: string;
  onFound: (account: FindUserResponse) => void;
  onCancel: () => void;
  focusTitle: boolean;
}

export function FindAccountStep({
  defaultEmail,
  onFound,
  onCancel,
  focusTitle,
}: FindAccountStepProps) {
  const { t } = useLingui();
  const text = useContractText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FindUserRequest>({
    mode: 'onTouched',
    resolver: zodResolver(findUserRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  const search = useMutation({ mutationFn: findUser, onSuccess: onFound });
  const submit = handleSubmit((values) => search.mutate(values));

  return (
    <StepCard title={t`Find Your Account`} focusTitle={focusTitle}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.text}>
          <Trans>Please enter your email address to search for your account.</Trans>
        </p>
        <TextField
          label={t`Email address`}
          type="email"
          error={text(errors.email?.message)}
          className={styles.field}
          inputClassName={styles.input}
          autoComplete="email"
          {...register('email')}
        />
        <ServerError message={search.isError ? errorMessage(search.error) : undefined} />
        <StepActions>
          {search.isPending && <Spinner size={24} label={t`Searching`} />}
          <Button onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={search.isPending}>
            <Trans>Search</Trans>
          </Button>
        </StepActions>
      </form>
    </StepCard>
  );
}
