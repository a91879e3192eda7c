import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { normaliseHashtag, type HashtagInfo } from '@quad/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  errorMessage,
  followHashtag,
  hashtagInfoQuery,
  hashtagKeys,
  hashtagPostsQuery,
  postKeys,
  unfollowHashtag,
  useCommunity,
} from '../../api';
import { useSessionUser } from '../../session/session-store';
import { Button, useDocumentTitle } from '../../ui';
import { PagedPostList } from '../post';
import { HomeLayout } from '../shell';
import styles from './hashtags.module.css';

/**
 * Follow / Following (a toggle button): the tag's posts join the member's feed. The heading's
 * data is changed at once and put back if the server refuses.
 */
function FollowButton({ info }: { info: HashtagInfo }) {
  const queryClient = useQueryClient();
  const key = hashtagKeys.info(info.tag);
  const toggle = useMutation({
    mutationFn: (follow: boolean) => (follow ? followHashtag(info.tag) : unfollowHashtag(info.tag)),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<HashtagInfo>(key);
      queryClient.setQueryData<HashtagInfo>(key, (old) => old && { ...old, following: follow });
      return { before };
    },
    onError: (_error, _follow, snapshot) => {
      queryClient.setQueryData(key, snapshot?.before);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
    },
  });
  return (
    <div className={styles.follow}>
      <Button
        variant={info.following ? 'secondary' : 'primary'}
        aria-pressed={info.following}
        onClick={() => toggle.mutate(!info.following)}
      >
        {info.following ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
      </Button>
      {toggle.isError && <p role="alert">{errorMessage(toggle.error)}</p>}
    </div>
  );
}

/** /hashtags/:tag: the posts with the tag the member may see, newest first, and Follow. */
export function HashtagPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const tag = normaliseHashtag(useParams().tag ?? '');
  useDocumentTitle(tag ? `#${tag} | ${productName}` : t`Hashtag | ${productName}`);
  const info = useQuery({ ...hashtagInfoQuery(tag ?? ''), enabled: !!tag });
  const posts = useInfiniteQuery({ ...hashtagPostsQuery(tag ?? ''), enabled: !!tag });
  const postsToday = info.data?.posts_today ?? 0;
  if (!user) return null;
  if (!tag) {
    return (
      <HomeLayout>
        <h1 className={styles.heading}>
          <Trans>Hashtag</Trans>
        </h1>
        <p className={styles.card}>
          <Trans>This is not a hashtag.</Trans>
        </p>
      </HomeLayout>
    );
  }
  return (
    <HomeLayout>
      <header className={styles.card}>
        <div>
          <h1 className={styles.heading}>#{tag}</h1>
          {info.data && (
            <p className={styles.muted}>
              {t({
                message: plural(postsToday, {
                  0: 'No posts today',
                  one: `${postsToday} post today`,
                  other: `${postsToday} posts today`,
                }),
              })}
            </p>
          )}
        </div>
        {info.data && <FollowButton info={info.data} />}
      </header>
      <PagedPostList
        query={posts}
        label={t`Posts with #${tag}`}
        empty={t`No posts with this hashtag yet`}
      />
    </HomeLayout>
  );
}
