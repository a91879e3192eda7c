import { Link, NavLink } from 'react-router';
import { errorMessage, useCommunity, useModerationAccess } from '../../api';
import { Spinner, useDocumentTitle } from '../../ui';
import { LazyAppHeader } from '../shell';
import { ModerationHashtags } from './moderation-hashtags';
import { ModerationLog } from './moderation-log';
import styles from './moderation.module.css';
import { ReportQueue } from './report-queue';
import { NO_ACCESS_TEXT, NO_ACCESS_TITLE } from './words';

interface ModerationPageProps {
  view: 'reports' | 'log' | 'hashtags';
}

/**
 * /moderation (the open reports), /moderation/hashtags (hiding hashtags from Trending) and
 * /moderation/log (the audit log): moderators only.
 */
export function ModerationPage({ view }: ModerationPageProps) {
  const { productName } = useCommunity();
  const access = useModerationAccess();
  useDocumentTitle(`Moderation | ${productName}`);

  let content;
  if (access.isPending) {
    content = <Spinner size={32} label="Loading" />;
  } else if (!access.data) {
    content = <p role="alert">{errorMessage(access.error)}</p>;
  } else if (!access.data.moderator) {
    content = (
      <div className={[styles.card, styles.noAccess].join(' ')}>
        <p className={styles.code} aria-hidden="true">
          403
        </p>
        <h1 className={styles.heading}>{NO_ACCESS_TITLE}</h1>
        <p>{NO_ACCESS_TEXT}</p>
        <Link to="/">Go to your feed</Link>
      </div>
    );
  } else {
    content = (
      <>
        <h1 className={styles.heading}>Moderation</h1>
        <nav aria-label="Moderation" className={styles.tabs}>
          <NavLink to="/moderation" end className={styles.tab}>
            Reports
          </NavLink>
          <NavLink to="/moderation/hashtags" className={styles.tab}>
            Hashtags
          </NavLink>
          <NavLink to="/moderation/log" className={styles.tab}>
            Log
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
