import { Trans, useLingui } from '@lingui/react/macro';
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

/**
 * The other actions on someone else's profile: Report {first name}, and Block {first name} after
 * a confirmation. Once blocked, the member is unknown to the viewer, so the profile answers as
 * unknown and the page leaves it; every cached list is reloaded.
 */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'menu',
  });
  const { t } = useLingui();
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const block = useMutation({
    mutationFn: () => blockMember(profile._id),
    onSuccess: () => refreshAfterBlock(queryClient),
  });
  const firstName = profile.first_name;
  const name = fullName(profile);
  const label = t`More options for ${name}`;

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
              <Trans>Report {firstName}</Trans>
            </MenuItem>
            <MenuItem icon={<UserMinusIcon />} onSelect={() => choose('block')}>
              <Trans>Block {firstName}</Trans>
            </MenuItem>
          </Menu>
        </div>
      )}
      {dialog === 'report' && (
        <ReportDialog
          item={{ kind: 'member', id: profile._id }}
          title={t`Report ${firstName}`}
          hideLabel={t`Hide ${firstName}`}
          onClose={() => setDialog(null)}
          onHidden={hideMember}
        />
      )}
      {dialog === 'block' && (
        <ConfirmDialog
          title={t`Block ${firstName}?`}
          confirmLabel={t`Block`}
          busy={block.isPending}
          error={block.isError ? errorMessage(block.error) : null}
          onCancel={() => {
            block.reset();
            setDialog(null);
          }}
          onConfirm={() => block.mutate()}
        >
          <Trans>
            {firstName} won't be able to see your profile, posts or comments, find you in search, or
            message you. Your friendship and follows end. They won't be told.
          </Trans>
        </ConfirmDialog>
      )}
    </div>
  );
}
