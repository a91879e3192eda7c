/**
 * An uploaded image at the width the screen shows it (issue 21): the server keeps narrower
 * copies of every upload (ImageSize.widths, in its format and in WebP), offered here through
 * `srcset`/`sizes` so the browser downloads the smallest one that is sharp, WebP first. The
 * intrinsic width and height keep the page from moving when the image arrives. Images load lazily
 * unless `priority` says the first screen shows this one: then it is fetched at once, and first.
 */
import { imageWidthUrl, type ImageSize } from '@quad/contract';
import type { ImgHTMLAttributes } from 'react';
import styles from './responsive-image.module.css';

type ImgAttributes = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'alt'
>;

export interface ResponsiveImageProps extends ImgAttributes {
  src: string;
  /** What the answer says of the image; null or absent for any other picture (the default one). */
  size?: ImageSize | null;
  alt: string;
  /**
   * How wide it is shown: a `sizes` list such as '(max-width: 680px) 100vw, 680px', or a number
   * of CSS pixels for an image of fixed size (an avatar).
   */
  shownWidth: string | number;
  /**
   * The size it is drawn at, when fixed (an avatar's), for its width and height attributes;
   * else the answer's intrinsic size is theirs.
   */
  width?: number;
  height?: number;
  /** The first screen's main picture: eager and `fetchpriority="high"`. */
  priority?: boolean;
}

const srcSetOf = (src: string, size: ImageSize, format: 'original' | 'webp') =>
  [
    ...size.widths.map((width) => `${imageWidthUrl(src, width, format)} ${width}w`),
    `${src} ${size.width}w`,
  ].join(', ');

export function ResponsiveImage({
  src,
  size,
  alt,
  shownWidth,
  width,
  height,
  priority = false,
  ...img
}: ResponsiveImageProps) {
  const sizes = typeof shownWidth === 'number' ? `${shownWidth}px` : shownWidth;
  const loading = {
    loading: priority ? ('eager' as const) : ('lazy' as const),
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  // A size of the wrong shape (the session's, from an edited cookie) draws the image as it is.
  if (!size || !Array.isArray(size.widths) || size.widths.length === 0) {
    return (
      <img
        {...img}
        src={src}
        alt={alt}
        width={width ?? size?.width}
        height={height ?? size?.height}
        {...loading}
      />
    );
  }
  const image = (
    <img
      {...img}
      // With width descriptors in srcset, browsers never take src: it stays the image's URL.
      src={src}
      srcSet={srcSetOf(src, size, 'original')}
      sizes={sizes}
      alt={alt}
      width={width ?? size.width}
      height={height ?? size.height}
      {...loading}
    />
  );
  // A WebP upload's copies are WebP already.
  if (/\.webp$/i.test(src)) return image;
  return (
    <picture className={styles.picture}>
      <source type="image/webp" srcSet={srcSetOf(src, size, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}
