import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, CameraIcon, Menu, MenuItem, PhotoIcon, UploadIcon, usePopover } from '../../ui';
import { PictureErrorBox } from './picture-error';
import { PICTURE_ACCEPT, pictureFileProblem, readAsDataUrl } from './picture-file';
import styles from './pictures.module.css';
import { RecentPhotosDialog } from './recent-photos-dialog';

interface CoverMenuProps {
  userId: string;
  hasCover: boolean;
  /** A picture to crop into the cover: an uploaded image's URL or a chosen file's data URL. */
  onChoose: (src: string) => void;
  /** Takes focus when it appears (after the editor closes). */
  focusOnMount?: boolean;
}

/** 'Add Cover Photo' (or 'Edit Cover Photo'): Select Photo or Upload Photo (SPEC.md §2). */
export function CoverMenu({ userId, hasCover, onChoose, focusOnMount = false }: CoverMenuProps) {
  const label = hasCover ? 'Edit Cover Photo' : 'Add Cover Photo';
  const { open, setOpen, close, triggerRef, panelId, anchorProps } = usePopover();
  const fileRef = useRef<HTMLInputElement>(null);
  const [selecting, setSelecting] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus();
  }, [focusOnMount, triggerRef]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const problem = pictureFileProblem(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    try {
      onChoose(await readAsDataUrl(file));
    } catch {
      setFileError(`${file.name} could not be read.`);
    }
  };

  return (
    <div {...anchorProps} className={styles.coverMenu}>
      <Button
        ref={triggerRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={styles.coverButton}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <CameraIcon />
        {label}
      </Button>
      {open && (
        <div id={panelId} className={styles.coverPopover}>
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
        accept={PICTURE_ACCEPT}
        aria-label="Cover photo file"
        hidden
        onChange={(event) => void onFile(event)}
      />
      {fileError && (
        <div className={styles.coverError}>
          <PictureErrorBox
            message={fileError}
            onTryAgain={() => {
              setFileError(null);
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
