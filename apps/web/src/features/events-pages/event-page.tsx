import { Trans, useLingui } from '@lingui/react/macro';
import { eventText, type Post } from '@quad/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, eventQuery, inviteToEvent, useCommunity } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { Button, Spinner, UserPlusIcon, useDocumentTitle } from '../../ui';
import { InviteDialog } from '../groups';
import { PostCard } from '../post';
import { HomeLayout } from '../shell';
import { AttendeeCheckIn } from './attendee-check-in';
import { CheckInScreen } from './check-in-screen';
import { EventGuests } from './event-guests';
import { eventPageContractTexts } from './event-page-contract-texts';
import styles from './event-page.module.css';

export const useEvent = (postId: string) => useQuery(eventQuery(postId));

/** Who hosts it: the group it was made for, or its author. */
function Host({ post }: { post: Post }) {
  const group = post.event?.host.group;
  return (
    <p className={styles.host}>
      {group ? (
        <Trans>
          Hosted by{' '}
          <Link to={`/groups/${encodeURIComponent(group.slug)}`} dir="auto">
            {group.name}
          </Link>
        </Trans>
      ) : (
        <Trans>
          Hosted by{' '}
          <Link to={`/profile/${encodeURIComponent(post.user.username)}`} dir="auto">
            {fullName(post.user)}
          </Link>
        </Trans>
      )}
    </p>
  );
}

/** Invite and Check-in, for whoever may manage the event. */
function HostTools({ post, title }: { post: Post; title: string }) {
  const [open, setOpen] = useState<'invite' | 'check-in' | null>(null);
  const { t } = useLingui();
  return (
    <div className={styles.row}>
      <Button aria-haspopup="dialog" onClick={() => setOpen('invite')}>
        <UserPlusIcon size={18} />
        <Trans>Invite</Trans>
      </Button>
      <Button aria-haspopup="dialog" onClick={() => setOpen('check-in')}>
        <Trans>Check-in</Trans>
      </Button>
      {open === 'invite' && (
        <InviteDialog
          title={t`Invite friends to ${title}`}
          invite={(friendId) => inviteToEvent(post._id, [friendId])}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'check-in' && (
        <CheckInScreen postId={post._id} title={title} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

/** /events/:postId: the event large, its host, the host's tools, the guest list; comments in the card. */
export function EventPage() {
  const { postId = '' } = useParams();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const { t } = useLingui();
  const contractText = useContractText(eventPageContractTexts);
  const { data: post, error, isPending, refetch } = useEvent(postId);
  const event = post?.event;
  useDocumentTitle(event ? `${event.title} | ${productName}` : productName);
  if (!user) return null;

  let content;
  if (isPending) {
    content = (
      <div className={styles.status}>
        <Spinner size={32} label={t`Loading the event`} />
      </div>
    );
  } else if (post && event) {
    content = (
      <>
        <h1 className="visually-hidden" dir="auto">
          {event.title}
        </h1>
        <PostCard post={post} onFirstScreen />
        <section className={styles.card} aria-label={t`Host`}>
          <Host post={post} />
          {event.can_manage && <HostTools post={post} title={event.title} />}
        </section>
        <AttendeeCheckIn postId={post._id} event={event} />
        <EventGuests postId={post._id} event={event} />
      </>
    );
  } else if (post === null || (post && !event)) {
    content = (
      <div className={[styles.card, styles.status].join(' ')}>
        <h1 className={styles.notFound}>{contractText(eventText.unknownEvent)}</h1>
        <p className={styles.muted}>
          <Trans>It may have been deleted, or you may not be able to see it.</Trans>
        </p>
        <Link to="/events">
          <Trans>Back to Events</Trans>
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
  return <HomeLayout>{content}</HomeLayout>;
}
