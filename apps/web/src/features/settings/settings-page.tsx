import { Trans, useLingui } from '@lingui/react/macro';
import { useCommunity } from '../../api';
import { useDocumentTitle } from '../../ui';
import { LazyAppHeader } from '../shell';
import { BlockedSection } from './blocked-section';
import { CalendarFeedSection } from './calendar-feed-section';
import { DataSection } from './data-section';
import { DeleteAccountSection } from './delete-account-section';
import { LanguageSection } from './language-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { SignInMethodsSection, useSignInMethods } from './sign-in-methods-section';
import styles from './settings.module.css';

/**
 * /settings: the member's sign-in methods, password, sessions, the members they blocked, notifications, event
 * reminders and calendar feed, their data and their account.
 */
export function SettingsPage() {
  const { t } = useLingui();
  const { productName } = useCommunity();
  useDocumentTitle(t`Settings | ${productName}`);
  // A member who signs in through their university only sets a first password instead.
  const hasPassword = useSignInMethods().data?.has_password ?? true;
  return (
    <div className={styles.page}>
      <LazyAppHeader />
      <main className={styles.main}>
        <h1 className={styles.heading}>
          <Trans>Settings</Trans>
        </h1>
        <LanguageSection />
        <SignInMethodsSection />
        {hasPassword && <PasswordSection />}
        <SessionsSection />
        <BlockedSection />
        <NotificationsSection />
        <CalendarFeedSection />
        <DataSection />
        <DeleteAccountSection />
      </main>
    </div>
  );
}
