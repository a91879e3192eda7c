import { Tabs, tabIdOf, tabPanelIdOf } from '../../ui';
import { TABS, type TabId } from './words';

export const tabId = (tab: TabId) => tabIdOf('group', tab);
export const panelId = (tab: TabId) => tabPanelIdOf('group', tab);

interface GroupTabsProps {
  tabs: TabId[];
  selected: TabId;
  onSelect: (tab: TabId) => void;
}

/** The group page's sections as tabs. */
export function GroupTabs({ tabs, selected, onSelect }: GroupTabsProps) {
  return (
    <Tabs
      tabs={tabs}
      labels={TABS}
      selected={selected}
      onSelect={onSelect}
      label="Group sections"
      idPrefix="group"
    />
  );
}
