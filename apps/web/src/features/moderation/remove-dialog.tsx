import type { RemovableItemKind } from '@quad/contract';
import { removeItem } from '../../api';
import { ReasonDialog } from './reason-dialog';

interface RemoveDialogProps {
  item: { kind: RemovableItemKind; id: string };
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Remove this post?": the reason, which the author is told. */
export function RemoveDialog({ item, onDone, onCancel }: RemoveDialogProps) {
  return (
    <ReasonDialog
      title={`Remove this ${item.kind}?`}
      description={`The ${item.kind} is deleted everywhere, with its photos. Its author is told why, by a notification and an e-mail.`}
      confirmLabel="Remove"
      hint="What rule it breaks, in words its author will read"
      act={(why) => removeItem(item, why)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
