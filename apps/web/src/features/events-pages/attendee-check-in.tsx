import { Trans, useLingui } from '@lingui/react/macro';
import type { EventData } from '@quad/contract';
import { Link } from 'react-router';
import { buttonClassName } from '../../ui';
import { checkInIsOpen, eventPath } from '../events';
import styles from './event-page.module.css';

export const checkInPath = (postId: string) => `${eventPath(postId)}/check-in`;

/**
 * For a member who is going, while check-in is open: the way to the page where they type the
 * code shown at the door (scanning the QR code opens the same page).
 */
export function AttendeeCheckIn({ postId, event }: { postId: string; event: EventData }) {
  const { t } = useLingui();
  if (event.can_manage || event.mine.answer !== 'going' || !checkInIsOpen(event)) return null;
  return (
    <section className={styles.card} aria-label={t`Check in`}>
      <p>
        <Trans>Check-in is open: type the code shown at the door, or scan its QR code.</Trans>
      </p>
      <div className={styles.row}>
        <Link to={checkInPath(postId)} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Check in</Trans>
        </Link>
      </div>
    </section>
  );
}
