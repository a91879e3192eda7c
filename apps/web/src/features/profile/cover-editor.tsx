import { COVER_HEIGHT_PX, ZOOM_MAX, ZOOM_MIN, type Profile } from '@quad/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button, GlobeIcon, Spinner } from '../../ui';
import { measuredArea, type PixelArea } from './crop-image';
import { PictureErrorBox } from './picture-error';
import styles from './pictures.module.css';
import profileStyles from './profile.module.css';
import { useElementWidth } from './use-element-width';
import { pictureErrorMessage, useSavePicture } from './use-save-picture';
import { ZoomControls } from './zoom-controls';

/** Until the cover has been measured (it always is in a browser). */
const FALLBACK_ASPECT = 1068 / COVER_HEIGHT_PX;

interface CoverEditorProps {
  profile: Profile;
  src: string;
  /** The editor closes: cancelled, or saved. */
  onDone: () => void;
}

/**
 * The cover crop editor, in place of the cover (SPEC.md §2, cover photo): the crop has the
 * cover's shape, its width by 350, and the banner above offers Cancel and 'Save changes'.
 */
export function CoverEditor({ profile, src, onDone }: CoverEditorProps) {
  const hintId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const width = useElementWidth(boxRef);
  const aspect = width > 0 ? width / COVER_HEIGHT_PX : FALLBACK_ASPECT;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [area, setArea] = useState<PixelArea | null>(null);
  const save = useSavePicture('cover', profile);

  useEffect(() => bannerRef.current?.focus(), []);

  const onSave = () => save.mutate({ src, area, aspect }, { onSuccess: onDone });
  const tryAgain = () => {
    save.reset();
    saveRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !save.isPending) {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <>
      {/* Escape cancels from the banner or any of its controls (it gets the focus on opening). */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        ref={bannerRef}
        role="region"
        aria-label="Cover photo editor"
        tabIndex={-1}
        className={styles.coverBanner}
        onKeyDown={onKeyDown}
      >
        <p className={styles.bannerNote}>
          <GlobeIcon size={18} />
          Your cover photo is public
        </p>
        <ZoomControls zoom={zoom} onZoom={setZoom} disabled={save.isPending} />
        <div className={styles.bannerActions}>
          {save.isPending && <Spinner size={24} label="Saving the cover photo" />}
          <Button onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button ref={saveRef} variant="primary" onClick={onSave} disabled={save.isPending}>
            Save changes
          </Button>
        </div>
        {save.isError && (
          <PictureErrorBox message={pictureErrorMessage(save.error)} onTryAgain={tryAgain} />
        )}
      </div>
      {/* Not a control: Escape cancels from the crop area inside it, which moves with the arrows. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions */}
      <div
        ref={boxRef}
        className={`${profileStyles.cover} ${styles.coverEditing}`}
        onKeyDown={onKeyDown}
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM_MIN}
          maxZoom={ZOOM_MAX}
          aspect={aspect}
          objectFit="cover"
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_: Area, pixels: Area) => setArea(measuredArea(pixels))}
          mediaProps={{ crossOrigin: 'anonymous', alt: 'The cover photo being positioned' }}
          cropperProps={{ role: 'group', 'aria-label': 'Crop area', 'aria-describedby': hintId }}
        />
        <p id={hintId} className={styles.coverHint}>
          Drag the photo, or focus it and use the arrow keys, to reposition it
        </p>
      </div>
    </>
  );
}
