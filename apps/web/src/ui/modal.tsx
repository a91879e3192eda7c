/**
 * A dialog over the page: focus moves in and stays in (Tab cycles), Escape or a click on the
 * backdrop closes it when it can be dismissed, the rest of the page is inert meanwhile, and focus
 * returns to where it was when it closes.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableWithin } from './focusable';
import styles from './modal.module.css';

interface ModalProps {
  /** Id of the element naming the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  /** Without it the dialog cannot be dismissed (Escape and backdrop do nothing). */
  onClose?: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Keys of the dialog's own (a viewer's arrows), handled before Escape and Tab. */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  className?: string;
  children: ReactNode;
}

export function Modal({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  onKeyDown: onDialogKeyDown,
  className,
  children,
}: ModalProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const overlay = overlayRef.current;
    const dialog = dialogRef.current;
    if (!overlay || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const background = [...document.body.children].filter(
      (element) => element !== overlay && !element.hasAttribute('inert'),
    );
    for (const element of background) element.setAttribute('inert', '');
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    (initialFocus?.current ?? focusableWithin(dialog)[0] ?? dialog).focus();

    return () => {
      for (const element of background) element.removeAttribute('inert');
      document.body.style.overflow = previousOverflow;
      previous?.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onDialogKeyDown?.(event);
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableWithin(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // Not a control of its own: the keys are the dialog's, bubbling up from inside it, and a press
    // on the backdrop is the mouse's way to do what Escape and the Close button do.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div
      ref={overlayRef}
      className={styles.overlay}
      data-testid="modal-backdrop"
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (event.target === overlayRef.current) onClose?.();
      }}
    >
      <div
        ref={dialogRef}
        className={[styles.dialog, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
