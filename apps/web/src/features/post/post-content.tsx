import { useLingui } from '@lingui/react/macro';
import type { ImageSize, Post } from '@quad/contract';
import { preload } from 'react-dom';
import { fullName } from '../../lib/full-name';
import { Highlighted, ResponsiveImage, RichText, type TextRange } from '../../ui';
import { backgroundPictureOf, backgroundStyle, textToneOf } from './backgrounds';
import { ImageGrid } from './image-grid';
import styles from './post-content.module.css';

/** Whether a post shows a picture: its photos (a new profile picture or cover too), or its background. */
export const showsPicture = (post: Post) =>
  (post.images?.length ?? 0) > 0 || backgroundPictureOf(post.background) !== undefined;

interface PostContentProps {
  post: Post;
  onFirstScreen?: boolean;
  /** Words of the text to mark (a search result's matches). */
  textRanges?: readonly TextRange[] | undefined;
}

/** Text, text drawn on a background, a new profile picture or cover, or photos. */
export function PostContent({ post, onFirstScreen, textRanges }: PostContentProps) {
  const { t } = useLingui();
  const name = fullName(post.user);
  const images = post.images ?? [];
  const [first] = images;
  const firstSize: ImageSize | null =
    first?.width && first.height
      ? { width: first.width, height: first.height, widths: first.widths ?? [] }
      : null;
  // A search result marks its matched words; otherwise tags, mentions and links are links.
  const shownText = (onBackground?: boolean) =>
    post.text && textRanges ? (
      <Highlighted text={post.text} ranges={textRanges} />
    ) : (
      post.text && <RichText text={post.text} onBackground={onBackground} />
    );
  const text = post.text ? (
    <p className={styles.text} dir="auto">
      {shownText()}
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
          alt={t`${name}'s cover`}
          priority={onFirstScreen}
          className={styles.newCover}
        />
      </>
    );
  }
  if (post.background && images.length === 0) {
    const tone = textToneOf(post.background);
    const picture = backgroundPictureOf(post.background);
    // A CSS background is found only once the page is styled: on the first screen, where it is
    // the largest paint, the page asks for it at once, first (the server draws the link in the
    // page's HTML, which the browser reads ahead; in the browser it goes into the head).
    if (onFirstScreen && picture) preload(picture, { as: 'image', fetchPriority: 'high' });
    return (
      <p
        dir="auto"
        className={[styles.onBackground, tone === 'dark' ? styles.darkText : styles.lightText].join(
          ' ',
        )}
        style={backgroundStyle(post.background)}
      >
        {shownText(true)}
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
