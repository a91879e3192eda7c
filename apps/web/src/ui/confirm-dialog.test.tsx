import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { renderTranslated } from '../test/render-translated';

const renderDialog = (props: { busy?: boolean; error?: string | null } = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderTranslated(
    <ConfirmDialog
      title="Discard post?"
      confirmLabel="Discard"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      The text and photos you added will be lost.
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, events: userEvent.setup() };
};

describe('ConfirmDialog', () => {
  it('asks with its title and text, with the focus on Cancel', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Discard post?' });
    expect(dialog).toHaveAccessibleDescription('The text and photos you added will be lost.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms with its button, and Escape or Cancel cancels', async () => {
    const { onConfirm, onCancel, events } = renderDialog();
    await events.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await events.keyboard('{Escape}');
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while busy, shows progress and cannot be dismissed; an error shows as an alert', async () => {
    const { onCancel, events } = renderDialog({
      busy: true,
      error: 'The post could not be deleted.',
    });
    expect(screen.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await events.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The post could not be deleted.');
  });

  it('shows fields to fill in below the question, outside its description', async () => {
    const events = userEvent.setup();
    renderTranslated(
      <ConfirmDialog
        title="Ban Bo Brown?"
        confirmLabel="Ban"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
        fields={<textarea aria-label="Reason (optional)" />}
      >
        They cannot ask to join again.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ban Bo Brown?' });
    expect(dialog).toHaveAccessibleDescription('They cannot ask to join again.');
    await events.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Spam');
    expect(screen.getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('Spam');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
