import { useEffect, useState } from 'react';
import { IMAGE_ACCEPT } from '../../lib/image-file';
import { Button, CameraIcon, Menu, MenuItem, PhotoIcon, UploadIcon, usePopover } from '../../ui';
import { PictureErrorBox } from './picture-error';
import styles from './pictures.module.css';
import { RecentPhotosDialog } from './recent-photos-dialog';
import { usePictureFile, type ChosenPicture } from './use-picture-file';

interface CoverMenuProps {
  userId: string;
  hasCover: boolean;
  /** A picture to crop into the cover. */
  onChoose: (picture: ChosenPicture) => void;
  /** Takes focus when it appears (after the editor closes). */
  focusOnMount?: boolean;
}

/** 'Add Cover Photo' (or 'Edit Cover Photo'): Select Photo or Upload Photo (SPEC.md §2). */
export function CoverMenu({ userId, hasCover, onChoose, focusOnMount = false }: CoverMenuProps) {
  const label = hasCover ? 'Edit Cover Photo' : 'Add Cover Photo';
  const { open, close, triggerRef, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'menu',
  });
  const [selecting, setSelecting] = useState(false);
  const { fileRef, fileError, clearFileError, onFileChange } = usePictureFile(onChoose);

  useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus();
  }, [focusOnMount, triggerRef]);

  return (
    <div {...anchorProps} className={styles.coverMenu}>
      <Button {...getTriggerProps()} className={styles.coverButton}>
        <CameraIcon />
        {label}
      </Button>
      {open && (
        <div {...getPanelProps()} className={styles.coverPopover}>
          <Menu label={label} onEscape={() => close(true)}>
            <MenuItem
              icon={<PhotoIcon />}
              onSelect={() => {
                close(true);
                setSelecting(true);
              }}
            >
              Select Photo
            </MenuItem>
            <MenuItem
              icon={<UploadIcon />}
              onSelect={() => {
                close(true);
                fileRef.current?.click();
              }}
            >
              Upload Photo
            </MenuItem>
          </Menu>
        </div>
      )}
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label="Cover photo file"
        hidden
        onChange={onFileChange}
      />
      {fileError && (
        <div className={styles.coverError}>
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
