/** What the event tests share: posting an event, answering it, a group with its roles. */
import type { CreateEventRequest, GroupPrivacy, GroupRole } from '@quad/contract';
import { expect } from 'vitest';
import { addGroupMember, makeGroup as makeTestGroup } from './groups';
import { makeMember, type TestMember } from './members';
import type { TestApp } from './test-app';

/** An event a week after the clock's now, at a whole hour. */
export const inDays = (t: TestApp, count: number) => {
  const at = new Date(t.clock.now().getTime() + count * 86_400_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
};

export const postEvent = async (
  t: TestApp,
  host: TestMember,
  form: Partial<CreateEventRequest>,
) => {
  const response = await t.call('createEvent', {
    token: host.token,
    body: { title: 'Robotics night', starts_at: inDays(t, 7), ...form },
  });
  expect(response.status, response.text).toBe(201);
  if (!response.body.event) throw new Error('the post carries no event');
  return response.body;
};

export const answer = (
  t: TestApp,
  member: TestMember,
  postId: string,
  choice: 'going' | 'interested' | 'cant_go',
) => t.call('answerEvent', { token: member.token, params: { postId }, body: { answer: choice } });

/** A group of this privacy whose first member (its admin) makes it, with the others in their roles. */
export const makeGroup = async (
  t: TestApp,
  privacy: GroupPrivacy,
  [[admin], ...others]: [[TestMember, 'admin'], ...[TestMember, GroupRole][]],
) => {
  const group = await makeTestGroup(t, admin, { privacy });
  for (const [member, role] of others) await addGroupMember(t, group, member, { role });
  return group;
};

export const notificationKinds = async (t: TestApp, member: TestMember) => {
  const list = await t.call('getNotifications', { token: member.token, query: { limit: 50 } });
  return list.body.map((each) => ({ kind: each.kind, post: each.post_id }));
};

const NAMES = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];

/** `count` members with different names (usernames come from names), one after the other. */
export const makeMembers = async (t: TestApp, count: number) => {
  const made: TestMember[] = [];
  for (let index = 0; index < count; index += 1) {
    made.push(await makeMember(t, { first_name: NAMES[index % NAMES.length] ?? 'Kim' }));
  }
  return made as [TestMember, TestMember, TestMember, TestMember, ...TestMember[]];
};
