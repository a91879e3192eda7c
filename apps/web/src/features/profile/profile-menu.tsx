import type { Profile } from '@quad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { profileKeys } from '../../api';
import { fullName } from '../../lib/full-name';
import { FlagIcon, Menu, MenuItem, MoreIcon, usePopover } from '../../ui';
import { removePostsBy } from '../post';
import { ReportDialog } from '../report';
import styles from './profile-menu.module.css';

/** The other actions on someone else's profile: Report {first name}. */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'menu',
  });
  const [reporting, setReporting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const label = `More options for ${fullName(profile)}`;

  const hideMember = () => {
    removePostsBy(queryClient, profile._id);
    queryClient.removeQueries({ queryKey: profileKeys.detail(profile.username) });
    void navigate('/', { replace: true });
  };

  return (
    <div {...anchorProps} className={styles.anchor}>
      <button {...getTriggerProps()} type="button" className={styles.button} aria-label={label}>
        <MoreIcon size={20} />
      </button>
      {open && (
        <div {...getPanelProps()} className={styles.panel}>
          <Menu label={label} onEscape={() => close(true)}>
            <MenuItem
              icon={<FlagIcon />}
              onSelect={() => {
                close(true);
                setReporting(true);
              }}
            >
              Report {profile.first_name}
            </MenuItem>
          </Menu>
        </div>
      )}
      {reporting && (
        <ReportDialog
          item={{ kind: 'member', id: profile._id }}
          title={`Report ${profile.first_name}`}
          hideLabel={`Hide ${profile.first_name}`}
          onClose={() => setReporting(false)}
          onHidden={hideMember}
        />
      )}
    </div>
  );
}
