import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { usePopover } from './use-popover';

function Dropdown({ popup, onOpen }: { popup?: 'menu' | 'dialog'; onOpen?: () => void }) {
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover({ popup });
  return (
    <>
      <div {...anchorProps}>
        <button {...getTriggerProps({ onClick: onOpen })} type="button">
          Options
        </button>
        {open && (
          <div {...getPanelProps()} role="group" aria-label="Panel">
            <button type="button" onClick={() => close(true)}>
              Done
            </button>
          </div>
        )}
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Options' });

describe('usePopover', () => {
  it('flips aria-expanded and points aria-controls at the open panel', async () => {
    const events = userEvent.setup();
    render(<Dropdown popup="dialog" />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');

    await events.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Panel' });
    expect(trigger()).toHaveAttribute('aria-controls', panel.id);

    await events.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('leaves aria-haspopup out for a panel that is no popup kind', () => {
    render(<Dropdown />);
    expect(trigger()).not.toHaveAttribute('aria-haspopup');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a menu with ArrowDown', async () => {
    const events = userEvent.setup();
    render(<Dropdown popup="menu" />);
    trigger().focus();
    await events.keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('runs the trigger’s own click first', async () => {
    const events = userEvent.setup();
    const onOpen = vi.fn(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
    render(<Dropdown onOpen={onOpen} />);
    await events.click(trigger());
    expect(onOpen).toHaveBeenCalledOnce();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a press outside or when focus leaves, and can give focus back', async () => {
    const events = userEvent.setup();
    render(<Dropdown />);
    await events.click(trigger());
    await events.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await events.click(trigger());
    await events.tab(); // to Done
    await events.tab(); // out of the anchor
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await events.click(trigger());
    await events.click(screen.getByRole('button', { name: 'Done' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });
});
