import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { checkIn, errorMessage, useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { Button, Field, Spinner, useDocumentTitle } from '../../ui';
import { AppLayout } from '../shell';
import styles from './check-in.module.css';
import { useEvent } from './event-page';
import { eventPath } from '../events';

/**
 * /events/:postId/check-in: where a member who is going checks in, with the code shown at the
 * door (the QR code opens this page with it in ?code=).
 */
export function CheckInPage() {
  const { postId = '' } = useParams();
  const [params] = useSearchParams();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const { t } = useLingui();
  useDocumentTitle(t`Check in | ${productName}`);
  const [code, setCode] = useState(params.get('code') ?? '');
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The event's title, when the member may see it; the check-in itself answers for the rest.
  const event = useEvent(postId);
  const title = event.data?.event?.title;
  const submit = useMutation({
    mutationFn: () => checkIn(postId, code.trim()),
    onSuccess: () => setTimeout(() => statusRef.current?.focus()),
  });
  if (!user) return null;

  const onSubmit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!submit.isPending) submit.mutate();
  };
  return (
    <AppLayout>
      <div className={styles.page}>
        <h1 className={styles.heading}>
          <Trans>Check in</Trans>
        </h1>
        {title && (
          <p>
            <Link to={eventPath(postId)} dir="auto">
              {title}
            </Link>
          </p>
        )}
        {submit.isSuccess ? (
          <p ref={statusRef} tabIndex={-1} role="status" className={styles.success}>
            <Trans>You are checked in.</Trans>
          </p>
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <Field
              label={t`Check-in code`}
              labelClassName={styles.label}
              error={submit.isError ? errorMessage(submit.error) : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  value={code}
                  onChange={(change) => setCode(change.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={20}
                  required
                />
              )}
            </Field>
            <Button type="submit" variant="primary" disabled={submit.isPending}>
              {submit.isPending && <Spinner size={16} label={t`Checking in`} />}
              <Trans>Check in</Trans>
            </Button>
          </form>
        )}
        {submit.isError && (
          <p role="alert" className="visually-hidden">
            {errorMessage(submit.error)}
          </p>
        )}
        <Link to={eventPath(postId)}>
          <Trans>Back to the event</Trans>
        </Link>
      </div>
    </AppLayout>
  );
}
