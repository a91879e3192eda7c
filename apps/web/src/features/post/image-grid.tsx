import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { POST_GRID_IMAGES, type ImageSize } from '@quad/contract';
import { useState } from 'react';
import { ResponsiveImage } from '../../ui';
import styles from './image-grid.module.css';

interface ImageGridProps {
  images: readonly ({ url: string } & Partial<ImageSize>)[];
  author: string;
  /** The first screen's photo: its first picture is fetched at once and first, the rest lazily. */
  onFirstScreen?: boolean;
}

/** The post column: the page's width on a phone, at most 680 px (layouts.module.css). */
const COLUMN = '(max-width: 680px) 100vw, 680px';
const HALF = '(max-width: 680px) 50vw, 340px';
const THIRD = '(max-width: 680px) 34vw, 227px';

/** How wide each picture of the grid is shown, by the layout of `count` pictures. */
const shownWidthOf = (count: number, index: number, all: boolean) => {
  if (all) return '(max-width: 680px) 50vw, 227px';
  if (count === 1 || (count === 3 && index === 0)) return COLUMN;
  if (count === 5 && index >= 2) return THIRD;
  return HALF;
};

const sizeOf = (image: ImageGridProps['images'][number]): ImageSize | null =>
  image.width && image.height
    ? { width: image.width, height: image.height, widths: image.widths ?? [] }
    : null;

/** Up to five pictures; the fifth carries "+N" for the rest, which shows them all. */
export function ImageGrid({ images, author, onFirstScreen = false }: ImageGridProps) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const total = images.length;
  const hidden = all ? 0 : Math.max(0, images.length - POST_GRID_IMAGES);
  const shown = all ? images : images.slice(0, POST_GRID_IMAGES);
  const layout = all ? styles.gridAll : styles[`grid${shown.length}`];
  return (
    <ul className={[styles.grid, layout].join(' ')}>
      {shown.map((image, index) => (
        <li key={`${image.url}-${index}`} className={styles.gridItem}>
          <a href={image.url} target="_blank" rel="noopener noreferrer">
            <ResponsiveImage
              src={image.url}
              size={sizeOf(image)}
              shownWidth={shownWidthOf(shown.length, index, all)}
              alt={t`Attachment ${{ number: index + 1 }} of ${total} from ${author}`}
              priority={onFirstScreen && index === 0}
              className={styles.gridImage}
            />
          </a>
          {hidden > 0 && index === POST_GRID_IMAGES - 1 && (
            <button
              type="button"
              className={styles.moreImages}
              aria-label={t({
                message: plural(hidden, {
                  one: `Show ${hidden} more photo`,
                  other: `Show ${hidden} more photos`,
                }),
              })}
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
