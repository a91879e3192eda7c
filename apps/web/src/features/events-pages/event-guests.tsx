import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { type EventData, type EventGuest, type EventGuests as Guests } from '@quad/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage, eventGuestsQuery } from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, MemberRow, Spinner } from '../../ui';
import styles from './event-page.module.css';
import { ANSWER_LABELS, waitlistPlace } from '../events';

const SECTIONS = ['going', 'interested', 'waitlist'] as const;
type Section = (typeof SECTIONS)[number];

const NOBODY: Record<Section, MessageDescriptor> = {
  going: msg`Nobody is going yet.`,
  interested: msg`Nobody is interested yet.`,
  waitlist: msg`Nobody is on the waitlist.`,
};

function GuestRow({ guest }: { guest: EventGuest }) {
  const { i18n, t } = useLingui();
  const place =
    guest.answer === 'waitlist' && guest.position !== null
      ? waitlistPlace(i18n, guest.position)
      : null;
  const friend = guest.friend ? t`Friend` : null;
  const context = friend && place ? t`${friend} · ${place}` : (friend ?? place ?? '');
  return (
    <li>
      <MemberRow
        picture={guest.user.picture}
        name={fullName(guest.user)}
        href={`/profile/${encodeURIComponent(guest.user.username)}`}
        context={context}
      />
    </li>
  );
}

function GuestSection({ section, guests }: { section: Section; guests: Guests }) {
  const titleId = useId();
  const { i18n } = useLingui();
  const shown = guests[section];
  const more = guests.counts[section] - shown.length;
  return (
    <section aria-labelledby={titleId} className={styles.guestSection}>
      <h3 id={titleId} className={styles.guestTitle}>
        {i18n._(ANSWER_LABELS[section])}
        <span className={styles.count}> · {guests.counts[section]}</span>
      </h3>
      {shown.length === 0 ? (
        <p className={styles.muted}>{i18n._(NOBODY[section])}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((guest) => (
            <GuestRow key={guest.user._id} guest={guest} />
          ))}
        </ul>
      )}
      {more > 0 && (
        <p className={styles.muted}>
          {i18n._(msg`And ${plural(more, { one: '# more', other: '# more' })}.`)}
        </p>
      )}
    </section>
  );
}

/** The guest list: Going, Interested and the waitlist, the viewer's friends first. */
export function EventGuests({ postId, event }: { postId: string; event: EventData }) {
  const titleId = useId();
  const { t } = useLingui();
  const guests = useQuery({
    ...eventGuestsQuery(postId, event),
    placeholderData: (previous) => previous,
  });
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Guests</Trans>
      </h2>
      {guests.isPending && <Spinner size={24} label={t`Loading the guests`} />}
      {guests.isError && (
        <div className={styles.row}>
          <p role="alert">{errorMessage(guests.error)}</p>
          <Button onClick={() => void guests.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {guests.data &&
        SECTIONS.filter(
          // Without a capacity nobody waits: the waitlist shows only if someone is on it.
          (section) =>
            section !== 'waitlist' || event.capacity !== null || guests.data.counts.waitlist > 0,
        ).map((section) => <GuestSection key={section} section={section} guests={guests.data} />)}
    </section>
  );
}
