import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { IMAGE_ACCEPT } from '../lib/image-file';
import { usePictureFile, type ChosenPicture } from '../lib/use-picture-file';
import { Button } from './button';
import styles from './cover-menu.module.css';
import { CameraIcon, PhotoIcon, UploadIcon } from './icons';
import { Menu, MenuItem } from './menu';
import { PictureErrorBox } from './picture-error-box';
import { RecentPhotosDialog } from './recent-photos-dialog';
import { usePopover } from './use-popover';

interface CoverMenuProps {
  /** The member choosing: Select Photo lists their uploads. */
  userId: string;
  hasCover: boolean;
  /** A picture to crop into the cover. */
  onChoose: (picture: ChosenPicture) => void;
  /** Takes focus when it appears (after the editor closes). */
  focusOnMount?: boolean;
}

/**
 * 'Add Cover Photo' (or 'Edit Cover Photo') over a cover, a profile's or a group's: Select Photo
 * (one of the member's uploads) or Upload Photo (a file, checked as SPEC.md §8 says).
 */
export function CoverMenu({ userId, hasCover, onChoose, focusOnMount = false }: CoverMenuProps) {
  const { t } = useLingui();
  const label = hasCover ? t`Edit Cover Photo` : t`Add Cover Photo`;
  const { open, close, triggerRef, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'menu',
  });
  const [selecting, setSelecting] = useState(false);
  const { fileRef, fileError, clearFileError, onFileChange } = usePictureFile(onChoose);

  useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus();
  }, [focusOnMount, triggerRef]);

  return (
    <div {...anchorProps} className={styles.menu}>
      <Button {...getTriggerProps()} className={styles.button}>
        <CameraIcon />
        {label}
      </Button>
      {open && (
        <div {...getPanelProps()} className={styles.popover}>
          <Menu label={label} onEscape={() => close(true)}>
            <MenuItem
              icon={<PhotoIcon />}
              onSelect={() => {
                close(true);
                setSelecting(true);
              }}
            >
              <Trans>Select Photo</Trans>
            </MenuItem>
            <MenuItem
              icon={<UploadIcon />}
              onSelect={() => {
                close(true);
                fileRef.current?.click();
              }}
            >
              <Trans>Upload Photo</Trans>
            </MenuItem>
          </Menu>
        </div>
      )}
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={t`Cover photo file`}
        hidden
        onChange={onFileChange}
      />
      {fileError && (
        <div className={styles.error}>
          <PictureErrorBox
            message={fileError}
            onTryAgain={() => {
              clearFileError();
              triggerRef.current?.focus();
            }}
          />
        </div>
      )}
      {selecting && (
        <RecentPhotosDialog
          userId={userId}
          onClose={() => setSelecting(false)}
          onChoose={(url) => {
            setSelecting(false);
            onChoose(url);
          }}
        />
      )}
    </div>
  );
}
