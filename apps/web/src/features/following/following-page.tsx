import { Trans, useLingui } from '@lingui/react/macro';
import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { useDocumentTitle } from '../../ui';
import { HomeLayout, VerificationBanner } from '../shell';
import { FollowList } from './follow-list';
import styles from './following.module.css';

/** /following: the members the signed-in member follows, and those who follow them. */
export function FollowingPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const { productName } = useCommunity();
  useDocumentTitle(`${t`Following`} | ${productName}`);
  if (!user) return null;
  return (
    <HomeLayout>
      {!user.verified && <VerificationBanner />}
      <h1 className={styles.heading}>
        <Trans>Following</Trans>
      </h1>
      <FollowList
        list="following"
        title={t`People you follow`}
        loadingLabel={t`Loading people you follow`}
        empty={t`You are not following anyone yet. Follow members from their profile to see their posts in your feed.`}
      />
      <FollowList
        list="followers"
        title={t`Your followers`}
        loadingLabel={t`Loading your followers`}
        empty={t`Nobody follows you yet.`}
      />
    </HomeLayout>
  );
}
