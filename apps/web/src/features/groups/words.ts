/** The words of the groups screens (issue 18 §6): people and tests look for them as written. */
import type { GroupPrivacy } from '@quad/contract';

export const GROUPS = 'Groups';
export const YOUR_GROUPS = 'Your groups';
export const SUGGESTED_GROUPS = 'Suggested for you';
export const CREATE_GROUP = 'Create group';
export const SEARCH_GROUPS = 'Search groups';
export const NO_GROUPS_YET = 'You are not in any group yet.';
export const NO_GROUPS_FOUND = 'No groups match your search.';
export const NO_EVENTS = 'No events yet';
export const WAITING_FOR_APPROVAL = 'Waiting for approval';
export const REPORTS = 'Reports';
export const NO_REPORTS = 'Nothing in the group is reported.';
export const DISMISS = 'Dismiss';

/** What each privacy means, in one line. */
export const PRIVACY_MEANINGS: Record<GroupPrivacy, string> = {
  public: 'Anyone can see the group, its members and posts, and join at once.',
  private:
    'Anyone can find the group and see its description; only members see posts and members. People ask to join.',
  hidden: 'Only members and people invited know the group exists.',
};

/** The tabs of a group's page, in their order, with the path segment of each. */
export const TABS = {
  posts: 'Posts',
  about: 'About',
  members: 'Members',
  events: 'Events',
  requests: 'Requests',
  settings: 'Settings',
} as const;
export type TabId = keyof typeof TABS;
