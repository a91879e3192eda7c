import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { GroupSummary } from '@quad/contract';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Highlighted, ResponsiveImage, type TextRange } from '../../ui';
import { groupFacts, groupPath } from './group-facts';
import styles from './groups.module.css';

const VIEWER_NOTES: Partial<Record<GroupSummary['viewerState'], MessageDescriptor>> = {
  member: msg`Joined`,
  requested: msg`Request sent`,
  invited: msg`You are invited`,
};

interface GroupCardProps {
  group: GroupSummary;
  /** Words of its name to mark (a search result's matches). */
  nameRanges?: readonly TextRange[] | undefined;
  /** More about it under its facts (the description's matched words). */
  children?: ReactNode;
}

/** A group in a list: its cover, name (the link to its page), privacy, kind and member count. */
export function GroupCard({ group, nameRanges, children }: GroupCardProps) {
  const nameId = useId();
  const { i18n } = useLingui();
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
        <Link id={nameId} to={groupPath(group.slug)} className={styles.groupName} dir="auto">
          {nameRanges ? <Highlighted text={group.name} ranges={nameRanges} /> : group.name}
        </Link>
        <p className={styles.facts}>{groupFacts(i18n, group)}</p>
        {note && <p className={styles.facts}>{i18n._(note)}</p>}
        {children}
      </div>
    </article>
  );
}
