import type { EventData } from '@quad/contract';
import { Link } from 'react-router';
import { buttonClassName } from '../../ui';
import { checkInIsOpen, eventPath } from '../events';
import styles from './event-page.module.css';
import { CHECK_IN } from './words';

export const checkInPath = (postId: string) => `${eventPath(postId)}/check-in`;

/**
 * For a member who is going, while check-in is open: the way to the page where they type the
 * code shown at the door (scanning the QR code opens the same page).
 */
export function AttendeeCheckIn({ postId, event }: { postId: string; event: EventData }) {
  if (event.can_manage || event.mine.answer !== 'going' || !checkInIsOpen(event)) return null;
  return (
    <section className={styles.card} aria-label={CHECK_IN}>
      <p>Check-in is open: type the code shown at the door, or scan its QR code.</p>
      <div className={styles.row}>
        <Link to={checkInPath(postId)} className={buttonClassName({ variant: 'primary' })}>
          {CHECK_IN}
        </Link>
      </div>
    </section>
  );
}
