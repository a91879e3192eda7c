import { Trans, useLingui } from '@lingui/react/macro';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '@quad/contract';
import { useId } from 'react';
import { MinusIcon, PlusIcon } from './icons';
import styles from './zoom-controls.module.css';

/** Within SPEC.md §9's bounds, on the slider's steps (a wheel zoom lands between them). */
export const clampZoom = (zoom: number) => {
  const stepped = Number((Math.round(zoom / ZOOM_STEP) * ZOOM_STEP).toFixed(2));
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, stepped));
};

interface ZoomControlsProps {
  zoom: number;
  onZoom: (zoom: number) => void;
  disabled?: boolean;
  className?: string;
}

/** The crop editors' zoom: a labelled slider (1 to 3, step 0.2) between − and + buttons. */
export function ZoomControls({ zoom, onZoom, disabled = false, className }: ZoomControlsProps) {
  const { t, i18n } = useLingui();
  const sliderId = useId();
  return (
    <div className={[styles.zoom, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t`Zoom out`}
        disabled={disabled}
        onClick={() => onZoom(clampZoom(zoom - ZOOM_STEP))}
      >
        <MinusIcon />
      </button>
      <label htmlFor={sliderId} className={styles.zoomLabel}>
        <Trans>Zoom</Trans>
      </label>
      <input
        id={sliderId}
        type="range"
        className={styles.slider}
        min={ZOOM_MIN}
        max={ZOOM_MAX}
        step={ZOOM_STEP}
        value={zoom}
        disabled={disabled}
        aria-valuetext={i18n.number(zoom, { style: 'percent' })}
        onChange={(event) => onZoom(Number(event.target.value))}
      />
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t`Zoom in`}
        disabled={disabled}
        onClick={() => onZoom(clampZoom(zoom + ZOOM_STEP))}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
