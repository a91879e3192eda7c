import { PROFILE_PHOTOS_MAX, type Profile } from '@quad/contract';
import { useId } from 'react';
import styles from './profile.module.css';

/** The newest pictures of the member's posts, up to 9. */
export function PhotosCard({ profile }: { profile: Profile }) {
  const headingId = useId();
  const photos = profile.posts.flatMap((post) => post.images ?? []).slice(0, PROFILE_PHOTOS_MAX);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Photos
      </h2>
      {photos.length === 0 ? (
        <p className={styles.muted}>No photos yet.</p>
      ) : (
        <ul className={styles.photosGrid}>
          {photos.map((photo, index) => (
            <li key={`${photo.url}-${index}`}>
              <img src={photo.url} alt="" className={styles.photo} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
