/** Groups as the server answers them, for the groups screens' tests. */
import type { Group, GroupMember, GroupSummary } from '@quad/contract';
import { makeSummary } from '../../test/factories';

let sequence = 0;

export const makeGroupSummary = (overrides: Partial<GroupSummary> = {}): GroupSummary => {
  sequence += 1;
  return {
    _id: `0190a1b2-c3d4-7e5f-8a9b-${String(sequence).padStart(8, '0')}9999`,
    slug: `group-${sequence}`,
    name: `Group ${sequence}`,
    kind: 'club',
    privacy: 'public',
    cover: '',
    description: 'We meet on Fridays.',
    memberCount: 12,
    viewerState: 'none',
    viewerRole: null,
    ...overrides,
  };
};

export const makeGroup = (overrides: Partial<Group> = {}): Group => ({
  ...makeGroupSummary(),
  rules: [],
  questions: [],
  college: null,
  postApproval: false,
  membersCanInvite: true,
  faces: [makeSummary('Ada', 'Lovelace'), makeSummary('Alan', 'Turing')],
  notify: null,
  canSeeContent: true,
  canInvite: false,
  siteModerator: false,
  createdAt: '2024-09-01T12:00:00.000Z',
  ...overrides,
});

/** A member of the group the viewer belongs to, with their role. */
export const memberOf = (
  role: Group['viewerRole'] & string,
): Pick<Group, 'viewerState' | 'viewerRole' | 'notify'> => ({
  viewerState: 'member',
  viewerRole: role,
  notify: 'highlights',
});

export const makeGroupMember = (
  first: string,
  last: string,
  role: GroupMember['role'] = 'member',
  id?: string,
): GroupMember => ({
  ...makeSummary(first, last, id),
  role,
  joinedAt: '2024-09-02T12:00:00.000Z',
});
