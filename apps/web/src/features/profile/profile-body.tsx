import type { LoadedProfile } from '../../api';
import { useRef } from 'react';
import { FriendsCard } from './friends-card';
import { IntroCard } from './intro-card';
import { PhotosCard } from './photos-card';
import { ProfilePosts } from './profile-posts';
import styles from './profile.module.css';
import { useStickyTop } from './use-sticky-top';

/** The two columns under the profile's header; the left one stays in view on wide screens. */
export function ProfileBody({ profile, own }: { profile: LoadedProfile; own: boolean }) {
  const leftRef = useRef<HTMLDivElement>(null);
  useStickyTop(leftRef);
  return (
    <div className={styles.body}>
      <div ref={leftRef} className={styles.left}>
        <IntroCard profile={profile} own={own} />
        <PhotosCard profile={profile} />
        <FriendsCard profile={profile} own={own} />
      </div>
      <div className={styles.right}>
        <ProfilePosts profile={profile} />
      </div>
    </div>
  );
}
