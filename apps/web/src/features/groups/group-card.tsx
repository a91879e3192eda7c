import type { GroupSummary } from '@quad/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../ui';
import { groupFacts, groupPath } from './group-facts';
import styles from './groups.module.css';

const VIEWER_NOTES: Partial<Record<GroupSummary['viewerState'], string>> = {
  member: 'Joined',
  requested: 'Request sent',
  invited: 'You are invited',
};

/** A group in a list: its cover, name (the link to its page), privacy, kind and member count. */
export function GroupCard({ group }: { group: GroupSummary }) {
  const nameId = useId();
  const note = VIEWER_NOTES[group.viewerState];
  return (
    <article className={styles.groupCard} aria-labelledby={nameId}>
      {/* Decorative: the name below says which group it is. */}
      {group.cover ? (
        // A narrow copy for the card's width, loaded as the card comes near the screen.
        <ResponsiveImage
          className={styles.groupCardCover}
          src={group.cover}
          size={group.coverSize}
          shownWidth="(max-width: 539px) 100vw, 340px"
          alt=""
        />
      ) : (
        <div className={styles.groupCardCover} />
      )}
      <div className={styles.groupCardBody}>
        <Link id={nameId} to={groupPath(group.slug)} className={styles.groupName}>
          {group.name}
        </Link>
        <p className={styles.facts}>{groupFacts(group)}</p>
        {note && <p className={styles.facts}>{note}</p>}
      </div>
    </article>
  );
}
