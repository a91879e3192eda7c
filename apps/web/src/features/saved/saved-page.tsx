import { Trans, useLingui } from '@lingui/react/macro';
import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { useDocumentTitle } from '../../ui';
import { CreatePostBox, PagedPostList } from '../post';
import { HomeLayout, VerificationBanner } from '../shell';
import styles from './saved.module.css';
import { useSavedPosts } from './saved-queries';

/** /saved: home-like layout, the verify notice, the post box and the saved posts. */
export function SavedPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const saved = useSavedPosts();
  useDocumentTitle(t`Saved posts | ${productName}`);
  if (!user) return null;
  return (
    <HomeLayout>
      {!user.verified && <VerificationBanner />}
      <h1 className={styles.heading}>
        <Trans>Saved posts</Trans>
      </h1>
      <CreatePostBox />
      <PagedPostList
        query={saved}
        label={t`Saved posts`}
        empty={t`Go Save a Post!`}
        unsaveRemoves
      />
    </HomeLayout>
  );
}
