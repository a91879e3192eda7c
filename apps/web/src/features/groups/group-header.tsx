import { Trans, useLingui } from '@lingui/react/macro';
import type { Group } from '@quad/contract';
import { useId, useState } from 'react';
import { inviteToGroup } from '../../api';
import { fullName } from '../../lib/full-name';
import { Avatar, Button, UserPlusIcon } from '../../ui';
import { GroupCover } from './group-cover';
import { memberCount } from './group-facts';
import styles from './groups.module.css';
import { InviteDialog } from './invite-dialog';
import { ViewerActions } from './viewer-actions';
import { KIND_LABELS, PRIVACY_LABELS } from './words';

/** A group's cover, name, privacy and kind in words, members with a few faces, and the buttons. */
export function GroupHeader({ group, children }: { group: Group; children?: React.ReactNode }) {
  const [inviting, setInviting] = useState(false);
  const titleId = useId();
  const { i18n, t } = useLingui();
  return (
    <section className={styles.header} aria-labelledby={titleId}>
      <GroupCover group={group} />
      <div className={styles.headerBody}>
        <h1 id={titleId} className={styles.title} dir="auto">
          {group.name}
        </h1>
        <p className={styles.facts}>
          <span>{i18n._(PRIVACY_LABELS[group.privacy])}</span>
          <span aria-hidden="true"> · </span>
          <span>{i18n._(KIND_LABELS[group.kind])}</span>
          <span aria-hidden="true"> · </span>
          <span>{memberCount(i18n, group.memberCount)}</span>
        </p>
        {group.faces.length > 0 && (
          <ul className={styles.faces} aria-label={t`Some of the members`}>
            {group.faces.map((face) => (
              <li key={face._id}>
                <Avatar
                  src={face.picture}
                  imageSize={face.pictureSize}
                  alt={fullName(face)}
                  size={32}
                  className={styles.face}
                />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.row}>
          <ViewerActions group={group} />
          {group.canInvite && (
            <Button aria-haspopup="dialog" onClick={() => setInviting(true)}>
              <UserPlusIcon size={18} />
              <Trans>Invite</Trans>
            </Button>
          )}
        </div>
      </div>
      {children}
      {inviting && (
        <InviteDialog
          title={t`Invite friends to ${group.name}`}
          invite={(friendId) => inviteToGroup(group.slug, friendId)}
          onClose={() => setInviting(false)}
        />
      )}
    </section>
  );
}
