import type { Profile } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { blockMember, errorMessage, profileKeys, refreshAfterBlock } from '../../api';
import { fullName } from '../../lib/full-name';
import {
  ConfirmDialog,
  FlagIcon,
  Menu,
  MenuItem,
  MoreIcon,
  usePopover,
  UserMinusIcon,
} from '../../ui';
import { removePostsBy } from '../post';
import { ReportDialog } from '../report';
import styles from './profile-menu.module.css';

/** The accessible name of the menu button on someone else's profile. */
export const profileMoreLabel = (profile: Profile) => `More options for ${fullName(profile)}`;

/** What blocking does, as the confirmation says it. */
export const blockConsequences = (firstName: string) =>
  `${firstName} won't be able to see your profile, posts or comments, find you in search, or message you. Your friendship and follows end. They won't be told.`;

/**
 * The other actions on someone else's profile: Report {first name}, and Block {first name} after
 * a confirmation. Once blocked, the member is unknown to the viewer, so the profile answers as
 * unknown and the page leaves it; every cached list is reloaded.
 */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'menu',
  });
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const block = useMutation({
    mutationFn: () => blockMember(profile._id),
    onSuccess: () => refreshAfterBlock(queryClient),
  });
  const firstName = profile.first_name;
  const label = profileMoreLabel(profile);

  const hideMember = () => {
    removePostsBy(queryClient, profile._id);
    queryClient.removeQueries({ queryKey: profileKeys.detail(profile.username) });
    void navigate('/', { replace: true });
  };
  const choose = (next: 'report' | 'block') => {
    close(true);
    setDialog(next);
  };

  return (
    <div {...anchorProps} className={styles.anchor}>
      <button {...getTriggerProps()} type="button" className={styles.button} aria-label={label}>
        <MoreIcon size={20} />
      </button>
      {open && (
        <div {...getPanelProps()} className={styles.panel}>
          <Menu label={label} onEscape={() => close(true)}>
            <MenuItem icon={<FlagIcon />} onSelect={() => choose('report')}>
              {`Report ${firstName}`}
            </MenuItem>
            <MenuItem icon={<UserMinusIcon />} onSelect={() => choose('block')}>
              {`Block ${firstName}`}
            </MenuItem>
          </Menu>
        </div>
      )}
      {dialog === 'report' && (
        <ReportDialog
          item={{ kind: 'member', id: profile._id }}
          title={`Report ${firstName}`}
          hideLabel={`Hide ${firstName}`}
          onClose={() => setDialog(null)}
          onHidden={hideMember}
        />
      )}
      {dialog === 'block' && (
        <ConfirmDialog
          title={`Block ${firstName}?`}
          confirmLabel="Block"
          busy={block.isPending}
          error={block.isError ? errorMessage(block.error) : null}
          onCancel={() => {
            block.reset();
            setDialog(null);
          }}
          onConfirm={() => block.mutate()}
        >
          {blockConsequences(firstName)}
        </ConfirmDialog>
      )}
    </div>
  );
}
