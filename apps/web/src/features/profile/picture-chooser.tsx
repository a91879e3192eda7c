import { Trans, useLingui } from '@lingui/react/macro';
import type { ListImagesResponse } from '@quad/contract';
import { useEffect, useId, useRef } from 'react';
import { pictureErrorMessage, useUploadedImages } from '../../api';
import { IMAGE_ACCEPT } from '../../lib/image-file';
import { usePictureFile, type ChosenPicture } from '../../lib/use-picture-file';
import { Button, PictureErrorBox, Spinner, UploadIcon } from '../../ui';
import dialog from './dialog.module.css';
import { isProfilePictureFolder } from './picture-api';
import styles from './pictures.module.css';

type Image = ListImagesResponse['resources'][number];

interface PictureChooserProps {
  userId: string;
  onChoose: (picture: ChosenPicture) => void;
  /** Puts focus on 'Upload photo' when it appears (back from the editor). */
  focusOnMount: boolean;
}

/** The first step of 'Update Profile Picture': upload one, or pick an uploaded picture. */
export function PictureChooser({ userId, onChoose, focusOnMount }: PictureChooserProps) {
  const { t } = useLingui();
  const uploadRef = useRef<HTMLButtonElement>(null);
  const { fileRef, fileError, clearFileError, onFileChange } = usePictureFile(onChoose);
  const images = useUploadedImages(userId);

  useEffect(() => {
    if (focusOnMount) uploadRef.current?.focus();
  }, [focusOnMount]);

  let lists;
  if (images.isPending) {
    lists = (
      <div className={styles.centred}>
        <Spinner size={32} label={t`Loading your pictures`} />
      </div>
    );
  } else if (images.isError) {
    lists = (
      <PictureErrorBox
        message={pictureErrorMessage(images.error)}
        onTryAgain={() => void images.refetch()}
      />
    );
  } else {
    const own = images.data.filter((image) => isProfilePictureFolder(image.folder));
    const others = images.data.filter((image) => !isProfilePictureFolder(image.folder));
    lists = (
      <>
        <ImageGroup
          title={t`Your profile pictures`}
          images={own}
          altOf={(position) => t`Profile picture ${position}`}
          empty={t`No profile pictures yet.`}
          onChoose={onChoose}
        />
        <ImageGroup
          title={t`Other pictures`}
          images={others}
          altOf={(position) => t`Picture ${position}`}
          empty={t`No other pictures yet.`}
          onChoose={onChoose}
        />
      </>
    );
  }

  return (
    <div className={dialog.body}>
      <div className={styles.chooserActions}>
        <Button ref={uploadRef} variant="primary" onClick={() => fileRef.current?.click()}>
          <UploadIcon />
          <Trans>Upload photo</Trans>
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-label={t`Profile picture file`}
          hidden
          onChange={onFileChange}
        />
      </div>
      {fileError && (
        <PictureErrorBox
          message={fileError}
          onTryAgain={() => {
            clearFileError();
            uploadRef.current?.focus();
          }}
        />
      )}
      {lists}
    </div>
  );
}

interface ImageGroupProps {
  title: string;
  images: Image[];
  /** The alt text of the picture at this place in the list, from 1. */
  altOf: (position: number) => string;
  empty: string;
  onChoose: (src: string) => void;
}

function ImageGroup({ title, images, altOf, empty, onChoose }: ImageGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={dialog.section}>
      <h3 id={headingId} className={dialog.sectionTitle}>
        {title}
      </h3>
      {images.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.public_id}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => onChoose(image.secure_url)}
              >
                <img src={image.secure_url} alt={altOf(index + 1)} crossOrigin="anonymous" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
