import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { Button, DataTable, hashtagPath, Spinner } from '../../ui';
import styles from './moderation.module.css';

/** One tag: Hide from Trending, or Show in Trending once hidden (the log keeps both). */
function HashtagRow({ hashtag }: { hashtag: ModerationHashtag }) {
  const { t } = useLingui();
  const tag = hashtag.tag;
  const members = hashtag.members;
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
        <Link to={hashtagPath(hashtag.tag)} dir="auto">
          #{hashtag.tag}
        </Link>
      </td>
      <td>
        <Plural value={members} one="# member" other="# members" />
      </td>
      <td>{hashtag.hidden ? t`Hidden from Trending` : t`Shown`}</td>
      <td>
        <Button
          aria-label={hashtag.hidden ? t`Show #${tag} in Trending` : t`Hide #${tag} from Trending`}
          aria-disabled={change.isPending || undefined}
          onClick={() => {
            if (!change.isPending) change.mutate();
          }}
        >
          {hashtag.hidden ? t`Show in Trending` : t`Hide from Trending`}
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
  const { t } = useLingui();
  const query = useQuery(moderationHashtagsQuery);
  if (query.isPending) return <Spinner size={32} label={t`Loading the hashtags`} />;
  if (!query.data) {
    return (
      <div className={styles.card}>
        <p role="alert">{errorMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (query.data.length === 0)
    return (
      <p className={styles.card}>
        <Trans>No hashtag was used in the last 24 hours, and none is hidden.</Trans>
      </p>
    );
  return (
    <DataTable
      className={[styles.card, styles.tableCard].join(' ')}
      caption={
        <Trans>Hashtags used by the most members in the last 24 hours, and the hidden ones</Trans>
      }
      columns={[
        <Trans key="tag">Hashtag</Trans>,
        <Trans key="members">Used by, last 24 hours</Trans>,
        <Trans key="trending">Trending</Trans>,
        <Trans key="action">Action</Trans>,
      ]}
    >
      {query.data.map((hashtag) => (
        <HashtagRow key={hashtag.tag} hashtag={hashtag} />
      ))}
    </DataTable>
  );
}
