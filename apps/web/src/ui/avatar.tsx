import { useState } from 'react';
import styles from './avatar.module.css';

export const DEFAULT_AVATAR = '/default-avatar.svg';

interface AvatarProps {
  src?: string | null;
  /** Empty when a name next to the picture already says who it is. */
  alt: string;
  size?: number;
  className?: string;
}

export function Avatar({ src, alt, size = 40, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && src !== failed ? src : DEFAULT_AVATAR;
  return (
    <img
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      src={url}
      alt={alt}
      width={size}
      height={size}
      onError={() => setFailed(url)}
    />
  );
}
