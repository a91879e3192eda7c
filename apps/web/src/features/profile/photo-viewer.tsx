import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { BackIcon, ChevronRightIcon, DialogHeader, Modal } from '../../ui';
import dialog from './dialog.module.css';
import styles from './pictures.module.css';

export interface ViewedPhoto {
  url: string;
  alt: string;
}

interface PhotoViewerProps {
  photos: ViewedPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** One of the Recent Photos, large; the arrow keys or buttons go to the others. */
export function PhotoViewer({ photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const photo = photos[index];
  if (!photo) return null;
  const count = photos.length;
  const position = index + 1;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  // Right to left, the previous photo is on the right: the arrow keys follow the buttons.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    const forward = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl' ? -1 : 1;
    if (event.key === 'ArrowLeft') go(-forward);
    if (event.key === 'ArrowRight') go(forward);
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} onKeyDown={onKeyDown} className={styles.viewer}>
      <DialogHeader titleId={titleId} onClose={onClose}>
        <Trans>
          Photo {position} of {count}
        </Trans>
      </DialogHeader>
      <div className={styles.viewerBody}>
        {count > 1 && (
          <button
            type="button"
            className={dialog.iconButton}
            aria-label={t`Previous photo`}
            onClick={() => go(-1)}
          >
            <BackIcon className={styles.directional} />
          </button>
        )}
        <a href={photo.url} target="_blank" rel="noopener noreferrer" className={styles.viewerLink}>
          <img src={photo.url} alt={photo.alt} className={styles.viewerImage} />
        </a>
        {count > 1 && (
          <button
            type="button"
            className={dialog.iconButton}
            aria-label={t`Next photo`}
            onClick={() => go(1)}
          >
            <ChevronRightIcon className={styles.directional} />
          </button>
        )}
      </div>
    </Modal>
  );
}
