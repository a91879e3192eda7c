import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { updatePasswordRequestSchema, type UpdatePasswordRequest } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorMessage, updatePassword } from '../../api';
import { Button, PasswordField, Spinner } from '../../ui';
import { SettingsSection } from './settings-section';
import { useSettingsText } from './settings-text';
import styles from './settings.module.css';

export function PasswordSection() {
  const { t } = useLingui();
  const text = useSettingsText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UpdatePasswordRequest>({
    mode: 'onTouched',
    resolver: zodResolver(updatePasswordRequestSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const change = useMutation({ mutationFn: updatePassword, onSuccess: () => reset() });
  const submit = handleSubmit((form) => change.mutate(form));

  return (
    <SettingsSection
      title={t`Change password`}
      description={t`Your other sessions are logged out when you change it; this one stays.`}
    >
      <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <PasswordField
          label={t`Current password`}
          showLabel
          error={text(errors.current_password?.message)}
          className={styles.field}
          autoComplete="current-password"
          {...register('current_password')}
        />
        <PasswordField
          label={t`New password`}
          showLabel
          error={text(errors.new_password?.message)}
          className={styles.field}
          autoComplete="new-password"
          {...register('new_password')}
        />
        {change.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(change.error)}
          </p>
        )}
        <p role="status" className={styles.success}>
          {change.isSuccess ? change.data.message : ''}
        </p>
        <div className={styles.actions}>
          {change.isPending && <Spinner size={20} label={t`Changing the password`} />}
          <Button type="submit" variant="primary" disabled={change.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
