import type { Profile } from '@quad/contract';
import { useId } from 'react';
import { useSessionUser } from '../../session/session-store';
import { CreatePostBox, PostCard } from '../post';
import styles from './profile-posts.module.css';

export const NO_POSTS = 'No posts available';

/** The right column: one's own create-post box ('Life Stuff'), then the member's posts. */
export function ProfilePosts({ profile }: { profile: Profile }) {
  const user = useSessionUser();
  const headingId = useId();
  const own = user?.id === profile._id;
  return (
    <>
      {own && <CreatePostBox lifeStuff />}
      <section className={styles.posts} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          Posts
        </h2>
        {profile.posts.length === 0 ? (
          <p className={styles.empty}>{NO_POSTS}</p>
        ) : (
          profile.posts.map((post) => <PostCard key={post._id} post={post} />)
        )}
      </section>
    </>
  );
}
