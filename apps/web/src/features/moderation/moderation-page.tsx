import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router';
import { errorMessage, useCommunity, useModerationAccess } from '../../api';
import { Spinner, useDocumentTitle } from '../../ui';
import { LazyAppHeader } from '../shell';
import { ModerationHashtags } from './moderation-hashtags';
import { ModerationLog } from './moderation-log';
import styles from './moderation.module.css';
import { ReportQueue } from './report-queue';

interface ModerationPageProps {
  view: 'reports' | 'log' | 'hashtags';
}

/**
 * /moderation (the open reports), /moderation/hashtags (hiding hashtags from Trending) and
 * /moderation/log (the audit log): moderators only.
 */
export function ModerationPage({ view }: ModerationPageProps) {
  const { t } = useLingui();
  const { productName } = useCommunity();
  const access = useModerationAccess();
  useDocumentTitle(t`Moderation | ${productName}`);

  let content;
  if (access.isPending) {
    content = <Spinner size={32} label={t`Loading`} />;
  } else if (!access.data) {
    content = <p role="alert">{errorMessage(access.error)}</p>;
  } else if (!access.data.moderator) {
    content = (
      <div className={[styles.card, styles.noAccess].join(' ')}>
        <p className={styles.code} aria-hidden="true">
          403
        </p>
        <h1 className={styles.heading}>
          <Trans>You don’t have access to this page</Trans>
        </h1>
        <p>
          <Trans>Only moderators can open Moderation.</Trans>
        </p>
        <Link to="/">
          <Trans>Go to your feed</Trans>
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <h1 className={styles.heading}>
          <Trans>Moderation</Trans>
        </h1>
        <nav aria-label={t`Moderation`} className={styles.tabs}>
          <NavLink to="/moderation" end className={styles.tab}>
            <Trans>Reports</Trans>
          </NavLink>
          <NavLink to="/moderation/hashtags" className={styles.tab}>
            <Trans>Hashtags</Trans>
          </NavLink>
          <NavLink to="/moderation/log" className={styles.tab}>
            <Trans>Log</Trans>
          </NavLink>
        </nav>
        {view === 'reports' ? (
          <ReportQueue />
        ) : view === 'hashtags' ? (
          <ModerationHashtags />
        ) : (
          <ModerationLog />
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <LazyAppHeader />
      <main className={styles.main}>{content}</main>
    </div>
  );
}
