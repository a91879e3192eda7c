/** Groups for the group tests: made, joined and answered through the API. */
import type { CreateGroupRequest } from '@quad/contract';
import { expect } from 'vitest';
import type { TestMember } from '../../../test/members';
import type { TestApp } from '../../../test/test-app';

export const SITE_MODERATOR_EMAIL = 'kim.mod@coastal.edu';

/** Creates a group and answers it; fails the test unless it is created. */
export const makeGroup = async (
  t: TestApp,
  admin: TestMember,
  body: Partial<CreateGroupRequest> = {},
) => {
  const response = await t.call('createGroup', {
    token: admin.token,
    body: { name: 'Robotics club', kind: 'club', privacy: 'public', ...body },
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
};

export const join = (t: TestApp, member: TestMember, slug: string, answers?: string[]) =>
  t.call('joinGroup', {
    token: member.token,
    params: { slug },
    body: answers ? { answers } : {},
  });

/** `member` is in the group, by joining a public one or being approved in a private one. */
export const joined = async (t: TestApp, admin: TestMember, member: TestMember, slug: string) => {
  const answer = await join(t, member, slug, ['Yes', 'Yes', 'Yes']);
  expect(answer.status, answer.text).toBe(200);
  if (answer.body.viewerState === 'requested') {
    const approved = await t.call('approveGroupRequest', {
      token: admin.token,
      params: { slug, userId: member.id },
    });
    expect(approved.status, approved.text).toBe(200);
  }
};

export const viewGroup = (t: TestApp, member: TestMember, slug: string) =>
  t.call('getGroup', { token: member.token, params: { slug } });

export const membersOf = (t: TestApp, member: TestMember, slug: string, q?: string) =>
  t.call('getGroupMembers', {
    token: member.token,
    params: { slug },
    ...(q === undefined ? {} : { query: { q } }),
  });
