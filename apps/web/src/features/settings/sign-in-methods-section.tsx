/**
 * Settings, Sign-in methods (issue 20): the member's linked university accounts with when they
 * were last used, a first password for a member who has none, unlinking (never the last way in),
 * and whether the profile shows the affiliation badge.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  setPasswordRequestSchema,
  type LinkedIdentity,
  type SetPasswordRequest,
  type SignInMethods,
} from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  errorMessage,
  getSignInMethods,
  profileKeys,
  setAffiliationBadge,
  setFirstPassword,
  unlinkSignInMethod,
  universitySignInKeys,
} from '../../api';
import { Button, ConfirmDialog, PasswordField, Spinner } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import { SettingsSection } from './settings-section';
import { useSettingsText } from './settings-text';
import styles from './settings.module.css';

/** The member's sign-in methods; Settings shows Change password only to a member who has one. */
export const useSignInMethods = () =>
  useQuery({ queryKey: universitySignInKeys.methods, queryFn: getSignInMethods });

const useStoreMethods = () => {
  const queryClient = useQueryClient();
  return (methods: SignInMethods) =>
    queryClient.setQueryData(universitySignInKeys.methods, methods);
};

export function SignInMethodsSection() {
  const { t } = useLingui();
  const methods = useSignInMethods();
  return (
    <SettingsSection
      title={t`Sign-in methods`}
      description={t`The ways you sign in: your university account and your password.`}
    >
      {methods.isPending && <Spinner size={24} label={t`Loading your sign-in methods`} />}
      {methods.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(methods.error)}
        </p>
      )}
      {methods.data && <Methods methods={methods.data} />}
    </SettingsSection>
  );
}

function Methods({ methods }: { methods: SignInMethods }) {
  const { t } = useLingui();
  const onlyWayIn = !methods.has_password && methods.identities.length === 1;
  return (
    <>
      {methods.identities.length > 0 ? (
        <ul className={styles.methodList} aria-label={t`University accounts`}>
          {methods.identities.map((identity) => (
            <IdentityRow key={identity.id} identity={identity} onlyWayIn={onlyWayIn} />
          ))}
        </ul>
      ) : (
        <p className={styles.description}>
          <Trans>No university account is linked to yours.</Trans>
        </p>
      )}
      {methods.has_password ? (
        <p className={styles.description}>
          <Trans>You can also log in with your e-mail address and password: change it below.</Trans>
        </p>
      ) : (
        <SetPasswordForm />
      )}
      {methods.affiliation && <AffiliationBadgeSetting affiliation={methods.affiliation} />}
    </>
  );
}

function IdentityRow({ identity, onlyWayIn }: { identity: LinkedIdentity; onlyWayIn: boolean }) {
  const { t } = useLingui();
  const displayName = identity.displayName;
  const reasonId = useId();
  const [asking, setAsking] = useState(false);
  const storeMethods = useStoreMethods();
  const unlink = useMutation({
    mutationFn: () => unlinkSignInMethod(identity.id),
    onSuccess: (methods) => {
      setAsking(false);
      storeMethods(methods);
    },
  });
  return (
    <li className={styles.method}>
      <div className={styles.methodText}>
        <strong>{identity.displayName}</strong>
        {identity.email && <span>{identity.email}</span>}
        <span className={styles.methodMeta}>
          {identity.last_used_at ? (
            <Trans>
              Last used <RelativeTime iso={identity.last_used_at} />
            </Trans>
          ) : (
            t`Never used yet`
          )}
        </span>
        {onlyWayIn && (
          <span id={reasonId} className={styles.methodMeta}>
            <Trans>This is your only way to sign in. Set a password before you unlink it.</Trans>
          </span>
        )}
      </div>
      <Button
        aria-label={t`Unlink ${displayName}`}
        disabled={onlyWayIn}
        aria-describedby={onlyWayIn ? reasonId : undefined}
        onClick={() => setAsking(true)}
      >
        <Trans>Unlink</Trans>
      </Button>
      {asking && (
        <ConfirmDialog
          title={t`Unlink ${displayName}?`}
          confirmLabel={t`Unlink`}
          onConfirm={() => unlink.mutate()}
          onCancel={() => {
            unlink.reset();
            setAsking(false);
          }}
          busy={unlink.isPending}
          error={unlink.isError ? errorMessage(unlink.error) : null}
        >
          <Trans>
            You will no longer sign in with {displayName}. Your posts, friends and everything else
            stay yours.
          </Trans>
        </ConfirmDialog>
      )}
    </li>
  );
}

function SetPasswordForm() {
  const { t } = useLingui();
  const text = useSettingsText();
  const storeMethods = useStoreMethods();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SetPasswordRequest>({
    mode: 'onTouched',
    resolver: zodResolver(setPasswordRequestSchema),
    defaultValues: { new_password: '' },
  });
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: setFirstPassword,
    onSuccess: (methods) => {
      reset();
      setDone(true);
      storeMethods(methods);
    },
  });
  const submit = handleSubmit((form) => save.mutate(form));
  return (
    <form
      noValidate
      aria-label={t`Set a password`}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
    >
      <p className={styles.description}>
        <Trans>
          You sign in through your university only. Set a password to log in with your e-mail
          address too.
        </Trans>
      </p>
      <PasswordField
        label={t`New password`}
        showLabel
        error={text(errors.new_password?.message)}
        className={styles.field}
        autoComplete="new-password"
        {...register('new_password')}
      />
      {save.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(save.error)}
        </p>
      )}
      <p role="status" className={styles.success}>
        {done ? t`Your password is set. You can now log in with your e-mail address and it.` : ''}
      </p>
      <div className={styles.actions}>
        {save.isPending && <Spinner size={20} label={t`Setting the password`} />}
        <Button type="submit" variant="primary" disabled={save.isPending}>
          <Trans>Set password</Trans>
        </Button>
      </div>
    </form>
  );
}

function AffiliationBadgeSetting({
  affiliation,
}: {
  affiliation: NonNullable<SignInMethods['affiliation']>;
}) {
  const { t } = useLingui();
  const storeMethods = useStoreMethods();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const badge = useMutation({
    mutationFn: setAffiliationBadge,
    onSuccess: (methods) => {
      setChanged(true);
      storeMethods(methods);
      // The member's own profile header shows or hides it.
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
  const affiliationValue = affiliation.value;
  return (
    <div className={styles.form}>
      <label className={styles.checkboxRow}>
        <input
          type="checkbox"
          checked={affiliation.shown}
          disabled={badge.isPending}
          onChange={(event) => badge.mutate({ shown: event.target.checked })}
        />
        <span>{t`Show my affiliation badge (${affiliationValue}) on my profile`}</span>
      </label>
      {badge.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(badge.error)}
        </p>
      )}
      <p role="status" className={styles.success}>
        {changed
          ? affiliation.shown
            ? t`Your affiliation shows on your profile.`
            : t`Your affiliation is hidden from your profile.`
          : ''}
      </p>
    </div>
  );
}
