import type { Profile } from '@quad/contract';
import { useId } from 'react';
import styles from './profile.module.css';

/** The member's posts; the post cards themselves arrive with the posts screens. */
export function ProfilePosts({ profile }: { profile: Profile }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Posts
      </h2>
      {profile.posts.length === 0 ? (
        <p className={styles.empty}>No posts available</p>
      ) : (
        <ul className={styles.postList}>
          {profile.posts.map((post) => (
            <li key={post._id} className={styles.postItem}>
              <time dateTime={post.createdAt} className={styles.muted}>
                {new Date(post.createdAt).toLocaleString()}
              </time>
              {post.text && <p>{post.text}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
