import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogHeader } from './dialog-header';
import { renderTranslated } from '../test/render-translated';

describe('DialogHeader', () => {
  it('gives the title the id the dialog names itself by, and Close closes', async () => {
    const onClose = vi.fn();
    renderTranslated(
      <DialogHeader titleId="title" onClose={onClose}>
        Edit Details
      </DialogHeader>,
    );
    expect(screen.getByRole('heading', { name: 'Edit Details' })).toHaveAttribute('id', 'title');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('can keep Close disabled (while a picture is being saved)', () => {
    renderTranslated(
      <DialogHeader titleId="title" onClose={() => undefined} closeDisabled>
        Update Profile Picture
      </DialogHeader>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });
});
