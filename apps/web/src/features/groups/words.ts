/** The words of the groups screens (issue 18 §6): people and tests look for them as written. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GroupPrivacy } from '@quad/contract';

/** What each privacy means, in one line. */
export const PRIVACY_MEANINGS: Record<GroupPrivacy, MessageDescriptor> = {
  public: msg`Anyone can see the group, its members and posts, and join at once.`,
  private: msg`Anyone can find the group and see its description; only members see posts and members. People ask to join.`,
  hidden: msg`Only members and people invited know the group exists.`,
};

/** The tabs of a group's page, in their order, with the path segment of each. */
export const TABS = {
  posts: msg`Posts`,
  about: msg`About`,
  members: msg`Members`,
  events: msg`Events`,
  requests: msg`Requests`,
  settings: msg`Settings`,
} as const;
export type TabId = keyof typeof TABS;
