import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { useDocumentTitle } from '../../ui';
import { CreatePostBox, PagedPostList } from '../post';
import { HomeLayout, VerificationBanner } from '../shell';
import styles from './saved.module.css';
import { useSavedPosts } from './saved-queries';

export const NO_SAVED_POSTS = 'Go Save a Post!';

/** /saved: home-like layout, the verify notice, the post box and the saved posts. */
export function SavedPage() {
  const user = useSessionUser();
  const { productName } = useCommunity();
  const saved = useSavedPosts();
  useDocumentTitle(`Saved posts | ${productName}`);
  if (!user) return null;
  return (
    <HomeLayout>
      {!user.verified && <VerificationBanner />}
      <h1 className={styles.heading}>Saved posts</h1>
      <CreatePostBox />
      <PagedPostList query={saved} label="Saved posts" empty={NO_SAVED_POSTS} unsaveRemoves />
    </HomeLayout>
  );
}
