import { Trans, useLingui } from '@lingui/react/macro';
import { groupText, type Group } from '@quad/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, leaveGroup, useGroupMembers } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { Button, Modal, Spinner } from '../../ui';
import { groupContractTexts } from './group-contract-texts';
import styles from './groups.module.css';
import { useGroupAction } from './use-group-action';

/**
 * Leave group. The last admin names another admin first: a group needs at least one. Admins and
 * moderators come first in the member list, so its first page says whether another admin exists.
 */
export function LeaveDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const titleId = useId();
  const { t } = useLingui();
  const contractText = useContractText(groupContractTexts);
  // The server says it in English or in the member's language: both read the same once shown.
  const isLastAdmin = (error: unknown) =>
    contractText(errorMessage(error)) === contractText(groupText.lastAdmin);
  const { name } = group;
  const selectId = useId();
  const user = useSessionUser();
  const navigate = useNavigate();
  const isAdmin = group.viewerRole === 'admin';
  const members = useGroupMembers(group.slug, '', isAdmin);
  const [successorId, setSuccessorId] = useState('');
  const [needSuccessor, setNeedSuccessor] = useState(false);
  const others = (members.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (member) => member._id !== user?.id,
  );
  const lastAdmin = isAdmin && !!members.data && !others.some((member) => member.role === 'admin');
  const naming = lastAdmin || needSuccessor;
  const leave = useGroupAction(group.slug, (successor: string | undefined) =>
    leaveGroup(group.slug, successor),
  );
  const confirm = () => {
    if (naming && !successorId) {
      setNeedSuccessor(true);
      return;
    }
    leave.mutate(naming ? successorId : undefined, {
      onSuccess: () => {
        onClose();
        if (group.privacy !== 'public') void navigate('/groups');
      },
      onError: (error) => {
        if (isLastAdmin(error)) setNeedSuccessor(true);
      },
    });
  };
  return (
    <Modal
      labelledBy={titleId}
      onClose={leave.isPending ? undefined : onClose}
      className={styles.dialog}
    >
      <div className={styles.dialogBody}>
        <h2 id={titleId} className={styles.sectionTitle}>
          <Trans>
            Leave <span dir="auto">{name}</span>?
          </Trans>
        </h2>
        {isAdmin && members.isPending && <Spinner size={24} label={t`Loading the members`} />}
        {naming ? (
          <div className={styles.stack}>
            <p>{contractText(groupText.lastAdmin)}</p>
            {others.length === 0 ? (
              <p className={styles.muted}>
                <Trans>Nobody else is in the group yet.</Trans>
              </p>
            ) : (
              <div>
                <label htmlFor={selectId} className={styles.label}>
                  <Trans>New admin</Trans>
                </label>
                <select
                  id={selectId}
                  className={styles.select}
                  value={successorId}
                  aria-invalid={needSuccessor && !successorId ? true : undefined}
                  onChange={(event) => setSuccessorId(event.target.value)}
                >
                  <option value="">{t`Choose a member`}</option>
                  {others.map((member) => (
                    <option key={member._id} value={member._id}>
                      {fullName(member)}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        ) : (
          <p>
            {group.privacy === 'public'
              ? t`You can join again at any time.`
              : t`To come back, you will need to ask or be invited again.`}
          </p>
        )}
        {leave.isError && !isLastAdmin(leave.error) && (
          <p role="alert" className={styles.error}>
            {contractText(errorMessage(leave.error))}
          </p>
        )}
      </div>
      <div className={styles.dialogActions}>
        <Button onClick={onClose} disabled={leave.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="primary"
          onClick={confirm}
          disabled={leave.isPending || (naming && others.length === 0)}
        >
          {leave.isPending && <Spinner size={16} label={t`Leaving`} />}
          <Trans>Leave group</Trans>
        </Button>
      </div>
    </Modal>
  );
}
