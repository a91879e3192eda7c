import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_PHOTOS_MAX, type ImageSize, type Profile } from '@quad/contract';
import { Suspense, useId, useState } from 'react';
import { fullName } from '../../lib/full-name';
import { lazyNamed } from '../../lib/lazy-named';
import { ResponsiveImage } from '../../ui';
import type { ViewedPhoto } from './photo-viewer';
import pictures from './pictures.module.css';
import styles from './profile.module.css';

// Fetched when a photo is first opened.
const PhotoViewer = lazyNamed(
  () => import('./photo-viewer'),
  (m) => m.PhotoViewer,
);

/** A third of the left column: of the page on a phone, of 2/5 of at most 1,100 px on a wide one. */
const THUMBNAIL = '(max-width: 900px) 33vw, 140px';

/** Recent Photos (SPEC.md §2): the newest pictures of the member's posts, up to 9. */
export function PhotosCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const headingId = useId();
  const [shown, setShown] = useState<number | null>(null);
  const name = fullName(profile);
  const photos: (ViewedPhoto & { size: ImageSize | null })[] = profile.posts
    .flatMap((post) => post.images ?? [])
    .slice(0, PROFILE_PHOTOS_MAX)
    .map((image, index) => {
      const position = index + 1;
      return {
        url: image.url,
        alt: t`Attachment ${position} from ${name}'s posts`,
        size:
          image.width && image.height
            ? { width: image.width, height: image.height, widths: image.widths ?? [] }
            : null,
      };
    });

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        <Trans>Recent Photos</Trans>
      </h2>
      {photos.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No photos yet.</Trans>
        </p>
      ) : (
        <ul className={styles.photosGrid}>
          {photos.map((photo, index) => (
            <li key={`${photo.url}-${index}`}>
              <button
                type="button"
                className={pictures.photoButton}
                aria-haspopup="dialog"
                onClick={() => setShown(index)}
              >
                {/* A small copy, fetched as the card comes near the screen (below a phone's first). */}
                <ResponsiveImage
                  src={photo.url}
                  size={photo.size}
                  shownWidth={THUMBNAIL}
                  alt={photo.alt}
                  className={styles.photo}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown !== null && (
        <Suspense>
          <PhotoViewer
            photos={photos}
            index={shown}
            onIndexChange={setShown}
            onClose={() => setShown(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
