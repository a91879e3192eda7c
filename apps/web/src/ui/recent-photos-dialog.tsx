import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const titleId = useId();
  const images = useUploadedImages(userId);

  let content;
  if (images.isPending) {
    content = (
      <div className={styles.centred}>
        <Spinner size={32} label={t`Loading your photos`} />
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
    content = (
      <p className={styles.muted}>
        <Trans>No photos uploaded yet. Use Upload Photo to add one.</Trans>
      </p>
    );
  } else {
    content = (
      <ul className={styles.thumbs}>
        {images.data.map((image, index) => {
          const number = index + 1;
          return (
            <li key={image.public_id}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => onChoose(image.secure_url)}
              >
                <img
                  src={image.secure_url}
                  alt={t`Recent upload ${number}`}
                  crossOrigin="anonymous"
                />
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.dialog}>
      <DialogHeader titleId={titleId} onClose={onClose}>
        <Trans>Recent Photos</Trans>
      </DialogHeader>
      <div className={styles.body}>{content}</div>
    </Modal>
  );
}
