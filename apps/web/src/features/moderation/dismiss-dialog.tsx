import { useLingui } from '@lingui/react/macro';
import type { ReportGroup } from '@quad/contract';
import { dismissReports } from '../../api';
import { fullName } from '../../lib/full-name';
import { ReasonDialog } from './reason-dialog';
import { dismissTitle } from './words';

interface DismissDialogProps {
  group: ReportGroup;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Dismiss the reports of this post?": the item stays; a reason is optional, for the log. */
export function DismissDialog({ group, onDone, onCancel }: DismissDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <ReasonDialog
      title={dismissTitle(i18n, group, fullName(group.author))}
      description={t`Nothing is removed and nobody is told; the reports close, and the log keeps your reason.`}
      confirmLabel={t`Dismiss`}
      hint={t`Why it breaks no rule, for the other moderators`}
      optional
      act={(why) => dismissReports({ kind: group.item_kind, id: group.item_id }, why)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
