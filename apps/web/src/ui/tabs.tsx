import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { horizontalStep } from './direction';
import styles from './tabs.module.css';

/** The ids of a tab and of its panel (role="tabpanel", aria-labelledby the tab). */
export const tabIdOf = (prefix: string, tab: string) => `${prefix}-tab-${tab}`;
export const tabPanelIdOf = (prefix: string, tab: string) => `${prefix}-panel-${tab}`;

interface TabsProps<T extends string> {
  tabs: readonly T[];
  labels: Record<T, string>;
  selected: T;
  onSelect: (tab: T) => void;
  /** The address that shows a tab: followed as a link when clicked before the app has started. */
  hrefOf: (tab: T) => string;
  /** The tablist's accessible name. */
  label: string;
  /** Starts the ids of the tabs and their panels (tabIdOf, tabPanelIdOf). */
  idPrefix: string;
}

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A page's tabs (role="tablist"): one Tab stop, the arrow keys, Home and End move between the
 * tabs and show each one's panel; → is the next tab, or the previous one right to left. Each tab
 * is a link to the address that shows it, so a tab chosen on a screen drawn by the server before
 * its script has run still opens.
 */
export function Tabs<T extends string>({
  tabs,
  labels,
  selected,
  onSelect,
  hrefOf,
  label,
  idPrefix,
}: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = tabs.indexOf(selected);
    const step = horizontalStep(event.key, event.currentTarget);
    const ends: Record<string, number> = { Home: 0, End: tabs.length - 1 };
    const target = step === 0 ? ends[event.key] : index + step;
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next);
    listRef.current?.querySelector<HTMLElement>(`#${tabIdOf(idPrefix, next)}`)?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <a
          key={tab}
          id={tabIdOf(idPrefix, tab)}
          href={hrefOf(tab)}
          role="tab"
          aria-selected={tab === selected}
          aria-controls={tabPanelIdOf(idPrefix, tab)}
          tabIndex={tab === selected ? 0 : -1}
          className={styles.tab}
          onClick={(event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            onSelect(tab);
          }}
          onKeyDown={onKeyDown}
        >
          {labels[tab]}
        </a>
      ))}
    </div>
  );
}
