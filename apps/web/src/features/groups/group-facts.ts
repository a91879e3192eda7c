import { GROUP_KIND_LABELS, GROUP_PRIVACY_LABELS, type GroupSummary } from '@quad/contract';

export const memberCount = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** "Private group · Club · 12 members": the privacy and kind as words, not only icons. */
export const groupFacts = (group: Pick<GroupSummary, 'privacy' | 'kind' | 'memberCount'>) =>
  [
    `${GROUP_PRIVACY_LABELS[group.privacy]} group`,
    GROUP_KIND_LABELS[group.kind],
    memberCount(group.memberCount),
  ].join(' · ');

export const groupPath = (slug: string) => `/groups/${encodeURIComponent(slug)}`;
