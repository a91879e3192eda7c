import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { GroupPrivacy, GroupSummary } from '@quad/contract';
import { KIND_LABELS } from './words';

export const memberCount = (i18n: I18n, count: number) =>
  i18n._(msg`${plural(count, { one: '# member', other: '# members' })}`);

const privacyGroup = (i18n: I18n, privacy: GroupPrivacy) => {
  switch (privacy) {
    case 'private':
      return i18n._(msg`Private group`);
    case 'hidden':
      return i18n._(msg`Hidden group`);
    default:
      return i18n._(msg`Public group`);
  }
};

/** "Private group · Club · 12 members": the privacy and kind as words, not only icons. */
export const groupFacts = (
  i18n: I18n,
  group: Pick<GroupSummary, 'privacy' | 'kind' | 'memberCount'>,
) =>
  [
    privacyGroup(i18n, group.privacy),
    i18n._(KIND_LABELS[group.kind]),
    memberCount(i18n, group.memberCount),
  ].join(' · ');

export const groupPath = (slug: string) => `/groups/${encodeURIComponent(slug)}`;
