/** One result of each kind, its matched words marked from the answer's ranges. */
import { useLingui } from '@lingui/react/macro';
import type { GroupHit, Highlight, MemberHit, PostHit, SearchField } from '@quad/contract';
import { fullName } from '../../lib/full-name';
import { Highlighted, MemberRow } from '../../ui';
import { GroupCard } from '../groups';
import { PostCard } from '../post';
import styles from './search-page.module.css';

const rangesOf = (highlights: Highlight[], field: SearchField) =>
  highlights.find((highlight) => highlight.field === field)?.ranges;

/** A line saying where else the words matched: a comment, an event's title or place. */
function MatchNote({
  label,
  text,
  ranges,
}: {
  label: string;
  text: string;
  ranges: Highlight['ranges'];
}) {
  return (
    <p className={styles.matchNote}>
      <span className={styles.matchLabel}>{label}</span>{' '}
      <span dir="auto">
        <Highlighted text={text} ranges={ranges} />
      </span>
    </p>
  );
}

/** A post or an event as the feed shows it, its text's matches marked. */
export function PostResult({ hit }: { hit: PostHit }) {
  const { t } = useLingui();
  const comment = hit.matchedComment;
  const commentRanges = rangesOf(hit.highlights, 'comment');
  const titleRanges = rangesOf(hit.highlights, 'title');
  const placeRanges = rangesOf(hit.highlights, 'place');
  return (
    <div className={styles.postResult}>
      {comment && commentRanges && (
        <MatchNote
          label={t`${{ name: fullName(comment.commentBy) }} commented:`}
          text={comment.comment}
          ranges={commentRanges}
        />
      )}
      {hit.event && titleRanges && (
        <MatchNote label={t`Event:`} text={hit.event.title} ranges={titleRanges} />
      )}
      {hit.event && placeRanges && (
        <MatchNote label={t`Place:`} text={hit.event.location} ranges={placeRanges} />
      )}
      <PostCard post={hit} textRanges={rangesOf(hit.highlights, 'text')} />
    </div>
  );
}

const marked = (text: string, highlights: Highlight[], field: SearchField) => {
  const ranges = rangesOf(highlights, field);
  return ranges ? <Highlighted text={text} ranges={ranges} /> : text;
};

export function MemberResult({ hit }: { hit: MemberHit }) {
  return (
    <MemberRow
      href={`/profile/${encodeURIComponent(hit.username)}`}
      picture={hit.picture}
      pictureSize={hit.pictureSize}
      name={marked(fullName(hit), hit.highlights, 'name')}
      context={
        <>
          @{marked(hit.username, hit.highlights, 'username')} ·{' '}
          {marked(hit.college, hit.highlights, 'college')}
        </>
      }
    />
  );
}

export function GroupResult({ hit }: { hit: GroupHit }) {
  const descriptionRanges = rangesOf(hit.highlights, 'description');
  return (
    <GroupCard group={hit} nameRanges={rangesOf(hit.highlights, 'name')}>
      {descriptionRanges && (
        <p className={styles.groupDescription} dir="auto">
          <Highlighted text={hit.description} ranges={descriptionRanges} />
        </p>
      )}
    </GroupCard>
  );
}
