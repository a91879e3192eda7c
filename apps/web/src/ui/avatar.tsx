import type { ImageSize } from '@quad/contract';
import { useState } from 'react';
import styles from './avatar.module.css';
import { ResponsiveImage } from './responsive-image';

export const DEFAULT_AVATAR = '/default-avatar.svg';

interface AvatarProps {
  src?: string | null;
  /** The picture's size and narrower copies, when the answer carries them. */
  imageSize?: ImageSize | null;
  /** Empty when a name next to the picture already says who it is. */
  alt: string;
  size?: number;
  className?: string;
}

/**
 * A member's picture in a circle; `sizes` is its size, so the browser takes the narrowest copy
 * that is sharp on its screen.
 */
export function Avatar({ src, imageSize, alt, size = 40, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && src !== failed;
  const url = shown ? src : DEFAULT_AVATAR;
  return (
    <ResponsiveImage
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      src={url}
      size={shown ? imageSize : null}
      alt={alt}
      shownWidth={size}
      width={size}
      height={size}
      onError={() => setFailed(url)}
    />
  );
}
