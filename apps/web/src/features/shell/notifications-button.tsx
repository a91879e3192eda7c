import { useEffect, useId, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useFriendsPageInfos } from '../../api';
import { useNotified } from '../../session/notified-store';
import { BellIcon, UserPlusIcon, usePopover } from '../../ui';
import styles from './app-header.module.css';
import popover from './popover.module.css';

export const ACTIVE_REQUESTS_TEXT = 'You have active friend requests';
export const NO_REQUESTS_TEXT = 'No new requests';
export const NEW_REQUESTS_DESCRIPTION = 'New friend requests';

/** The bell: a red dot while there are friend requests the member has not looked at (SPEC.md §4). */
export function NotificationsButton() {
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover();
  const dotId = useId();

  const { data } = useFriendsPageInfos();
  const hasRequests = (data?.requests.length ?? 0) > 0;
  const notified = useNotified((state) => state.notified);
  const setNotified = useNotified((state) => state.setNotified);
  const showDot = hasRequests && !notified;

  useEffect(() => {
    // No request left: the next one is news again.
    if (data && !hasRequests) setNotified(false);
  }, [data, hasRequests, setNotified]);

  // On the bell and on the panel's link: the only two things here that take the focus.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close(true);
  };

  return (
    <div {...anchorProps} className={popover.anchor}>
      <button
        {...getTriggerProps({
          onClick: () => {
            if (!open && hasRequests) setNotified(true);
          },
          onKeyDown: closeOnEscape,
        })}
        type="button"
        className={styles.circleButton}
        aria-label="Notifications"
        aria-describedby={showDot ? dotId : undefined}
      >
        <BellIcon />
        {showDot && (
          <span id={dotId} className={styles.dot}>
            <span className="visually-hidden">{NEW_REQUESTS_DESCRIPTION}</span>
          </span>
        )}
      </button>
      {open && (
        <div
          {...getPanelProps()}
          className={popover.panel}
          role="region"
          aria-label="Notifications"
        >
          <h2 className={popover.title}>Notifications</h2>
          <Link
            to="/friends/requests"
            className={styles.notificationLink}
            onClick={() => {
              setNotified(true);
              close();
            }}
            onKeyDown={closeOnEscape}
          >
            <span className={styles.notificationIcon}>
              <UserPlusIcon />
            </span>
            <span>{hasRequests ? ACTIVE_REQUESTS_TEXT : NO_REQUESTS_TEXT}</span>
          </Link>
        </div>
      )}
    </div>
  );
}
