import type { ImageSize, Post } from '@quad/contract';
import { fullName } from '../../lib/full-name';
import { ResponsiveImage, RichText } from '../../ui';
import { backgroundStyle, textToneOf } from './backgrounds';
import { ImageGrid } from './image-grid';
import styles from './post-content.module.css';

/** Text, text drawn on a background, a new profile picture or cover, or photos. */
export function PostContent({ post, onFirstScreen }: { post: Post; onFirstScreen?: boolean }) {
  const name = fullName(post.user);
  const images = post.images ?? [];
  const [first] = images;
  const firstSize: ImageSize | null =
    first?.width && first.height
      ? { width: first.width, height: first.height, widths: first.widths ?? [] }
      : null;
  const text = post.text ? (
    <p className={styles.text}>
      <RichText text={post.text} />
    </p>
  ) : null;

  if (post.type === 'profilePicture' && first) {
    return (
      <>
        {text}
        <div className={styles.pictureBackdrop}>
          {post.user.cover && <img src={post.user.cover} alt="" className={styles.backdropCover} />}
          <ResponsiveImage
            src={first.url}
            size={firstSize}
            shownWidth={220}
            width={220}
            height={220}
            alt={name}
            priority={onFirstScreen}
            className={styles.newPicture}
          />
        </div>
      </>
    );
  }
  if (post.type === 'coverPicture' && first) {
    return (
      <>
        {text}
        <ResponsiveImage
          src={first.url}
          size={firstSize}
          shownWidth="(max-width: 680px) 100vw, 680px"
          alt={`${name}'s cover`}
          priority={onFirstScreen}
          className={styles.newCover}
        />
      </>
    );
  }
  if (post.background && images.length === 0) {
    const tone = textToneOf(post.background);
    return (
      <p
        className={[styles.onBackground, tone === 'dark' ? styles.darkText : styles.lightText].join(
          ' ',
        )}
        style={backgroundStyle(post.background)}
      >
        {post.text && <RichText text={post.text} onBackground />}
      </p>
    );
  }
  return (
    <>
      {text}
      {images.length > 0 && (
        <ImageGrid images={images} author={name} onFirstScreen={onFirstScreen} />
      )}
    </>
  );
}
