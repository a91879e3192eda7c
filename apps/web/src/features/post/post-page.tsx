import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage, postQuery, useCommunity } from '../../api';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { Button, Spinner, useDocumentTitle } from '../../ui';
import { HomeLayout } from '../shell';
import { PostCard } from './post-card';
import styles from './post-page.module.css';

export const POST_NOT_FOUND = 'This post does not exist.';
export const POST_NOT_FOUND_HINT = 'It may have been deleted by its author.';

const usePost = (postId: string) => useQuery(postQuery(postId));

/** /posts/:postId: one post on its own, with its reactions and comments (where a notification leads). */
export function PostPage() {
  const { postId = '' } = useParams();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const { data: post, error, isPending, refetch } = usePost(postId);
  useDocumentTitle(post ? `Post by ${fullName(post.user)} | ${productName}` : productName);
  if (!user) return null;

  let content;
  if (isPending) {
    content = (
      <div className={styles.status}>
        <Spinner size={32} label="Loading the post" />
      </div>
    );
  } else if (post) {
    content = <PostCard post={post} onFirstScreen />;
  } else if (post === null) {
    content = (
      <div className={[styles.card, styles.status].join(' ')}>
        <p className={styles.notFound}>{POST_NOT_FOUND}</p>
        <p className={styles.muted}>{POST_NOT_FOUND_HINT}</p>
        <Link to="/">Back to your feed</Link>
      </div>
    );
  } else {
    content = (
      <div className={[styles.card, styles.status].join(' ')}>
        <p role="alert">{errorMessage(error)}</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </div>
    );
  }

  return (
    <HomeLayout>
      <h1 className="visually-hidden">Post</h1>
      {content}
    </HomeLayout>
  );
}
