import { zodResolver } from '@hookform/resolvers/zod';
import { resetCodeField, RESET_CODE_LENGTH } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, validateResetCode } from '../../api';
import { Button, Spinner, TextField } from '../../ui';
import styles from './reset.module.css';
import { ServerError, StepActions, StepCard } from './step-card';

/** The e-mail is already known; the member types only the code. */
const codeFormSchema = z.object({ code: resetCodeField });
type CodeForm = z.input<typeof codeFormSchema>;

interface CodeStepProps {
  email: string;
  onValid: () => void;
  onCancel: () => void;
}

export function CodeStep({ email, onValid, onCancel }: CodeStepProps) {
  const noteId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeForm>({
    mode: 'onTouched',
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const check = useMutation({ mutationFn: validateResetCode, onSuccess: onValid });
  const submit = handleSubmit(({ code }) =>
    check.mutate({ email, code: code.trim().toUpperCase() }),
  );

  return (
    <StepCard title="Code verification" focusTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.text}>Please enter the code that was sent to {email}.</p>
        <TextField
          label="Code"
          error={errors.code?.message}
          describedBy={noteId}
          className={styles.field}
          inputClassName={`${styles.input} ${styles.code}`}
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH + 2}
          {...register('code')}
        />
        <p id={noteId} className={styles.muted}>
          Emails can take up to one minute to arrive. Check your spam folder if you do not see it.
        </p>
        <ServerError message={check.isError ? errorMessage(check.error) : undefined} />
        <StepActions>
          {check.isPending && <Spinner size={24} label="Checking the code" />}
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={check.isPending}>
            Continue
          </Button>
        </StepActions>
      </form>
    </StepCard>
  );
}
