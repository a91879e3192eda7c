import { useLingui } from '@lingui/react/macro';
import { VERIFY_FAILURE_REDIRECT_MS, VERIFY_SUCCESS_REDIRECT_MS } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { activate, ApiError, defaultFriend, errorMessage } from '../../api';
import { clearPendingActivation, savePendingActivation } from '../../session/pending-activation';
import { useSession, useSessionUser } from '../../session/session-store';
import { lazyNamed } from '../../lib/lazy-named';
import { Modal, Spinner } from '../../ui';
import { LoginPage } from '../auth';
import styles from './activation.module.css';

// The signed-in app, fetched only when a member is signed in.
const HomePage = lazyNamed(
  () => import('../feed'),
  (m) => m.HomePage,
);

/** /activate/:token, the link of the verification e-mail. */
export function ActivatePage() {
  const { token = '' } = useParams();
  const user = useSessionUser();
  const { t } = useLingui();

  useEffect(() => {
    // Kept until signed in; the activation itself clears it.
    if (!user && token) savePendingActivation(token);
  }, [user, token]);

  if (!user) return <LoginPage note={t`Log in to finish verifying your account`} />;
  return (
    <>
      <Suspense>
        <HomePage />
      </Suspense>
      <ActivationPopup token={token} />
    </>
  );
}

function ActivationPopup({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const dispatch = useSession((state) => state.dispatch);
  const titleId = useId();
  const messageId = useId();
  const started = useRef<string | null>(null);

  const activation = useMutation({
    mutationFn: activate,
    onSuccess: () => {
      clearPendingActivation();
      dispatch({ type: 'VERIFY', payload: true });
      // Befriends the community's welcome account; nothing to show either way.
      defaultFriend().catch(() => undefined);
    },
    onError: (error) => {
      // After a 401 the member signs in again and the pending token brings them back here.
      if (!(error instanceof ApiError && error.status === 401)) clearPendingActivation();
    },
  });
  const { mutate, status } = activation;

  // Post the token once per visit, even when StrictMode runs effects twice.
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    mutate({ token });
  }, [mutate, token]);

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const delay = status === 'success' ? VERIFY_SUCCESS_REDIRECT_MS : VERIFY_FAILURE_REDIRECT_MS;
    const timer = setTimeout(() => void navigate('/', { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const title =
    status === 'success'
      ? t`Account verification succeeded`
      : status === 'error'
        ? t`Account verification failed`
        : t`Verifying your account`;
  const message =
    status === 'success'
      ? activation.data.message
      : status === 'error'
        ? errorMessage(activation.error)
        : t`One moment, please.`;

  return (
    <Modal labelledBy={titleId} describedBy={messageId} className={styles.popup}>
      <h2
        id={titleId}
        className={[
          styles.title,
          status === 'success' && styles.success,
          status === 'error' && styles.failure,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {title}
      </h2>
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <Spinner
        size={30}
        label={status === 'pending' ? t`Verifying your account` : t`Going to the home page`}
      />
    </Modal>
  );
}
