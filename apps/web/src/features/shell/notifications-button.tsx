import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BellIcon, useDismiss } from '../../ui';
import styles from './app-header.module.css';
import popover from './popover.module.css';

export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchorRef, open, close);

  return (
    <div
      ref={anchorRef}
      className={popover.anchor}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.circleButton}
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
      </button>
      {open && (
        <div id={panelId} className={popover.panel} role="region" aria-label="Notifications">
          <h2 className={popover.title}>Notifications</h2>
          <Link to="/friends/requests" className={styles.notificationLink} onClick={close}>
            No new requests
          </Link>
        </div>
      )}
    </div>
  );
}
