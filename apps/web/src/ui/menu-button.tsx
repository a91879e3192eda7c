/**
 * A button that opens a small menu of actions below it. Enter, Space or ArrowDown opens it with
 * focus on the first item; Escape, a click outside or Tab away closes it; focus returns to the
 * button after a choice or Escape.
 */
import type { ReactNode } from 'react';
import { Button } from './button';
import { CaretDownIcon } from './icons';
import { Menu, MenuItem } from './menu';
import styles from './menu-button.module.css';
import { usePopover } from './use-popover';

export interface MenuAction {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

interface MenuButtonProps {
  /** The button's visible text, which is also its name. */
  label: string;
  icon?: ReactNode;
  variant?: 'primary' | 'secondary';
  disabled?: boolean;
  actions: MenuAction[];
}

export function MenuButton({
  label,
  icon,
  variant = 'secondary',
  disabled = false,
  actions,
}: MenuButtonProps) {
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'menu',
  });

  return (
    <div {...anchorProps} className={styles.anchor}>
      <Button {...getTriggerProps()} variant={variant} disabled={disabled}>
        {icon}
        {label}
        <CaretDownIcon size={16} />
      </Button>
      {open && (
        <div {...getPanelProps()} className={styles.popover}>
          <Menu label={label} onEscape={() => close(true)}>
            {actions.map((action) => (
              <MenuItem
                key={action.label}
                icon={action.icon}
                onSelect={() => {
                  close(true);
                  action.onSelect();
                }}
              >
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </div>
      )}
    </div>
  );
}
