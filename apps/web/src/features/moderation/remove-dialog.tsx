import type { RemovableItemKind } from '@quad/contract';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, removeItem } from '../../api';
import { ActionDialog } from './action-dialog';
import { ReasonField, useReason } from './reason-field';

interface RemoveDialogProps {
  item: { kind: RemovableItemKind; id: string };
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Remove this post?": the reason, which the author is told. */
export function RemoveDialog({ item, onDone, onCancel }: RemoveDialogProps) {
  const remove = useMutation({
    mutationFn: (why: string) => removeItem(item, why),
    onSuccess: (answer) => onDone(answer.message),
  });
  const reason = useReason((why) => remove.mutate(why));
  return (
    <ActionDialog
      title={`Remove this ${item.kind}?`}
      description={`The ${item.kind} is deleted everywhere, with its photos. Its author is told why, by a notification and an e-mail.`}
      confirmLabel="Remove"
      onConfirm={reason.confirm}
      onCancel={onCancel}
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
    >
      <ReasonField {...reason.field} hint="What rule it breaks, in words its author will read" />
    </ActionDialog>
  );
}
