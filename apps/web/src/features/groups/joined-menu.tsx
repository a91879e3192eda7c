import { GROUP_NOTIFY_SETTINGS, type Group, type GroupNotifySetting } from '@quad/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { setGroupNotifications } from '../../api';
import { Button, CaretDownIcon, LogoutIcon, Menu, MenuItem, usePopover } from '../../ui';
import menuStyles from './joined-menu.module.css';
import { useGroupAction } from './use-group-action';
import { NOTIFY_LABELS } from './words';

interface JoinedMenuProps {
  group: Group;
  onLeave: () => void;
  onError: (error: Error) => void;
}

/** Joined: Leave group, and which of the group's new posts notify the member. */
export function JoinedMenu({ group, onLeave, onError }: JoinedMenuProps) {
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'menu',
  });
  const notify = useGroupAction(group.slug, (setting: GroupNotifySetting) =>
    setGroupNotifications(group.slug, setting),
  );
  const captionId = useId();
  const { i18n, t } = useLingui();
  const current = group.notify ?? 'highlights';
  return (
    <div {...anchorProps} className={menuStyles.anchor}>
      <Button {...getTriggerProps()}>
        <Trans>Joined</Trans>
        <CaretDownIcon size={16} />
      </Button>
      {open && (
        <div {...getPanelProps()} className={menuStyles.popover}>
          <p className={menuStyles.caption} id={captionId}>
            <Trans>Notify me of</Trans>
          </p>
          <Menu label={t`Joined`} onEscape={() => close(true)}>
            <div role="group" aria-labelledby={captionId}>
              {GROUP_NOTIFY_SETTINGS.map((setting) => (
                <MenuItem
                  key={setting}
                  checked={current === setting}
                  onSelect={() => {
                    close(true);
                    if (setting !== current) notify.mutate(setting, { onError });
                  }}
                >
                  {i18n._(NOTIFY_LABELS[setting])}
                </MenuItem>
              ))}
            </div>
            <MenuItem
              icon={<LogoutIcon />}
              onSelect={() => {
                close(false);
                onLeave();
              }}
            >
              <Trans>Leave group</Trans>
            </MenuItem>
          </Menu>
        </div>
      )}
    </div>
  );
}
