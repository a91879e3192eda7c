import { POST_GRID_IMAGES } from '@quad/contract';
import { useState } from 'react';
import styles from './image-grid.module.css';

interface ImageGridProps {
  images: readonly { url: string }[];
  author: string;
  /** On the first screen: loaded at once, the first picture before anything else. */
  onFirstScreen?: boolean;
}

/** Up to five pictures; the fifth carries "+N" for the rest, which shows them all. */
export function ImageGrid({ images, author, onFirstScreen = false }: ImageGridProps) {
  const [all, setAll] = useState(false);
  const hidden = all ? 0 : Math.max(0, images.length - POST_GRID_IMAGES);
  const shown = all ? images : images.slice(0, POST_GRID_IMAGES);
  const layout = all ? styles.gridAll : styles[`grid${shown.length}`];
  return (
    <ul className={[styles.grid, layout].join(' ')}>
      {shown.map((image, index) => (
        <li key={`${image.url}-${index}`} className={styles.gridItem}>
          <a href={image.url} target="_blank" rel="noopener noreferrer">
            <img
              src={image.url}
              alt={`Attachment ${index + 1} of ${images.length} from ${author}`}
              loading={onFirstScreen ? 'eager' : 'lazy'}
              fetchPriority={onFirstScreen && index === 0 ? 'high' : 'auto'}
              className={styles.gridImage}
            />
          </a>
          {hidden > 0 && index === POST_GRID_IMAGES - 1 && (
            <button
              type="button"
              className={styles.moreImages}
              aria-label={`Show ${hidden} more ${hidden === 1 ? 'photo' : 'photos'}`}
              onClick={() => setAll(true)}
            >
              +{hidden}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
