/**
 * A menu of actions (role="menu"): the first item takes focus when it opens, arrow keys, Home and
 * End move between items, Escape (and the back arrow, for a submenu: ← or, right to left, →) hands
 * control back to the owner.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { backArrowKey } from './direction';
import styles from './menu.module.css';

const ITEM_SELECTOR = '[role="menuitem"]:not([disabled]), [role="menuitemradio"]:not([disabled])';

interface MenuProps {
  label: string;
  onEscape: () => void;
  /** A submenu's way back to its parent (the arrow pointing back: → right to left). */
  onArrowLeft?: () => void;
  /** Which item gets focus when the menu appears (default: the first). */
  initialItem?: number;
  children: ReactNode;
}

export function Menu({ label, onEscape, onArrowLeft, initialItem = 0, children }: MenuProps) {
  const ref = useRef<HTMLDivElement>(null);

  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];

  useEffect(() => {
    const all = [...(ref.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    (all[initialItem] ?? all[0])?.focus();
  }, [initialItem]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === backArrowKey(event.currentTarget)) {
      if (!onArrowLeft) return;
      event.preventDefault();
      onArrowLeft();
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        return move(current + 1);
      case 'ArrowUp':
        return move(current < 0 ? all.length - 1 : current - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onEscape();
        return;
    }
  };

  return (
    // Focusable, as a widget is, but out of the Tab order: the focus moves between the items.
    <div
      ref={ref}
      role="menu"
      aria-label={label}
      tabIndex={-1}
      className={styles.menu}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

interface MenuItemProps {
  icon?: ReactNode;
  /** Shows a chevron: the item opens another panel. */
  opensPanel?: boolean;
  /** One of a set of choices (role="menuitemradio"): whether it is the chosen one. */
  checked?: boolean;
  onSelect: () => void;
  children: ReactNode;
}

export function MenuItem({ icon, opensPanel = false, checked, onSelect, children }: MenuItemProps) {
  return (
    <button
      type="button"
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      tabIndex={-1}
      className={styles.item}
      aria-haspopup={opensPanel ? 'true' : undefined}
      onClick={onSelect}
    >
      {icon && <span className={styles.icon}>{icon}</span>}
      <span className={styles.label}>{children}</span>
      {checked && (
        <svg
          className={styles.chevron}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
        >
          <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
      {opensPanel && (
        <svg
          className={styles.chevron}
          data-mirrored
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
        >
          <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
    </button>
  );
}
