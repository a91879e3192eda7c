import { useLingui } from '@lingui/react/macro';
import type { RemovableItemKind } from '@quad/contract';
import { removeItem } from '../../api';
import { ReasonDialog } from './reason-dialog';
import { removeWords } from './words';

interface RemoveDialogProps {
  item: { kind: RemovableItemKind; id: string };
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Remove this post?": the reason, which the author is told. */
export function RemoveDialog({ item, onDone, onCancel }: RemoveDialogProps) {
  const { t, i18n } = useLingui();
  const { title, description } = removeWords(i18n, item.kind);
  return (
    <ReasonDialog
      title={title}
      description={description}
      confirmLabel={t`Remove`}
      hint={t`What rule it breaks, in words its author will read`}
      act={(why) => removeItem(item, why)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
