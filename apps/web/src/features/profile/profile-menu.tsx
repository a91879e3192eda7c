import type { Profile } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { blockMember, errorMessage, refreshAfterBlock } from '../../api';
import { ConfirmDialog, Menu, MenuItem, MoreIcon, usePopover, UserMinusIcon } from '../../ui';
import styles from './profile.module.css';

export const PROFILE_MORE = 'More';

/** What blocking does, as the confirmation says it. */
export const blockConsequences = (firstName: string) =>
  `${firstName} won't be able to see your profile, posts or comments, find you in search, or message you. Your friendship and follows end. They won't be told.`;

/**
 * The "More" menu of another member's profile: Block {first name}, after a confirmation. Once
 * blocked, the member is unknown to the viewer, so the profile answers as unknown and the page
 * leaves it; every cached list is reloaded.
 */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'menu',
  });
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const block = useMutation({
    mutationFn: () => blockMember(profile._id),
    onSuccess: () => refreshAfterBlock(queryClient),
  });
  const firstName = profile.first_name;

  return (
    <div {...anchorProps} className={styles.moreAnchor}>
      <button
        {...getTriggerProps()}
        type="button"
        className={styles.moreButton}
        aria-label={PROFILE_MORE}
      >
        <MoreIcon size={20} />
      </button>
      {open && (
        <div {...getPanelProps()} className={styles.morePanel}>
          <Menu label={PROFILE_MORE} onEscape={() => close(true)}>
            <MenuItem
              icon={<UserMinusIcon />}
              onSelect={() => {
                close(true);
                setConfirming(true);
              }}
            >
              {`Block ${firstName}`}
            </MenuItem>
          </Menu>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Block ${firstName}?`}
          confirmLabel="Block"
          busy={block.isPending}
          error={block.isError ? errorMessage(block.error) : null}
          onCancel={() => {
            block.reset();
            setConfirming(false);
          }}
          onConfirm={() => block.mutate()}
        >
          {blockConsequences(firstName)}
        </ConfirmDialog>
      )}
    </div>
  );
}
