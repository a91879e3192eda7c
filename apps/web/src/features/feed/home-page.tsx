import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { useDocumentTitle } from '../../ui';
import { CreatePostBox, PagedPostList } from '../post';
import { HomeLayout, VerificationBanner } from '../shell';
import { useFeed } from './feed-queries';

export const EMPTY_FEED = 'No posts yet: add friends or share something';

/** Home: the verification banner for unverified members, the post prompt, then the feed. */
export function HomePage() {
  const user = useSessionUser();
  const { productName } = useCommunity();
  const feed = useFeed();
  useDocumentTitle(productName);
  if (!user) return null;
  return (
    <HomeLayout>
      <h1 className="visually-hidden">Home feed</h1>
      {!user.verified && <VerificationBanner />}
      <CreatePostBox />
      <PagedPostList query={feed} label="Posts" empty={EMPTY_FEED} />
    </HomeLayout>
  );
}
