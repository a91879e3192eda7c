import type { ModerationHashtag } from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  errorMessage,
  hashtagKeys,
  hideHashtag,
  moderationHashtagsQuery,
  moderationKeys,
  unhideHashtag,
} from '../../api';
import { Button, hashtagPath, Spinner } from '../../ui';
import styles from './moderation.module.css';
import { EMPTY_HASHTAGS } from './words';

const peopleText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** One tag: Hide from Trending, or Show in Trending once hidden (the log keeps both). */
function HashtagRow({ hashtag }: { hashtag: ModerationHashtag }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => (hashtag.hidden ? unhideHashtag : hideHashtag)(hashtag.tag, ''),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hashtagKeys.all }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.log() }),
      ]),
  });
  return (
    <tr>
      <td>
        <Link to={hashtagPath(hashtag.tag)}>#{hashtag.tag}</Link>
      </td>
      <td>{peopleText(hashtag.members)}</td>
      <td>{hashtag.hidden ? 'Hidden from Trending' : 'Shown'}</td>
      <td>
        <Button
          aria-label={`${hashtag.hidden ? 'Show' : 'Hide'} #${hashtag.tag} ${hashtag.hidden ? 'in' : 'from'} Trending`}
          aria-disabled={change.isPending || undefined}
          onClick={() => {
            if (!change.isPending) change.mutate();
          }}
        >
          {hashtag.hidden ? 'Show in Trending' : 'Hide from Trending'}
        </Button>
        {change.isError && <p role="alert">{errorMessage(change.error)}</p>}
      </td>
    </tr>
  );
}

/**
 * /moderation/hashtags: the campus's most used hashtags of the last 24 hours and the hidden ones;
 * a moderator hides one from Trending on campus, or shows it there again.
 */
export function ModerationHashtags() {
  const query = useQuery(moderationHashtagsQuery);
  if (query.isPending) return <Spinner size={32} label="Loading the hashtags" />;
  if (!query.data) {
    return (
      <div className={styles.card}>
        <p role="alert">{errorMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className={styles.card}>{EMPTY_HASHTAGS}</p>;
  return (
    <div className={[styles.card, styles.tableCard].join(' ')}>
      <table className={styles.table}>
        <caption className="visually-hidden">
          Hashtags used by the most members in the last 24 hours, and the hidden ones
        </caption>
        <thead>
          <tr>
            <th scope="col">Hashtag</th>
            <th scope="col">Used by, last 24 hours</th>
            <th scope="col">Trending</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((hashtag) => (
            <HashtagRow key={hashtag.tag} hashtag={hashtag} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
