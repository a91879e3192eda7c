import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReportGroup } from '@quad/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { fullName } from '../../lib/full-name';
import { Button, MemberRow } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import styles from './moderation.module.css';
import { REPORT_REASON_NAMES } from '../report';
import { attachedImageText, itemByText, recordText, suspensionText } from './words';

export type CardAction = 'dismiss' | 'remove' | 'suspend' | 'lift';

interface ReportCardProps {
  group: ReportGroup;
  onAction: (action: CardAction, group: ReportGroup) => void;
}

/** One reported item: what it shows, its author, the reasons with their counts, the notes. */
export function ReportCard({ group, onAction }: ReportCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const author = fullName(group.author);
  const title = itemByText(i18n, group.item_kind, author);
  const reportCount = group.report_count;
  const removable = group.item_kind !== 'member' && !group.gone;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle} tabIndex={-1} data-report-title>
          {title}
        </h2>
        <p className={styles.muted}>
          <Trans>
            <Plural value={reportCount} one="# report" other="# reports" /> · first:{' '}
            <RelativeTime iso={group.first_reported_at} />
          </Trans>
        </p>
      </header>

      {group.gone && (
        <p className={styles.muted}>
          <Trans>It was deleted after it was reported.</Trans>
        </p>
      )}
      {group.content && (
        <div className={styles.content}>
          {group.content.text && (
            <p className={styles.contentText} dir="auto">
              {group.content.text}
            </p>
          )}
          {group.content.images.length > 0 && (
            <div className={styles.images}>
              {group.content.images.map((url, index) => (
                <img
                  key={url}
                  src={url}
                  alt={attachedImageText(
                    i18n,
                    group.item_kind,
                    index + 1,
                    group.content?.images.length ?? 0,
                  )}
                  className={styles.image}
                  loading="lazy"
                />
              ))}
            </div>
          )}
          {group.content.post_id && (
            <Link to={`/posts/${encodeURIComponent(group.content.post_id)}`}>
              <Trans>See the post it is on</Trans>
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
              {group.suspension ? suspensionText(i18n, group.suspension) : t`Not suspended`}
            </p>
            <p className={styles.muted}>{recordText(i18n, group.author_record)}</p>
          </>
        }
      />

      <div className={styles.columns}>
        <section aria-label={t`Reasons`}>
          <h3 className={styles.subheading}>
            <Trans>Reasons</Trans>
          </h3>
          <ul className={styles.reasons}>
            {group.reasons.map(({ reason, count }) => {
              const label = i18n._(REPORT_REASON_NAMES[reason]);
              return <li key={reason}>{t`${label}: ${count}`}</li>;
            })}
          </ul>
        </section>
        {group.notes.length > 0 && (
          <section aria-label={t`Notes`}>
            <h3 className={styles.subheading}>
              <Trans>Notes</Trans>
            </h3>
            <ul className={styles.notes}>
              {group.notes.map((note) => (
                <li key={`${note.reporter._id}-${note.createdAt}`}>
                  <NoteHeading note={note} />
                  <p className={styles.noteText} dir="auto">
                    {note.note}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <div className={styles.actions}>
        <Button onClick={() => onAction('dismiss', group)}>
          <Trans>Dismiss</Trans>
        </Button>
        {removable && (
          <Button onClick={() => onAction('remove', group)}>
            <Trans>Remove</Trans>
          </Button>
        )}
        {group.suspension ? (
          <Button onClick={() => onAction('lift', group)}>
            <Trans>Lift suspension</Trans>
          </Button>
        ) : (
          <Button onClick={() => onAction('suspend', group)}>
            <Trans>Suspend</Trans>
          </Button>
        )}
      </div>
    </article>
  );
}

/** "Ada Lovelace (Spam), 5 minutes ago": who wrote a note, why they reported, and when. */
function NoteHeading({ note }: { note: ReportGroup['notes'][number] }) {
  const { i18n } = useLingui();
  const reporter = fullName(note.reporter);
  const reason = i18n._(REPORT_REASON_NAMES[note.reason]);
  return (
    <p>
      <Trans>
        <strong dir="auto">{reporter}</strong> ({reason}),{' '}
        <RelativeTime iso={note.createdAt} className={styles.muted} />
      </Trans>
    </p>
  );
}
