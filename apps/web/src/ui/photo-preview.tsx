import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from './icons';
import styles from './photo-preview.module.css';

interface PhotoPreviewProps {
  /** An object URL of the chosen file. */
  src: string;
  alt: string;
  onRemove: () => void;
  className?: string;
}

/** The photo chosen to go with a comment or a message, with its "Remove photo" button. */
export function PhotoPreview({ src, alt, onRemove, className }: PhotoPreviewProps) {
  const { t } = useLingui();
  return (
    <div className={[styles.preview, className].filter(Boolean).join(' ')}>
      <img src={src} alt={alt} />
      <button
        type="button"
        className={styles.remove}
        aria-label={t`Remove photo`}
        onClick={onRemove}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
