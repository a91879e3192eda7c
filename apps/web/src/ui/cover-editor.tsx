import { Trans, useLingui } from '@lingui/react/macro';
import { COVER_HEIGHT_PX, ZOOM_MAX, ZOOM_MIN } from '@quad/contract';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { measuredArea, type PixelArea } from '../lib/crop-image';
import { useElementWidth } from '../lib/use-element-width';
import { Button } from './button';
import styles from './cover-editor.module.css';
import { GlobeIcon } from './icons';
import { PictureErrorBox } from './picture-error-box';
import { Spinner } from './spinner';
import { ZoomControls } from './zoom-controls';

/** Until the cover has been measured (it always is in a browser). */
const FALLBACK_WIDTH = 1068;

/** The part of the picture to keep, and the shape it was cropped to. */
export interface CoverCrop {
  area: PixelArea | null;
  aspect: number;
}

interface CoverEditorProps {
  /** The picture being positioned (an uploaded image's URL or an object URL of a chosen file). */
  src: string;
  /** The cover's own box, whose size the crop takes. */
  className?: string | undefined;
  /** The crop's width by height; by default the box's width by the spec's 350 px. */
  aspect?: number;
  /** Who sees the cover, in the banner. */
  note: string;
  saving: boolean;
  /** Why the last save failed; 'Try again' calls onDismissError. */
  error: string | null;
  onSave: (crop: CoverCrop) => void;
  onDismissError: () => void;
  onCancel: () => void;
}

/**
 * The cover crop editor, in place of the cover (SPEC.md §2, cover photo): the crop has the
 * cover's shape, and the banner above offers Cancel and 'Save changes'. It takes the focus when
 * it opens, and Escape cancels.
 */
export function CoverEditor({
  src,
  className,
  aspect: fixedAspect,
  note,
  saving,
  error,
  onSave,
  onDismissError,
  onCancel,
}: CoverEditorProps) {
  const { t } = useLingui();
  const hintId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const width = useElementWidth(boxRef);
  const aspect = fixedAspect ?? (width > 0 ? width : FALLBACK_WIDTH) / COVER_HEIGHT_PX;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [area, setArea] = useState<PixelArea | null>(null);

  // Before the first paint, so the focus is on the editor by the time anyone sees it.
  useLayoutEffect(() => bannerRef.current?.focus(), []);

  const tryAgain = () => {
    onDismissError();
    saveRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <>
      {/* Escape cancels from the banner or any of its controls (it gets the focus on opening). */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        ref={bannerRef}
        role="region"
        aria-label={t`Cover photo editor`}
        tabIndex={-1}
        className={styles.banner}
        onKeyDown={onKeyDown}
      >
        <p className={styles.note}>
          <GlobeIcon size={18} />
          {note}
        </p>
        <ZoomControls zoom={zoom} onZoom={setZoom} disabled={saving} className={styles.zoom} />
        <div className={styles.actions}>
          {saving && <Spinner size={24} label={t`Saving the cover photo`} />}
          <Button onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            ref={saveRef}
            variant="primary"
            onClick={() => onSave({ area, aspect })}
            disabled={saving}
          >
            <Trans>Save changes</Trans>
          </Button>
        </div>
        {error && (
          <PictureErrorBox message={error} onTryAgain={tryAgain} className={styles.error} />
        )}
      </div>
      {/* Not a control: Escape cancels from the crop area inside it, which moves with the arrows. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions */}
      <div
        ref={boxRef}
        className={[className, styles.crop].filter(Boolean).join(' ')}
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
          mediaProps={{ crossOrigin: 'anonymous', alt: t`The cover photo being positioned` }}
          cropperProps={{ role: 'group', 'aria-label': t`Crop area`, 'aria-describedby': hintId }}
        />
        <p id={hintId} className={styles.hint}>
          <Trans>Drag the photo, or focus it and use the arrow keys, to reposition it</Trans>
        </p>
      </div>
    </>
  );
}
