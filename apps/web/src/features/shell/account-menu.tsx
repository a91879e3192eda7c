import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
        aria-label={t`Account menu`}
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
                <span className={styles.fullName} dir="auto">
                  {user.first_name} {user.last_name}
                </span>
              </div>
              <Menu label={t`Account`} onEscape={() => close(true)} initialItem={focusItem}>
                <MenuItem icon={<UserIcon />} onSelect={go('/profile')}>
                  <Trans>See your profile</Trans>
                </MenuItem>
                <MenuItem icon={<FeedbackIcon />} onSelect={go('/support')}>
                  <Trans>Give feedback</Trans>
                </MenuItem>
                <MenuItem icon={<SettingsIcon />} opensPanel onSelect={openPanel('settings')}>
                  {t`Settings & privacy`}
                </MenuItem>
                <MenuItem icon={<HelpIcon />} opensPanel onSelect={openPanel('help')}>
                  {t`Help & support`}
                </MenuItem>
                <MenuItem icon={<MoonIcon />} opensPanel onSelect={openPanel('display')}>
                  <Trans>Display</Trans>
                </MenuItem>
                {access.data?.moderator && (
                  <MenuItem icon={<ShieldIcon />} onSelect={go('/moderation')}>
                    <Trans>Moderation</Trans>
                  </MenuItem>
                )}
                <MenuItem
                  icon={<LogoutIcon />}
                  onSelect={() => {
                    close(false);
                    logout();
                  }}
                >
                  <Trans>Log out</Trans>
                </MenuItem>
              </Menu>
            </>
          )}
          {panel === 'settings' && (
            <SubPanel title={t`Settings & privacy`} onBack={back}>
              <Menu label={t`Settings & privacy`} onEscape={() => close(true)} onArrowLeft={back}>
                <MenuItem icon={<SettingsIcon />} onSelect={go('/settings')}>
                  <Trans>Settings</Trans>
                </MenuItem>
                <MenuItem icon={<UserIcon />} onSelect={go('/profile')}>
                  <Trans>Profile Settings</Trans>
                </MenuItem>
                <MenuItem icon={<LockIcon />} onSelect={go('/reset')}>
                  <Trans>Reset Password</Trans>
                </MenuItem>
              </Menu>
            </SubPanel>
          )}
          {panel === 'help' && (
            <SubPanel title={t`Help & support`} onBack={back}>
              <Menu label={t`Help & support`} onEscape={() => close(true)} onArrowLeft={back}>
                <MenuItem icon={<InboxIcon />} onSelect={go('/support')}>
                  <Trans>Support Inbox</Trans>
                </MenuItem>
                <MenuItem icon={<AlertIcon />} onSelect={go('/support')}>
                  <Trans>Report a Problem</Trans>
                </MenuItem>
              </Menu>
            </SubPanel>
          )}
          {panel === 'display' && (
            <SubPanel title={t`Display`} onBack={back}>
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
  const { t } = useLingui();
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <div className={styles.subHeader}>
        <button type="button" className={styles.backButton} aria-label={t`Back`} onClick={onBack}>
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
  const { t } = useLingui();
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
          <Trans>Dark Mode</Trans>
        </h3>
        <p id={descriptionId} className={styles.settingDescription}>
          <Trans>
            Adjust the appearance of {productName} to reduce glare and give your eyes a break.
          </Trans>
        </p>
        <div role="radiogroup" aria-labelledby={headingId} aria-describedby={descriptionId}>
          <label className={styles.radioRow}>
            <span>{t`On`}</span>
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
            <span>{t`Off`}</span>
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
