/** What the event tests share: posting an event, answering it, a group with its roles. */
import type { CreateEventRequest, GroupPrivacy, GroupRole } from '@quad/contract';
import { expect } from 'vitest';
import { makeMember, type TestMember } from './members';
import type { TestApp } from './test-app';
import { groupMembers, groups } from '../src/db/schema';
import { newId } from '../src/infra/ids';

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

/** A group with these members and roles, made in the database (the groups module is elsewhere). */
export const makeGroup = async (
  t: TestApp,
  privacy: GroupPrivacy,
  members: [TestMember, GroupRole][],
) => {
  const id = newId();
  const slug = `club-${id.slice(-8)}`;
  await t.db.insert(groups).values({
    id,
    slug,
    name: `Club ${id.slice(-4)}`,
    kind: 'club',
    privacy,
    memberCount: members.length,
  });
  if (members.length > 0) {
    await t.db
      .insert(groupMembers)
      .values(members.map(([member, role]) => ({ groupId: id, userId: member.id, role })));
  }
  return { id, slug };
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
