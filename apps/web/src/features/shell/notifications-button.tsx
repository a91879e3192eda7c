import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage, useLatestNotifications, useNotificationCounts } from '../../api';
import { whenIdle } from '../../lib/when-idle';
import { loadNotified, useNotified } from '../../session/notified-store';
import { BellIcon, Spinner, UserPlusIcon, usePopover } from '../../ui';
import { MarkAllReadButton, NotificationList, useInvitationOutcome } from '../notifications';
import styles from './app-header.module.css';
import popover from './popover.module.css';

/** A count past this shows as "99+" on the badge (the name still says the number). */
const BADGE_MAX = 99;

/**
 * The bell: the unread count, a red dot while there are friend requests the member has not
 * looked at (SPEC.md §4), and a dropdown with the requests line and the newest notifications.
 */
export function NotificationsButton() {
  const { t } = useLingui();
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover();
  const dotId = useId();

  // The counts come with every screen the server draws, and live: the bell reads nothing more.
  const { data: counts } = useNotificationCounts();
  const hasRequests = (counts?.friendRequests ?? 0) > 0;
  // Kept in this browser's storage, which the server does not see: unknown (no dot) as it drew
  // the page, and read once the page is idle.
  const notified = useNotified((state) => state.notified);
  const setNotified = useNotified((state) => state.setNotified);
  const showDot = hasRequests && notified === false;
  const unread = counts?.unread ?? 0;

  useEffect(() => {
    // In a task of its own once the page is idle: the storage's first read is slow on a phone,
    // and nothing on the screen waits for it. With requests, whether the member has looked at
    // them; without, the next one is news again.
    if (!counts) return undefined;
    return whenIdle(() => (hasRequests ? loadNotified() : setNotified(false)));
  }, [counts, hasRequests, setNotified]);

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
        // The bell's name says how many are unread: "Notifications, 3 unread".
        aria-label={
          unread > 0
            ? t`${plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' })}`
            : t`Notifications`
        }
        aria-describedby={showDot ? dotId : undefined}
      >
        <BellIcon />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
        {showDot && (
          <span
            id={dotId}
            className={[styles.dot, unread > 0 && styles.dotBesideBadge].filter(Boolean).join(' ')}
          >
            <span className="visually-hidden">
              <Trans>New friend requests</Trans>
            </span>
          </span>
        )}
      </button>
      {open && (
        // Escape from anything inside closes it and gives the focus back to the bell.
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
        <div
          {...getPanelProps()}
          className={popover.panel}
          role="region"
          aria-label={t`Notifications`}
          onKeyDown={closeOnEscape}
        >
          <div className={popover.titleRow}>
            <h2 className={popover.title}>
              <Trans>Notifications</Trans>
            </h2>
            <MarkAllReadButton unread={unread} />
          </div>
          <Link
            to="/friends/requests"
            className={styles.notificationLink}
            onClick={() => {
              setNotified(true);
              close();
            }}
          >
            <span className={styles.notificationIcon}>
              <UserPlusIcon />
            </span>
            <span>{hasRequests ? t`You have active friend requests` : t`No new requests`}</span>
          </Link>
          <LatestNotifications onOpen={() => close()} />
          <Link to="/notifications" className={popover.seeAll} onClick={() => close()}>
            <Trans>See all</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}

/** The newest notifications, read when the dropdown opens. */
function LatestNotifications({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();
  const { data, error, isPending } = useLatestNotifications();
  const outcome = useInvitationOutcome();
  if (isPending) {
    return (
      <div className={popover.note}>
        <Spinner size={28} label={t`Loading notifications`} />
      </div>
    );
  }
  if (!data) {
    return (
      <p role="alert" className={popover.note}>
        {errorMessage(error)}
      </p>
    );
  }
  return (
    <>
      {outcome.status}
      {data.length === 0 ? (
        <p className={popover.note}>
          <Trans>No notifications yet</Trans>
        </p>
      ) : (
        <NotificationList
          notifications={data}
          label={t`Newest notifications`}
          onOpen={onOpen}
          onAnswered={outcome.onAnswered}
        />
      )}
    </>
  );
}
