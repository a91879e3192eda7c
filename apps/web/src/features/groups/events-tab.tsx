import styles from './groups.module.css';
import { NO_EVENTS } from './words';

/** A group's events come with the events issue; until then the tab says there are none. */
export function EventsTab() {
  return (
    <section className={styles.card}>
      <p className={styles.muted}>{NO_EVENTS}</p>
    </section>
  );
}
