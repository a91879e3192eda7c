import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage, postQuery, useCommunity } from '../../api';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { Button, Spinner, useDocumentTitle } from '../../ui';
import { HomeLayout } from '../shell';
import { PostCard } from './post-card';
import styles from './post-page.module.css';

const usePost = (postId: string) => useQuery(postQuery(postId));

/** /posts/:postId: one post on its own, with its reactions and comments (where a notification leads). */
export function PostPage() {
  const { t } = useLingui();
  const { postId = '' } = useParams();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const { data: post, error, isPending, refetch } = usePost(postId);
  useDocumentTitle(
    post ? t`Post by ${{ name: fullName(post.user) }} | ${productName}` : productName,
  );
  if (!user) return null;

  let content;
  if (isPending) {
    content = (
      <div className={styles.status}>
        <Spinner size={32} label={t`Loading the post`} />
      </div>
    );
  } else if (post) {
    content = <PostCard post={post} onFirstScreen />;
  } else if (post === null) {
    content = (
      <div className={[styles.card, styles.status].join(' ')}>
        <p className={styles.notFound}>
          <Trans>This post does not exist.</Trans>
        </p>
        <p className={styles.muted}>
          <Trans>It may have been deleted by its author.</Trans>
        </p>
        <Link to="/">
          <Trans>Back to your feed</Trans>
        </Link>
      </div>
    );
  } else {
    content = (
      <div className={[styles.card, styles.status].join(' ')}>
        <p role="alert">{errorMessage(error)}</p>
        <Button onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  return (
    <HomeLayout>
      <h1 className="visually-hidden">
        <Trans context="noun">Post</Trans>
      </h1>
      {content}
    </HomeLayout>
  );
}
