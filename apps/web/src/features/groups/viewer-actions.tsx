import { Trans, useLingui } from '@lingui/react/macro';
import type { Group } from '@quad/contract';
import { useState } from 'react';
import { cancelGroupRequest, declineGroupInvitation, errorMessage, joinGroup } from '../../api';
import { Button, Spinner } from '../../ui';
import styles from './groups.module.css';
import { JoinedMenu } from './joined-menu';
import { LeaveDialog } from './leave-dialog';
import { RequestDialog } from './request-dialog';
import { useGroupAction } from './use-group-action';

type Call = 'join' | 'cancel' | 'decline';

/**
 * The viewer's button: Join (public), Request to join (private; with the questions), Cancel
 * request, Accept invitation and Decline, or Joined with its menu.
 */
export function ViewerActions({ group }: { group: Group }) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<'request' | 'leave' | null>(null);
  const [menuError, setMenuError] = useState<Error | null>(null);
  const action = useGroupAction(group.slug, (call: Call) => {
    if (call === 'cancel') return cancelGroupRequest(group.slug);
    if (call === 'decline') return declineGroupInvitation(group.slug);
    return joinGroup(group.slug);
  });
  const busy = action.isPending;
  const run = (call: Call) => {
    setMenuError(null);
    action.mutate(call);
  };
  const error = action.error ?? menuError;

  let buttons;
  switch (group.viewerState) {
    case 'member':
      buttons = (
        <JoinedMenu group={group} onLeave={() => setDialog('leave')} onError={setMenuError} />
      );
      break;
    case 'requested':
      buttons = (
        <Button onClick={() => run('cancel')} disabled={busy}>
          <Trans>Cancel request</Trans>
        </Button>
      );
      break;
    case 'invited':
      buttons = (
        <>
          <Button variant="primary" onClick={() => run('join')} disabled={busy}>
            <Trans>Accept invitation</Trans>
          </Button>
          <Button onClick={() => run('decline')} disabled={busy}>
            <Trans>Decline</Trans>
          </Button>
        </>
      );
      break;
    case 'banned':
      buttons = (
        <p className={styles.muted}>
          <Trans>You cannot join this group.</Trans>
        </p>
      );
      break;
    default:
      if (group.privacy === 'public') {
        buttons = (
          <Button variant="primary" onClick={() => run('join')} disabled={busy}>
            <Trans>Join</Trans>
          </Button>
        );
      } else if (group.privacy === 'private') {
        buttons = (
          <Button
            variant="primary"
            aria-haspopup={group.questions.length > 0 ? 'dialog' : undefined}
            disabled={busy}
            onClick={() => (group.questions.length > 0 ? setDialog('request') : run('join'))}
          >
            <Trans>Request to join</Trans>
          </Button>
        );
      }
  }

  return (
    <>
      {buttons}
      {busy && <Spinner size={20} label={t`Working`} />}
      {error && (
        <p role="alert" className={styles.error}>
          {errorMessage(error)}
        </p>
      )}
      {dialog === 'request' && <RequestDialog group={group} onClose={() => setDialog(null)} />}
      {dialog === 'leave' && <LeaveDialog group={group} onClose={() => setDialog(null)} />}
    </>
  );
}
