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
  const titleId = useId();
  const photo = photos[index];
  if (!photo) return null;
  const count = photos.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} onKeyDown={onKeyDown} className={styles.viewer}>
      <DialogHeader titleId={titleId} onClose={onClose}>
        Photo {index + 1} of {count}
      </DialogHeader>
      <div className={styles.viewerBody}>
        {count > 1 && (
          <button
            type="button"
            className={dialog.iconButton}
            aria-label="Previous photo"
            onClick={() => go(-1)}
          >
            <BackIcon />
          </button>
        )}
        <a href={photo.url} target="_blank" rel="noopener noreferrer" className={styles.viewerLink}>
          <img src={photo.url} alt={photo.alt} className={styles.viewerImage} />
        </a>
        {count > 1 && (
          <button
            type="button"
            className={dialog.iconButton}
            aria-label="Next photo"
            onClick={() => go(1)}
          >
            <ChevronRightIcon />
          </button>
        )}
      </div>
    </Modal>
  );
}
