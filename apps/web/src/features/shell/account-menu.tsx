import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCommunity, useModerationAccess } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { useTheme } from '../../session/theme-store';
import { useLogout } from '../../session/use-logout';
import {
  Avatar,
  BackIcon,
  FeedbackIcon,
  HelpIcon,
  InboxIcon,
  LockIcon,
  LogoutIcon,
  Menu,
  MenuItem,
  MoonIcon,
  SettingsIcon,
  ShieldIcon,
  AlertIcon,
  UserIcon,
  usePopover,
} from '../../ui';
import styles from './account-menu.module.css';
import header from './app-header.module.css';
import popover from './popover.module.css';

type Panel = 'main' | 'settings' | 'help' | 'display';

/** Position of each sub-panel's item in the main menu, to give focus back to it. */
const PANEL_ITEM: Record<Exclude<Panel, 'main'>, number> = { settings: 2, help: 3, display: 4 };

export function AccountMenu() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const [panel, setPanel] = useState<Panel>('main');
  const [focusItem, setFocusItem] = useState(0);
  const backToMain = useCallback(() => {
    setPanel('main');
    setFocusItem(0);
  }, []);
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'menu',
    onClose: backToMain,
  });
  // Asked when the menu opens, so no other screen waits on it.
  const access = useModerationAccess(open);

  if (!user) return null;

  const go = (path: string) => () => {
    close(false);
    void navigate(path);
  };
  const openPanel = (next: Exclude<Panel, 'main'>) => () => setPanel(next);
  const back = () => {
    if (panel !== 'main') setFocusItem(PANEL_ITEM[panel]);
    setPanel('main');
  };

  return (
    <div {...anchorProps} className={popover.anchor}>
      <button
        {...getTriggerProps()}
        type="button"
        className={header.circleButton}
        aria-label="Account menu"
      >
        <Avatar src={user.picture} imageSize={user.picture_size} alt="" size={40} />
      </button>
      {open && (
        // Not a control: Escape closes the panel from whichever of its controls has the focus
        // (the menus handle their own; a sub-panel's Back button and radios rely on this).
        // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
        <div
          {...getPanelProps()}
          className={popover.panel}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close(true);
            }
          }}
        >
          {panel === 'main' && (
            <>
              <div className={styles.profileCard}>
                <Avatar src={user.picture} imageSize={user.picture_size} alt="" size={40} />
                <span className={styles.fullName}>
                  {user.first_name} {user.last_name}
                </span>
              </div>
              <Menu label="Account" onEscape={() => close(true)} initialItem={focusItem}>
                <MenuItem icon={<UserIcon />} onSelect={go('/profile')}>
                  See your profile
                </MenuItem>
                <MenuItem icon={<FeedbackIcon />} onSelect={go('/support')}>
                  Give feedback
                </MenuItem>
                <MenuItem icon={<SettingsIcon />} opensPanel onSelect={openPanel('settings')}>
                  Settings &amp; privacy
                </MenuItem>
                <MenuItem icon={<HelpIcon />} opensPanel onSelect={openPanel('help')}>
                  Help &amp; support
                </MenuItem>
                <MenuItem icon={<MoonIcon />} opensPanel onSelect={openPanel('display')}>
                  Display
                </MenuItem>
                {access.data?.moderator && (
                  <MenuItem icon={<ShieldIcon />} onSelect={go('/moderation')}>
                    Moderation
                  </MenuItem>
                )}
                <MenuItem
                  icon={<LogoutIcon />}
                  onSelect={() => {
                    close(false);
                    logout();
                  }}
                >
                  Log out
                </MenuItem>
              </Menu>
            </>
          )}
          {panel === 'settings' && (
            <SubPanel title="Settings & privacy" onBack={back}>
              <Menu label="Settings & privacy" onEscape={() => close(true)} onArrowLeft={back}>
                <MenuItem icon={<SettingsIcon />} onSelect={go('/settings')}>
                  Settings
                </MenuItem>
                <MenuItem icon={<UserIcon />} onSelect={go('/profile')}>
                  Profile Settings
                </MenuItem>
                <MenuItem icon={<LockIcon />} onSelect={go('/reset')}>
                  Reset Password
                </MenuItem>
              </Menu>
            </SubPanel>
          )}
          {panel === 'help' && (
            <SubPanel title="Help & support" onBack={back}>
              <Menu label="Help & support" onEscape={() => close(true)} onArrowLeft={back}>
                <MenuItem icon={<InboxIcon />} onSelect={go('/support')}>
                  Support Inbox
                </MenuItem>
                <MenuItem icon={<AlertIcon />} onSelect={go('/support')}>
                  Report a Problem
                </MenuItem>
              </Menu>
            </SubPanel>
          )}
          {panel === 'display' && (
            <SubPanel title="Display" onBack={back}>
              <DarkModeSetting />
            </SubPanel>
          )}
        </div>
      )}
    </div>
  );
}

interface SubPanelProps {
  title: string;
  onBack: () => void;
  children: ReactNode;
}

function SubPanel({ title, onBack, children }: SubPanelProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <div className={styles.subHeader}>
        <button type="button" className={styles.backButton} aria-label="Back" onClick={onBack}>
          <BackIcon />
        </button>
        <h2 id={titleId} className={styles.subTitle}>
          {title}
        </h2>
      </div>
      {children}
    </div>
  );
}

function DarkModeSetting() {
  const { productName } = useCommunity();
  const theme = useTheme((state) => state.theme);
  const dispatch = useTheme((state) => state.dispatch);
  const headingId = useId();
  const descriptionId = useId();
  const checkedRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    checkedRef.current?.focus();
  }, []);

  return (
    <div className={styles.setting}>
      <span className={styles.settingIcon}>
        <MoonIcon />
      </span>
      <div className={styles.settingBody}>
        <h3 id={headingId} className={styles.settingTitle}>
          Dark Mode
        </h3>
        <p id={descriptionId} className={styles.settingDescription}>
          Adjust the appearance of {productName} to reduce glare and give your eyes a break.
        </p>
        <div role="radiogroup" aria-labelledby={headingId} aria-describedby={descriptionId}>
          <label className={styles.radioRow}>
            <span>On</span>
            <input
              ref={theme === 'dark' ? checkedRef : undefined}
              type="radio"
              name="dark-mode"
              value="on"
              checked={theme === 'dark'}
              onChange={() => dispatch({ type: 'DARK' })}
            />
          </label>
          <label className={styles.radioRow}>
            <span>Off</span>
            <input
              ref={theme === 'light' ? checkedRef : undefined}
              type="radio"
              name="dark-mode"
              value="off"
              checked={theme === 'light'}
              onChange={() => dispatch({ type: 'LIGHT' })}
            />
          </label>
        </div>
      </div>
    </div>
  );
}
