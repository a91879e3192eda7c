/** The words of the groups screens (issue 18 §6): people and tests look for them as written. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GroupKind, GroupNotifySetting, GroupPrivacy, GroupRole } from '@quad/contract';

/** The contract's labels of a group's kind, privacy, roles and notifications, translated. */
export const KIND_LABELS: Record<GroupKind, MessageDescriptor> = {
  club: msg`Club`,
  course: msg`Course`,
  residence: msg`Residence`,
  interest: msg`Interest`,
  college: msg`College`,
};

export const PRIVACY_LABELS: Record<GroupPrivacy, MessageDescriptor> = {
  public: msg`Public`,
  private: msg`Private`,
  hidden: msg`Hidden`,
};

export const ROLE_LABELS: Record<GroupRole, MessageDescriptor> = {
  admin: msg`Admin`,
  moderator: msg`Moderator`,
  member: msg`Member`,
};

export const NOTIFY_LABELS: Record<GroupNotifySetting, MessageDescriptor> = {
  all: msg`All posts`,
  highlights: msg`Highlights`,
  off: msg`Off`,
};

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
