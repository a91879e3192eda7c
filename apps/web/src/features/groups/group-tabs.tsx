import { useRef, type KeyboardEvent } from 'react';
import styles from './groups.module.css';
import { TABS, type TabId } from './words';

export const tabId = (tab: TabId) => `group-tab-${tab}`;
export const panelId = (tab: TabId) => `group-panel-${tab}`;

interface GroupTabsProps {
  tabs: TabId[];
  selected: TabId;
  onSelect: (tab: TabId) => void;
}

/**
 * The page's tabs (role="tablist"): one Tab stop, the arrow keys, Home and End move between the
 * tabs and show each one's panel.
 */
export function GroupTabs({ tabs, selected, onSelect }: GroupTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label="Group sections" className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab}
          id={tabId(tab)}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
        >
          {TABS[tab]}
        </button>
      ))}
    </div>
  );
}
