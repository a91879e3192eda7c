import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { useDocumentTitle } from '../../ui';
import { NewPostsButton } from '../live';
import { CreatePostBox, PagedPostList } from '../post';
import { HomeLayout, VerificationBanner } from '../shell';
import { useFeed } from './feed-queries';

const NO_POSTS: string[] = [];

/** Home: the verification banner for unverified members, the post prompt, then the feed. */
export function HomePage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const feed = useFeed();
  const top = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(productName);
  if (!user) return null;
  return (
    <HomeLayout>
      {/* Where "New posts" takes the focus once they are loaded. */}
      <h1 className="visually-hidden" ref={top} tabIndex={-1}>
        <Trans>Home feed</Trans>
      </h1>
      {!user.verified && <VerificationBanner />}
      <CreatePostBox />
      <NewPostsButton
        top={top}
        shownIds={feed.data?.pages[0]?.items.map((post) => post._id) ?? NO_POSTS}
      />
      <PagedPostList
        query={feed}
        label={t`Posts`}
        empty={t`No posts yet: add friends or share something`}
      />
    </HomeLayout>
  );
}
