import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../test/render-component';
import { Tabs } from './tabs';

const TABS = ['posts', 'members'] as const;

const renderTabs = (onSelect: (tab: (typeof TABS)[number]) => void) =>
  renderComponent(
    <Tabs
      tabs={TABS}
      labels={{ posts: 'Posts', members: 'Members' }}
      selected="posts"
      onSelect={onSelect}
      hrefOf={(tab) => (tab === 'posts' ? '/groups/chess' : `/groups/chess/${tab}`)}
      label="Group sections"
      idPrefix="group"
    />,
  );

describe('Tabs', () => {
  it('are links to the addresses that show them, so a server-drawn tab opens before the app runs', () => {
    renderTabs(() => undefined);
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('href', '/groups/chess');
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute(
      'href',
      '/groups/chess/members',
    );
  });

  it('show a tab in place when clicked, and leave a click for a new window to the browser', async () => {
    const onSelect = vi.fn();
    const { events } = renderTabs(onSelect);
    await events.click(screen.getByRole('tab', { name: 'Members' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('members');

    // Seen last (on window, after React's listener), then stopped: jsdom opens no windows.
    let leftToTheBrowser = false;
    const followed = (event: Event) => {
      leftToTheBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', followed);
    fireEvent.click(screen.getByRole('tab', { name: 'Members' }), { ctrlKey: true });
    window.removeEventListener('click', followed);
    expect(leftToTheBrowser).toBe(true);
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
