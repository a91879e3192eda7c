import { REPORT_REASON_LABELS, type ReportGroup } from '@quad/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { fullName } from '../../lib/full-name';
import { Button, MemberRow } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import styles from './moderation.module.css';
import { KIND_NAME, recordText, suspensionText } from './words';

export type CardAction = 'dismiss' | 'remove' | 'suspend' | 'lift';

interface ReportCardProps {
  group: ReportGroup;
  onAction: (action: CardAction, group: ReportGroup) => void;
}

/** One reported item: what it shows, its author, the reasons with their counts, the notes. */
export function ReportCard({ group, onAction }: ReportCardProps) {
  const titleId = useId();
  const author = fullName(group.author);
  const kind = KIND_NAME[group.item_kind];
  const title = group.item_kind === 'member' ? `Member: ${author}` : `${kind} by ${author}`;
  const reports = `${group.report_count} ${group.report_count === 1 ? 'report' : 'reports'}`;
  const removable = group.item_kind !== 'member' && !group.gone;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle} tabIndex={-1} data-report-title>
          {title}
        </h2>
        <p className={styles.muted}>
          {reports} · first: <RelativeTime iso={group.first_reported_at} />
        </p>
      </header>

      {group.gone && <p className={styles.muted}>It was deleted after it was reported.</p>}
      {group.content && (
        <div className={styles.content}>
          {group.content.text && <p className={styles.contentText}>{group.content.text}</p>}
          {group.content.images.length > 0 && (
            <div className={styles.images}>
              {group.content.images.map((url, index) => (
                <img
                  key={url}
                  src={url}
                  alt={`Attached to the reported ${kind.toLowerCase()}, ${index + 1} of ${group.content?.images.length ?? 0}`}
                  className={styles.image}
                  loading="lazy"
                />
              ))}
            </div>
          )}
          {group.content.post_id && (
            <Link to={`/posts/${encodeURIComponent(group.content.post_id)}`}>
              See the post it is on
            </Link>
          )}
        </div>
      )}

      <MemberRow
        as="div"
        picture={group.author.picture}
        name={author}
        href={`/profile/${encodeURIComponent(group.author.username)}`}
        size={40}
        context={
          <>
            <p className={group.suspension ? styles.suspended : styles.muted}>
              {group.suspension ? suspensionText(group.suspension) : 'Not suspended'}
            </p>
            <p className={styles.muted}>{recordText(group.author_record)}</p>
          </>
        }
      />

      <div className={styles.columns}>
        <section aria-label="Reasons">
          <h3 className={styles.subheading}>Reasons</h3>
          <ul className={styles.reasons}>
            {group.reasons.map(({ reason, count }) => (
              <li key={reason}>
                {REPORT_REASON_LABELS[reason]}: {count}
              </li>
            ))}
          </ul>
        </section>
        {group.notes.length > 0 && (
          <section aria-label="Notes">
            <h3 className={styles.subheading}>Notes</h3>
            <ul className={styles.notes}>
              {group.notes.map((note) => (
                <li key={`${note.reporter._id}-${note.createdAt}`}>
                  <p>
                    <strong>{fullName(note.reporter)}</strong> ({REPORT_REASON_LABELS[note.reason]}
                    ), <RelativeTime iso={note.createdAt} className={styles.muted} />
                  </p>
                  <p className={styles.noteText}>{note.note}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <div className={styles.actions}>
        <Button onClick={() => onAction('dismiss', group)}>Dismiss</Button>
        {removable && <Button onClick={() => onAction('remove', group)}>Remove</Button>}
        {group.suspension ? (
          <Button onClick={() => onAction('lift', group)}>Lift suspension</Button>
        ) : (
          <Button onClick={() => onAction('suspend', group)}>Suspend</Button>
        )}
      </div>
    </article>
  );
}
