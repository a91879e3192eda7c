import { useLingui } from '@lingui/react/macro';
import { Tabs, tabIdOf, tabPanelIdOf } from '../../ui';
import { TABS, type TabId } from './words';

export const tabId = (tab: TabId) => tabIdOf('group', tab);
export const panelId = (tab: TabId) => tabPanelIdOf('group', tab);

interface GroupTabsProps {
  tabs: TabId[];
  selected: TabId;
  onSelect: (tab: TabId) => void;
  hrefOf: (tab: TabId) => string;
}

/** The group page's sections as tabs. */
export function GroupTabs({ tabs, selected, onSelect, hrefOf }: GroupTabsProps) {
  const { i18n, t } = useLingui();
  return (
    <Tabs
      tabs={tabs}
      labels={
        Object.fromEntries(tabs.map((tab) => [tab, i18n._(TABS[tab])])) as Record<TabId, string>
      }
      selected={selected}
      onSelect={onSelect}
      hrefOf={hrefOf}
      label={t`Group sections`}
      idPrefix="group"
    />
  );
}
