import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useLocation, useParams } from 'react-router';
import { errorMessage, useCommunity, useProfile } from '../../api';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { Button, Spinner, useDocumentTitle } from '../../ui';
import { AppHeader } from '../shell';
import { ProfileBody } from './profile-body';
import { ProfileHeader } from './profile-header';
import styles from './profile.module.css';

/** /profile (one's own) and /profile/:username (SPEC.md §2, profile page). */
export function ProfilePage() {
  const { t } = useLingui();
  const params = useParams();
  const { pathname } = useLocation();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const username = params.username ?? user?.username ?? '';
  const own = !params.username || params.username.toLowerCase() === user?.username.toLowerCase();
  const { data: profile, error, isPending, refetch } = useProfile(username);

  useDocumentTitle(profile ? `${fullName(profile)} | ${productName}` : productName);

  if (!user) return null;
  // An unknown member (success false) leads to one's own profile.
  if (profile === null && !own) return <Navigate to="/profile" replace />;

  let content;
  if (isPending) {
    content = (
      <div className={styles.status}>
        <Spinner size={36} label={t`Loading the profile`} />
      </div>
    );
  } else if (error || !profile) {
    content = (
      <div className={styles.status}>
        <p role="alert">{error ? errorMessage(error) : t`This profile does not exist.`}</p>
        <Button onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        <ProfileHeader profile={profile} own={own} path={pathname} />
        <ProfileBody profile={profile} own={own} />
      </>
    );
  }

  return (
    <>
      <AppHeader />
      <main className={styles.page}>{content}</main>
    </>
  );
}
