import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventData, Post } from '@quad/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../session/session-store';
import { Button, EditIcon, GlobeIcon, PinIcon, ResponsiveImage, TrashIcon } from '../../ui';
import { AddToCalendarButton } from './add-to-calendar';
import { AnswerButton } from './answer-button';
import { CancelEventDialog } from './cancel-event-dialog';
import { EditEventDialog } from './edit-event-dialog';
import { dateBadgeOf, eventWhenText, repeatText, shownOccurrence } from './event-time';
import type { PostChanger } from './post-changer';
import styles from './event-card.module.css';

export const eventPath = (postId: string) => `/events/${encodeURIComponent(postId)}`;

/** "12 going · 30 interested". */
export const countsText = (i18n: I18n, { counts }: EventData) => {
  const { going, interested } = counts;
  return i18n._(
    msg`${plural(going, { one: '# going', other: '# going' })} · ${plural(interested, {
      one: '# interested',
      other: '# interested',
    })}`,
  );
};

interface EventCardProps {
  /** The post of type event; its text is the description, its first image the cover. */
  post: Post;
  event: EventData;
  changePost: PostChanger;
  /**
   * (ext) The post is only read (post.readOnly): no answer, calendar file or link to the event's
   * page, which are not the reader's to reach.
   */
  readOnly?: boolean;
  /** The cover is the photo the screen opens on (its largest paint): fetched at once, and first. */
  onFirstScreen?: boolean;
}

/**
 * An event as a post shows it: cover, date badge, title (to the event's page), when, where, the
 * counts, the viewer's answer and Add to calendar; its host also edits or cancels it.
 */
export function EventCard({
  post,
  event,
  changePost,
  readOnly = false,
  onFirstScreen = false,
}: EventCardProps) {
  const user = useSessionUser();
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cover = post.images?.[0];
  const badge = dateBadgeOf(i18n, event);
  const repeat = repeatText(i18n, event);
  // The host is not among the answers; nor is anyone once the last occurrence is over.
  const answerable =
    !readOnly && !event.cancelled && user?.id !== post.user._id && event.next_occurrence !== null;

  return (
    <div className={styles.event}>
      {cover && (
        <ResponsiveImage
          src={cover.url}
          size={
            cover.width && cover.height
              ? { width: cover.width, height: cover.height, widths: cover.widths ?? [] }
              : null
          }
          // The post column, as wide as the card (its padding bled out).
          shownWidth="(max-width: 680px) 100vw, 680px"
          alt=""
          priority={onFirstScreen}
          className={styles.cover}
        />
      )}
      <div className={styles.summary}>
        <div className={styles.badge} aria-hidden="true">
          <span className={styles.badgeMonth}>{badge.month}</span>
          <span className={styles.badgeDay}>{badge.day}</span>
        </div>
        <div className={styles.facts}>
          {event.cancelled && (
            <strong className={styles.cancelled}>
              <Trans>Cancelled</Trans>
            </strong>
          )}
          {readOnly ? (
            <span className={styles.title} dir="auto">
              {event.title}
            </span>
          ) : (
            <Link to={eventPath(post._id)} className={styles.title} dir="auto">
              {event.title}
            </Link>
          )}
          <p className={styles.when}>
            <time dateTime={shownOccurrence(event)}>{eventWhenText(i18n, event)}</time>
          </p>
          {repeat && <p className={styles.muted}>{repeat}</p>}
          {event.location && (
            <p className={styles.place}>
              <PinIcon size={16} />
              <span dir="auto">{event.location}</span>
            </p>
          )}
          {event.online_link && (
            <p className={styles.place}>
              <GlobeIcon size={16} />
              <a href={event.online_link} target="_blank" rel="noopener noreferrer">
                {event.online_link}
              </a>
            </p>
          )}
          <p className={styles.muted}>{countsText(i18n, event)}</p>
        </div>
      </div>
      {post.text && (
        <p className={styles.description} dir="auto">
          {post.text}
        </p>
      )}
      <div className={styles.actions}>
        {answerable && <AnswerButton postId={post._id} event={event} changePost={changePost} />}
        {!readOnly && <AddToCalendarButton postId={post._id} />}
        {event.can_manage && !event.cancelled && (
          <>
            <Button onClick={() => setEditing(true)}>
              <EditIcon size={16} />
              <Trans>Edit event</Trans>
            </Button>
            <Button onClick={() => setCancelling(true)}>
              <TrashIcon size={16} />
              <Trans>Cancel event</Trans>
            </Button>
          </>
        )}
      </div>
      {editing && (
        <EditEventDialog
          post={post}
          event={event}
          changePost={changePost}
          onClose={() => setEditing(false)}
        />
      )}
      {cancelling && (
        <CancelEventDialog
          postId={post._id}
          event={event}
          changePost={changePost}
          onClose={() => setCancelling(false)}
        />
      )}
    </div>
  );
}
