import { useId } from 'react';
import { Link } from 'react-router';
import { useCommunity } from '../../api';
import styles from './layouts.module.css';

/** The contacts column; the friends list itself arrives with the friends screens. */
export function RightPanel() {
  const { communityName } = useCommunity();
  const headingId = useId();
  return (
    <aside className={styles.rightPanel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {communityName} Friends
      </h2>
      <p className={styles.muted}>Your friends show here once you connect.</p>
      <Link to="/friends" className={styles.panelLink}>
        See all friends
      </Link>
    </aside>
  );
}
