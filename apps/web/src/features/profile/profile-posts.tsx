import { useId } from 'react';
import type { LoadedProfile } from '../../api';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { CreatePostBox, PagedPostList } from '../post';
import styles from './profile-posts.module.css';
import { useProfilePosts } from './use-profile-posts';

export const NO_POSTS = 'No posts available';

/**
 * The right column: one's own create-post box ('Life Stuff'), then the member's posts, page
 * after page like the feed.
 */
export function ProfilePosts({ profile }: { profile: LoadedProfile }) {
  const user = useSessionUser();
  const headingId = useId();
  const own = user?.id === profile._id;
  const posts = useProfilePosts(profile);
  return (
    <>
      {own && <CreatePostBox lifeStuff />}
      <section className={styles.posts} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          Posts
        </h2>
        <PagedPostList
          query={posts}
          label={`Posts by ${fullName(profile)}`}
          empty={NO_POSTS}
          opensPage={false}
        />
      </section>
    </>
  );
}
