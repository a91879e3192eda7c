import { Trans, useLingui } from '@lingui/react/macro';
import { POST_TEXT_MAX, ZOOM_MAX, ZOOM_MIN, type Profile } from '@quad/contract';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useObjectUrls } from '../../lib/use-object-urls';
import { pictureErrorMessage } from '../../api';
import { cropToJpeg, measuredArea, type PixelArea } from '../../lib/crop-image';
import { Button, CropIcon, GlobeIcon, PictureErrorBox, Spinner, ZoomControls } from '../../ui';
import styles from './pictures.module.css';
import { useSavePicture } from './use-save-picture';

const START: Point = { x: 0, y: 0 };

interface PictureEditorProps {
  profile: Profile;
  src: string;
  /** Back to the choice of a picture. */
  onCancel: () => void;
  onSaved: () => void;
  /** Tells the dialog that it must not close while the picture is being saved. */
  onBusyChange: (busy: boolean) => void;
}

/** The round crop editor of the 'Update Profile Picture' dialog (SPEC.md §2, profile picture). */
export function PictureEditor({
  profile,
  src,
  onCancel,
  onSaved,
  onBusyChange,
}: PictureEditorProps) {
  const { t } = useLingui();
  const hintId = useId();
  const saveRef = useRef<HTMLButtonElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const [image, setImage] = useState(src);
  const [crop, setCrop] = useState<Point>(START);
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [description, setDescription] = useState('');
  const [cropping, setCropping] = useState(false);
  const [cropError, setCropError] = useState<string | null>(null);
  const save = useSavePicture('profile', profile);
  const crops = useObjectUrls();

  useEffect(() => descriptionRef.current?.focus(), []);

  const busy = cropping || save.isPending;
  const error = cropError ?? (save.isError ? pictureErrorMessage(save.error) : null);

  // 'Crop photo' shows the cropped result in place; Save crops what is shown.
  const applyCrop = async () => {
    setCropping(true);
    try {
      const jpeg = await cropToJpeg(image, area, 1);
      crops.revoke(image);
      setImage(crops.create(jpeg));
      setCrop(START);
      setZoom(ZOOM_MIN);
      setArea(null);
    } catch (failure) {
      setCropError(pictureErrorMessage(failure));
    } finally {
      setCropping(false);
    }
  };

  const onSave = () => {
    onBusyChange(true);
    save.mutate(
      { src: image, area, aspect: 1, description },
      {
        onSuccess: onSaved,
        onSettled: () => onBusyChange(false),
      },
    );
  };

  const tryAgain = () => {
    setCropError(null);
    save.reset();
    saveRef.current?.focus();
  };

  return (
    <div className={styles.editor}>
      <textarea
        ref={descriptionRef}
        className={styles.description}
        aria-label={t`Description`}
        placeholder={t`Description`}
        dir="auto"
        maxLength={POST_TEXT_MAX}
        rows={2}
        value={description}
        disabled={busy}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className={styles.roundCrop}>
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM_MIN}
          maxZoom={ZOOM_MAX}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_: Area, pixels: Area) => setArea(measuredArea(pixels))}
          mediaProps={{ crossOrigin: 'anonymous', alt: t`The picture being cropped` }}
          cropperProps={{ role: 'group', 'aria-label': t`Crop area`, 'aria-describedby': hintId }}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        <Trans>
          Drag the picture, or focus the crop area and use the arrow keys, to position it.
        </Trans>
      </p>
      <ZoomControls zoom={zoom} onZoom={setZoom} disabled={busy} />
      <div className={styles.editorActions}>
        <Button onClick={() => void applyCrop()} disabled={busy}>
          <CropIcon />
          <Trans>Crop photo</Trans>
        </Button>
      </div>
      <p className={styles.note}>
        <GlobeIcon size={16} />
        <Trans>Your profile picture is public</Trans>
      </p>
      {error && <PictureErrorBox message={error} onTryAgain={tryAgain} />}
      <div className={styles.footer}>
        {save.isPending && <Spinner size={24} label={t`Saving the profile picture`} />}
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button ref={saveRef} variant="primary" onClick={onSave} disabled={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </div>
  );
}
