import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema, type NewPasswordForm } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePassword, errorMessage } from '../../api';
import { Button, FieldError, PasswordInput, Spinner } from '../../ui';
import styles from './reset.module.css';
import { ServerError, StepActions, StepCard } from './step-card';

interface ChangePasswordStepProps {
  email: string;
  onChanged: () => void;
  onCancel: () => void;
}

export function ChangePasswordStep({ email, onChanged, onCancel }: ChangePasswordStepProps) {
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

  return (
    <StepCard title="Change Password" focusTitle>
      <form
        noValidate
        onSubmit={handleSubmit(({ password }) => change.mutate({ email, password }))}
      >
        <p className={styles.text}>Pick a strong password.</p>
        <div className={styles.field}>
          <PasswordInput
            className={styles.input}
            aria-label="New password"
            placeholder="New password"
            autoComplete="new-password"
            visible={visible}
            onVisibleChange={setVisible}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'reset-password-error' : undefined}
            {...register('password')}
          />
          <FieldError id="reset-password-error" message={errors.password?.message} />
        </div>
        <div className={styles.field}>
          <PasswordInput
            className={styles.input}
            aria-label="Confirm password"
            placeholder="Confirm password"
            autoComplete="new-password"
            visible={visible}
            showToggle={false}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? 'reset-confirm-error' : undefined}
            {...register('confirm')}
          />
          <FieldError id="reset-confirm-error" message={errors.confirm?.message} />
        </div>
        <ServerError message={change.isError ? errorMessage(change.error) : undefined} />
        <StepActions>
          {change.isPending && <Spinner size={24} label="Changing the password" />}
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={change.isPending}>
            Continue
          </Button>
        </StepActions>
      </form>
    </StepCard>
  );
}
