/**
 * Open state of a panel that drops from a trigger button (menus, search, notifications): it
 * closes on a press outside or when focus leaves the anchor, and can give focus back to the
 * trigger. Spread `anchorProps` on the element that holds both trigger and panel,
 * `getTriggerProps()` on the trigger (its ref, aria-expanded, aria-controls, aria-haspopup and a
 * click that toggles) and `getPanelProps()` on the panel.
 */
import {
  useCallback,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useDismiss } from './use-dismiss';

interface PopoverOptions {
  /**
   * What the panel is, for the trigger's aria-haspopup. Leave it out when the panel is none of
   * ARIA's popup kinds (a region, a toolbar): aria-expanded then says enough.
   */
  popup?: 'menu' | 'dialog' | 'listbox';
  /** Runs on every close; keep it stable (useCallback) so the dismiss listener is too. */
  onClose?: () => void;
}

/** The trigger's own handlers run first, then the popover's. */
interface TriggerHandlers {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export const usePopover = ({ popup, onClose }: PopoverOptions = {}) => {
  const [open, setOpen] = useState(false);
  // Set during the render that first opens it, so what hangs on it comes with the panel.
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);
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

  const toggle = () => (open ? close(false) : setOpen(true));

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !anchorRef.current?.contains(next)) close(false);
  };

  const getTriggerProps = (handlers: TriggerHandlers = {}) => ({
    ref: triggerRef,
    'aria-haspopup': popup,
    'aria-expanded': open,
    // The panel exists only while open.
    'aria-controls': open ? panelId : undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      handlers.onClick?.(event);
      toggle();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      handlers.onKeyDown?.(event);
      // A menu button opens its menu with ArrowDown too (the menu then focuses its first item).
      if (popup === 'menu' && event.key === 'ArrowDown' && !open) {
        event.preventDefault();
        setOpen(true);
      }
    },
  });

  const getPanelProps = () => ({ id: panelId });

  return {
    open,
    /** It was open at least once: what a panel needs only once used can wait until then. */
    everOpened,
    setOpen,
    close,
    triggerRef,
    anchorProps: { ref: anchorRef, onBlur },
    getTriggerProps,
    getPanelProps,
  };
};
