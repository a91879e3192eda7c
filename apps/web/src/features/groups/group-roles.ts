import type { Group } from '@quad/contract';
import { TABS, type TabId } from './words';

/** Whether the viewer runs the group: its admins and moderators, and the site's moderators. */
export const runsGroup = (group: Group) =>
  group.viewerRole === 'admin' || group.viewerRole === 'moderator' || group.siteModerator;

/** Whether the viewer may change the group's settings and cover: its admins and site moderators. */
export const administersGroup = (group: Group) =>
  group.viewerRole === 'admin' || group.siteModerator;

/** The tabs of the group's page the viewer has: Requests and Settings for those who run it. */
export const tabsFor = (group: Group): TabId[] => [
  'posts',
  'about',
  'members',
  'events',
  ...(runsGroup(group) ? (['requests', 'settings'] as const) : []),
];

const isTab = (value: string | undefined): value is TabId => !!value && value in TABS;

/**
 * The tab the page shows for the `tab` of its address: the Posts tab for a name it does not know
 * or a tab the viewer does not have (the server draws the same, and reads that tab's data only).
 */
export const shownGroupTab = (group: Group, tab: string | undefined): TabId =>
  isTab(tab) && tabsFor(group).includes(tab) ? tab : 'posts';
