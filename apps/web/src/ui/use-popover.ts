/**
 * Open state of a panel that drops from a trigger button (menus, search, notifications): it
 * closes on a press outside or when focus leaves the anchor, and can give focus back to the
 * trigger. Spread `anchorProps` on the element that holds both trigger and panel.
 */
import { useCallback, useId, useRef, useState, type FocusEvent } from 'react';
import { useDismiss } from './use-dismiss';

/** `onClose` runs on every close; keep it stable (useCallback) so the dismiss listener is too. */
export const usePopover = (onClose?: () => void) => {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(
    (returnFocus = false) => {
      setOpen(false);
      onClose?.();
      if (returnFocus) triggerRef.current?.focus();
    },
    [onClose],
  );
  const dismiss = useCallback(() => close(false), [close]);
  useDismiss(anchorRef, open, dismiss);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !anchorRef.current?.contains(next)) close(false);
  };

  return { open, setOpen, close, triggerRef, panelId, anchorProps: { ref: anchorRef, onBlur } };
};
