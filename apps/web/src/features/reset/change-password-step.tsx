import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { newPasswordFormSchema, type NewPasswordForm } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePassword, errorMessage } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { Button, PasswordField, Spinner } from '../../ui';
import styles from './reset.module.css';
import { ServerError, StepActions, StepCard } from './step-card';

interface ChangePasswordStepProps {
  email: string;
  onChanged: () => void;
  onCancel: () => void;
}

export function ChangePasswordStep({ email, onChanged, onCancel }: ChangePasswordStepProps) {
  const { t } = useLingui();
  const text = useContractText();
  const [visible, setVisible] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    mode: 'onTouched',
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const change = useMutation({ mutationFn: changePassword, onSuccess: onChanged });
  const submit = handleSubmit(({ password }) => change.mutate({ email, password }));

  return (
    <StepCard title={t`Change Password`} focusTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.text}>
          <Trans>Pick a strong password.</Trans>
        </p>
        <PasswordField
          label={t`New password`}
          error={text(errors.password?.message)}
          className={styles.field}
          inputClassName={styles.input}
          autoComplete="new-password"
          visible={visible}
          onVisibleChange={setVisible}
          {...register('password')}
        />
        <PasswordField
          label={t`Confirm password`}
          error={text(errors.confirm?.message)}
          className={styles.field}
          inputClassName={styles.input}
          autoComplete="new-password"
          visible={visible}
          showToggle={false}
          {...register('confirm')}
        />
        <ServerError message={change.isError ? errorMessage(change.error) : undefined} />
        <StepActions>
          {change.isPending && <Spinner size={24} label={t`Changing the password`} />}
          <Button onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={change.isPending}>
            <Trans>Continue</Trans>
          </Button>
        </StepActions>
      </form>
    </StepCard>
  );
}
