import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LoadedProfile } from '../../api';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { CreatePostBox, PagedPostList } from '../post';
import styles from './profile-posts.module.css';
import { useProfilePosts } from './use-profile-posts';

/**
 * The right column: one's own create-post box ('Life Stuff'), then the member's posts, page
 * after page like the feed.
 */
export function ProfilePosts({ profile }: { profile: LoadedProfile }) {
  const { t } = useLingui();
  const user = useSessionUser();
  const headingId = useId();
  const own = user?.id === profile._id;
  const posts = useProfilePosts(profile);
  const name = fullName(profile);
  return (
    <>
      {own && <CreatePostBox lifeStuff />}
      <section className={styles.posts} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          <Trans>Posts</Trans>
        </h2>
        <PagedPostList
          query={posts}
          label={t`Posts by ${name}`}
          empty={t`No posts available`}
          opensPage={false}
        />
      </section>
    </>
  );
}
