import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../i18n/languages';
import { renderComponent } from '../test/render-component';
import { Menu, MenuItem } from './menu';
import { Tabs } from './tabs';

const TABS = ['posts', 'about', 'photos'] as const;

function ProfileTabs() {
  const [selected, setSelected] = useState<(typeof TABS)[number]>('posts');
  return (
    <Tabs
      tabs={TABS}
      labels={{ posts: 'Posts', about: 'About', photos: 'Photos' }}
      selected={selected}
      onSelect={setSelected}
      hrefOf={(tab) => `/profile/${tab}`}
      label="Profile"
      idPrefix="profile"
    />
  );
}

describe('the arrow keys right to left', () => {
  it('move between tabs the way the row reads: ← is the next tab in Arabic', async () => {
    const { events } = renderComponent(<ProfileTabs />);
    screen.getByRole('tab', { name: 'Posts' }).focus();
    await events.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();

    await act(() => activateLanguage('ar'));
    await events.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    await events.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
  });

  it('take a submenu back with the arrow pointing back: → in Arabic', async () => {
    const back = vi.fn();
    const { events } = renderComponent(
      <Menu label="Settings & privacy" onEscape={() => undefined} onArrowLeft={back}>
        <MenuItem onSelect={() => undefined}>Language</MenuItem>
      </Menu>,
    );
    await act(() => activateLanguage('ar'));
    await screen.findByRole('menuitem', { name: 'Language' });
    await events.keyboard('{ArrowLeft}');
    expect(back).not.toHaveBeenCalled();
    await events.keyboard('{ArrowRight}');
    expect(back).toHaveBeenCalledOnce();
  });
});
