import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { useDocumentTitle } from '../../ui';
import { HomeLayout, VerificationBanner } from '../shell';
import { FollowList } from './follow-list';
import styles from './following.module.css';

export const NOT_FOLLOWING_ANYONE =
  'You are not following anyone yet. Follow members from their profile to see their posts in your feed.';
export const NO_FOLLOWERS = 'Nobody follows you yet.';

/** /following: the members the signed-in member follows, and those who follow them. */
export function FollowingPage() {
  const user = useSessionUser();
  const { productName } = useCommunity();
  useDocumentTitle(`Following | ${productName}`);
  if (!user) return null;
  return (
    <HomeLayout>
      {!user.verified && <VerificationBanner />}
      <h1 className={styles.heading}>Following</h1>
      <FollowList list="following" title="People you follow" empty={NOT_FOLLOWING_ANYONE} />
      <FollowList list="followers" title="Your followers" empty={NO_FOLLOWERS} />
    </HomeLayout>
  );
}
