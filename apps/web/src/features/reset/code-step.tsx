import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetCodeField, RESET_CODE_LENGTH } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, validateResetCode } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
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
  const { t } = useLingui();
  const text = useContractText();
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
    <StepCard title={t`Code verification`} focusTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.text}>
          <Trans>Please enter the code that was sent to {email}.</Trans>
        </p>
        <TextField
          label={t`Code`}
          error={text(errors.code?.message)}
          describedBy={noteId}
          className={styles.field}
          inputClassName={`${styles.input} ${styles.code}`}
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH + 2}
          {...register('code')}
        />
        <p id={noteId} className={styles.muted}>
          <Trans>
            Emails can take up to one minute to arrive. Check your spam folder if you do not see it.
          </Trans>
        </p>
        <ServerError message={check.isError ? errorMessage(check.error) : undefined} />
        <StepActions>
          {check.isPending && <Spinner size={24} label={t`Checking the code`} />}
          <Button onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={check.isPending}>
            <Trans>Continue</Trans>
          </Button>
        </StepActions>
      </form>
    </StepCard>
  );
}
