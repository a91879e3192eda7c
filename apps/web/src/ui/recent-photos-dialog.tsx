import { useId } from 'react';
import { pictureErrorMessage, useUploadedImages } from '../api';
import { DialogHeader } from './dialog-header';
import { Modal } from './modal';
import { PictureErrorBox } from './picture-error-box';
import styles from './recent-photos-dialog.module.css';
import { Spinner } from './spinner';

interface RecentPhotosDialogProps {
  userId: string;
  onChoose: (url: string) => void;
  onClose: () => void;
}

/** 'Select Photo': the member's uploaded pictures, newest first; one starts the cover crop. */
export function RecentPhotosDialog({ userId, onChoose, onClose }: RecentPhotosDialogProps) {
  const titleId = useId();
  const images = useUploadedImages(userId);

  let content;
  if (images.isPending) {
    content = (
      <div className={styles.centred}>
        <Spinner size={32} label="Loading your photos" />
      </div>
    );
  } else if (images.isError) {
    content = (
      <PictureErrorBox
        message={pictureErrorMessage(images.error)}
        onTryAgain={() => void images.refetch()}
      />
    );
  } else if (images.data.length === 0) {
    content = <p className={styles.muted}>No photos uploaded yet. Use Upload Photo to add one.</p>;
  } else {
    content = (
      <ul className={styles.thumbs}>
        {images.data.map((image, index) => (
          <li key={image.public_id}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => onChoose(image.secure_url)}
            >
              <img
                src={image.secure_url}
                alt={`Recent upload ${index + 1}`}
                crossOrigin="anonymous"
              />
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.dialog}>
      <DialogHeader titleId={titleId} onClose={onClose}>
        Recent Photos
      </DialogHeader>
      <div className={styles.body}>{content}</div>
    </Modal>
  );
}
