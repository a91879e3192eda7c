import type { DeliverySettings, Notification } from '@quad/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/rows';
import { startSession } from '../modules/auth/sessions';
import { nextLink } from '../../test/posts';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PHOTO_FRIEND_POSTS, SEED_CAMPUS } from './campus';
import { fillCampus } from './fill';
import { firstMember } from './first-member';
import { POSTS_IN_LANGUAGES, SPANISH_MEMBER_NUMBER, spanishMember } from './languages';

let t: TestApp;
let member: { id: string; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  await fillCampus(t.app.context, SEED_CAMPUS, {
    now: t.clock.now(),
    domain: t.config.universityDomain,
    passwordHash: 'not a password anyone signs in with here',
  });
  const first = await firstMember(t.app.context);
  if (!first) throw new Error('the seed made no member');
  member = { id: first.id, token: await startSession(t.app.context, first.id) };
}, 120_000);
afterAll(() => t.close());

const headers = () => ({ authorization: `Bearer ${member.token}` });

/** Every page of the member's notifications, newest first. */
const allNotifications = async () => {
  const all: Notification[] = [];
  let url: string | undefined = '/api/v1/notifications?limit=50';
  while (url) {
    const response = await t.inject<Notification[]>({ method: 'GET', url, headers: headers() });
    expect(response.status).toBe(200);
    all.push(...response.body);
    url = nextLink(response.headers);
  }
  return all;
};

describe('the seeded member (the one seed prints)', () => {
  it('has chosen how notifications reach them, and has a digest in the outbox', async () => {
    const settings = await t.inject<DeliverySettings>({
      method: 'GET',
      url: '/api/v1/settings/delivery',
      headers: headers(),
    });
    expect(settings.body).toMatchObject({
      digest: 'daily',
      show_message_text: true,
      kinds: { comment: { email: 'immediately' }, new_follower: { push: false, email: 'off' } },
    });
    const first = await firstMember(t.app.context);
    const digest = await t.readOutbox(first!.email);
    expect(digest?.subject).toBe('Your day on Quad');
    expect(digest?.text).toContain('Notifications');
    expect(digest?.html).toMatch(/<meta name="color-scheme" content="light dark"\s*\/?>/);
  });

  it('finds unread notifications of every kind, and a month of read ones', async () => {
    const counts = await t.call('getNotificationCounts', { token: member.token });
    expect(counts.status).toBe(200);
    expect(counts.body.unread).toBeGreaterThan(0);

    const list = await allNotifications();
    expect(list.filter((each) => !each.read)).toHaveLength(counts.body.unread);
    const unreadKinds = new Set(list.filter((each) => !each.read).map((each) => each.kind));
    expect([...unreadKinds].sort()).toEqual([
      'comment',
      'comment_on_commented',
      'event_cancelled',
      'event_changed',
      'event_invitation',
      'friend_request',
      'group_invitation',
      'group_post',
      'group_role',
      'mention',
      'new_follower',
      'reaction',
      'request_accepted',
    ]);
    const read = list.filter((each) => each.read);
    expect(read.length).toBeGreaterThan(0);
    const now = t.clock.now().getTime();
    const oldest = Math.min(...read.map((each) => Date.parse(each.createdAt)));
    expect(now - oldest).toBeGreaterThan(14 * 86_400_000);
    expect(list.every((each) => Date.parse(each.createdAt) <= now)).toBe(true);
  });

  it('has reaction notifications only about their own posts, with the others counted', async () => {
    const reactionNotices = (await allNotifications()).filter((each) => each.kind === 'reaction');
    expect(reactionNotices.length).toBeGreaterThan(1);
    for (const notice of reactionNotices) {
      const postId = notice.post_id ?? '';
      const post = await t.call('getPost', { token: member.token, params: { postId } });
      expect(post.status).toBe(200);
      expect(post.body.user._id).toBe(member.id);
      const reacts = await t.call('getReacts', { token: member.token, params: { postId } });
      expect(reacts.status).toBe(200);
      const byOthers = reacts.body.total - (reacts.body.check ? 1 : 0);
      expect(byOthers).toBeGreaterThan(0);
      expect(notice.others).toBe(byOthers - 1);
    }
  });

  it('has conversations with friends, two or more with messages unread', async () => {
    const conversations = await t.call('getConversations', { token: member.token });
    expect(conversations.status).toBe(200);
    const unread = conversations.body.filter((each) => each.unread > 0);
    expect(unread.length).toBeGreaterThanOrEqual(2);
    expect(conversations.body.length).toBeGreaterThan(unread.length);
    const counts = await t.call('getMessageCounts', { token: member.token });
    expect(counts.body.unread).toBe(unread.length);

    for (const summary of conversations.body) {
      const conversation = await t.call('getConversation', {
        token: member.token,
        params: { username: summary.member.username },
      });
      expect(conversation.status).toBe(200);
      expect(conversation.body.canMessage).toBe(true);
      const { messages } = conversation.body;
      expect(messages.length).toBeGreaterThanOrEqual(4);
      // Back and forth: both wrote, and the unread ones are the friend's latest.
      expect(new Set(messages.map((message) => message.sender))).toEqual(
        new Set([member.id, summary.member._id]),
      );
      const latest = messages.slice(0, summary.unread);
      expect(latest.every((message) => message.sender === summary.member._id)).toBe(true);
    }
  });

  it('has a friend with a profile full of photos: ten posts or more, several with photos', async () => {
    const infos = await t.call('getFriendsPageInfos', { token: member.token });
    expect(infos.status).toBe(200);
    const profiles = [];
    for (const friend of infos.body.data.friends) {
      const posts = await t.call('getUserPosts', {
        token: member.token,
        params: { userId: friend._id },
        query: { limit: 50 },
      });
      expect(posts.status).toBe(200);
      const photos = posts.body.filter((post) => (post.images?.length ?? 0) > 0).length;
      profiles.push({ posts: posts.body.length, photos });
    }
    expect(profiles.some(({ posts, photos }) => posts >= PHOTO_FRIEND_POSTS && photos >= 3)).toBe(
      true,
    );
  });
});

describe('the seeded hashtags and mentions', () => {
  it('fill Trending on campus and the hashtag pages, and mention the seeded member', async () => {
    const trending = await t.call('getTrendingHashtags', { token: member.token });
    expect(trending.status).toBe(200);
    expect(trending.body.length).toBeGreaterThanOrEqual(3);
    expect(trending.body[0]?.tag).toBe('finalsweek');
    expect(trending.body[0]?.members).toBeGreaterThanOrEqual(4);
    const page = await t.call('getHashtagPosts', {
      token: member.token,
      params: { tag: 'FinalsWeek' },
    });
    expect(page.body.length).toBeGreaterThanOrEqual(5);
    for (const post of page.body) expect(post.text?.toLowerCase()).toContain('#finalsweek');
    // The campus's older posts carry tags too.
    const older = await t.call('getHashtagPosts', {
      token: member.token,
      params: { tag: 'ccuLife' },
    });
    expect(older.body.length).toBeGreaterThan(0);
    const mentions = (await allNotifications()).filter((each) => each.kind === 'mention');
    expect(mentions.map((each) => each.mentioned_in).sort()).toEqual(['comment', 'post']);
  });
});

describe('every member’s notifications', () => {
  it('each tell of something that happened, at the time it happened', async () => {
    const untrue = await selectRows<{ kind: string; count: number }>(
      t.db,
      sql`
      select n.kind, count(*)::int as count from notifications n
      where n.created_at > ${t.clock.now().toISOString()}::timestamptz
        or n.read_at < n.created_at
        or case n.kind
          when 'reaction' then not exists (
            select 1 from reactions r join posts p on p.id = r.post_id
            where r.post_id = n.post_id and r.user_id = n.actor_id and p.user_id = n.user_id
              and r.created_at = n.created_at
              and not exists (
                select 1 from reactions newer
                where newer.post_id = r.post_id and newer.user_id <> p.user_id
                  and newer.created_at > r.created_at))
          when 'comment' then not exists (
            select 1 from comments c join posts p on p.id = c.post_id
            where c.id = n.comment_id and c.user_id = n.actor_id and p.user_id = n.user_id
              and c.created_at = n.created_at)
          when 'comment_on_commented' then not exists (
            select 1 from comments c join comments earlier on earlier.post_id = c.post_id
            where c.id = n.comment_id and c.user_id = n.actor_id and c.created_at = n.created_at
              and earlier.user_id = n.user_id and earlier.created_at < c.created_at)
          when 'mention' then not exists (
            select 1 from posts p
            left join comments c on c.id = n.comment_id
            join users u on u.id = n.user_id
            where p.id = n.post_id
              and coalesce(c.user_id, p.user_id) = n.actor_id
              and coalesce(c.created_at, p.created_at) = n.created_at
              and coalesce(c.text, p.text) like '%@' || u.username || '%')
          when 'friend_request' then not exists (
            select 1 from friend_requests r
            where r.sender_id = n.actor_id and r.receiver_id = n.user_id
              and r.created_at = n.created_at)
            and not exists (
              select 1 from friendships f
              where f.user_id = n.user_id and f.friend_id = n.actor_id
                and f.created_at >= n.created_at and n.read_at = f.created_at)
          when 'request_accepted' then not exists (
            select 1 from friendships f
            where f.user_id = n.user_id and f.friend_id = n.actor_id
              and f.created_at = n.created_at)
          when 'new_follower' then not exists (
            select 1 from follows f
            where f.follower_id = n.actor_id and f.followee_id = n.user_id
              and f.created_at = n.created_at)
          when 'group_request_approved' then not exists (
            select 1 from group_actions a join group_members m
              on m.group_id = a.group_id and m.user_id = a.subject_id
            where a.group_id = n.group_id and a.action = 'approve_request'
              and a.actor_id = n.actor_id and a.subject_id = n.user_id
              and a.created_at = n.created_at and m.joined_at = n.created_at)
          when 'group_post' then not exists (
            select 1 from posts p join group_members m
              on m.group_id = p.group_id and m.user_id = n.user_id
            where p.id = n.post_id and p.group_id = n.group_id and p.user_id = n.actor_id
              and not p.pending and m.joined_at <= n.created_at
              and n.created_at in (p.created_at, p.pinned_at))
          when 'content_removed' then not exists (
            select 1 from group_actions a
            where a.group_id = n.group_id and a.action = 'remove_post'
              and a.subject_id = n.user_id and a.reason = n.reason
              and a.created_at = n.created_at)
          when 'group_invitation' then not exists (
            select 1 from group_invitations i
            where i.group_id = n.group_id and i.invitee_id = n.user_id
              and i.inviter_id = n.actor_id and i.created_at = n.created_at)
          when 'group_role' then not exists (
            select 1 from group_actions a join group_members m
              on m.group_id = a.group_id and m.user_id = a.subject_id
            where a.group_id = n.group_id and a.action = 'set_role' and a.reason = n.role
              and a.actor_id = n.actor_id and a.subject_id = n.user_id
              and a.created_at = n.created_at and m.role = n.role)
          when 'event_invitation' then not exists (
            select 1 from events e join posts p on p.id = e.post_id
            where e.post_id = n.post_id and p.user_id = n.actor_id
              and p.created_at <= n.created_at and e.starts_at > n.created_at)
          when 'event_changed' then not exists (
            select 1 from events e join posts p on p.id = e.post_id
            join event_answers a on a.post_id = e.post_id and a.user_id = n.user_id
            where e.post_id = n.post_id and p.user_id = n.actor_id and e.sequence > 0
              and e.updated_at >= n.created_at and a.answered_at <= n.created_at)
          when 'event_cancelled' then not exists (
            select 1 from events e join event_answers a
              on a.post_id = e.post_id and a.user_id = n.user_id
            where e.post_id = n.post_id and a.answered_at <= n.created_at
              and (e.cancelled_at = n.created_at or exists (
                select 1 from event_cancellations c where c.post_id = e.post_id)))
          when 'event_seat' then not exists (
            select 1 from event_answers a
            where a.post_id = n.post_id and a.user_id = n.user_id and a.answer = 'going'
              and a.answered_at = n.created_at and a.waitlisted_at is null)
          else true
        end
      group by n.kind`,
    );
    expect(untrue).toEqual([]);

    const [made] = await selectRows<{ members: number; kinds: number; unread: number }>(
      t.db,
      sql`select count(distinct user_id)::int as members, count(distinct kind)::int as kinds,
        count(*) filter (where read_at is null)::int as unread from notifications`,
    );
    expect(made?.members).toBeGreaterThan(SEED_CAMPUS.members / 2);
    expect(made?.kinds).toBe(16);
    expect(made?.unread).toBeGreaterThan(0);
  });

  it('include one about each comment on a post by someone else', async () => {
    const [missing] = await selectRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from comments c join posts p on p.id = c.post_id
        where c.user_id <> p.user_id and not exists (
          select 1 from notifications n
          where n.comment_id = c.id and n.kind = 'comment' and n.user_id = p.user_id)`,
    );
    expect(missing?.count).toBe(0);
  });
});

/** A session for someone picked by SQL (`id`), or undefined when nobody fits. */
const sessionOf = async (query: ReturnType<typeof sql>) => {
  const [row] = await selectRows<{ id: string }>(t.db, query);
  return row ? { id: row.id, token: await startSession(t.app.context, row.id) } : undefined;
};

const HIDDEN = 'orientation-leaders-2026';

describe('the seeded groups', () => {
  it('put the seeded member in several groups, their college’s among them', async () => {
    const mine = await t.call('getMyGroups', { token: member.token, query: { limit: 50 } });
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThanOrEqual(4);
    const [me] = await selectRows<{ college: string }>(
      t.db,
      sql`select ccu_college as college from users where id = ${member.id}::uuid`,
    );
    expect(mine.body).toContainEqual(
      expect.objectContaining({ kind: 'college', name: me?.college, viewerRole: 'member' }),
    );
    const roles = new Set(mine.body.map((group) => group.viewerRole));
    expect([...roles].sort()).toEqual(['admin', 'member', 'moderator']);
  });

  it('have the seeded member administer a private group with requests and their answers waiting', async () => {
    const mine = await t.call('getMyGroups', { token: member.token, query: { limit: 50 } });
    const administered = mine.body.find((group) => group.viewerRole === 'admin');
    if (!administered) throw new Error('the seeded member administers no group');
    const group = await t.call('getGroup', {
      token: member.token,
      params: { slug: administered.slug },
    });
    expect(group.status).toBe(200);
    expect(group.body).toMatchObject({ viewerRole: 'admin', privacy: 'private' });
    expect(group.body.questions.length).toBeGreaterThan(0);
    expect(group.body.rules.length).toBeGreaterThan(0);

    const requests = await t.call('getGroupRequests', {
      token: member.token,
      params: { slug: administered.slug },
    });
    expect(requests.status).toBe(200);
    expect(requests.body.length).toBeGreaterThanOrEqual(1);
    for (const request of requests.body) {
      expect(request.answers).toHaveLength(group.body.questions.length);
      expect(request.answers.every((each) => each.answer.length > 0)).toBe(true);
    }

    const log = await t.call('getGroupLog', {
      token: member.token,
      params: { slug: administered.slug },
      query: { limit: 50 },
    });
    expect(log.status).toBe(200);
    const actions = log.body.map((entry) => entry.action);
    expect(actions).toContain('approve_request');
    expect(actions).toContain('decline_request');
    expect(actions).toContain('set_role');
    expect(actions).toContain('approve_post');
  });

  it('invite the seeded member to a hidden group, and have them waiting to join a private one', async () => {
    const invitations = (await allNotifications()).filter(
      (each) => each.kind === 'group_invitation',
    );
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ read: false, group: { slug: HIDDEN } });
    const hidden = await t.call('getGroup', { token: member.token, params: { slug: HIDDEN } });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ privacy: 'hidden', viewerState: 'invited' });

    const asked = await t.call('searchGroups', {
      token: member.token,
      query: { q: 'Tower Hall', limit: 10 },
    });
    expect(asked.body).toContainEqual(
      expect.objectContaining({ privacy: 'private', viewerState: 'requested' }),
    );
  });

  it('keep the hidden group from everyone outside it, in search as in its page', async () => {
    const [group] = await selectRows<{ id: string }>(
      t.db,
      sql`select id from groups where slug = ${HIDDEN}`,
    );
    const outsider = await sessionOf(sql`
      select u.id from users u where u.verified
        and not exists (select 1 from group_members m
          where m.group_id = ${group?.id}::uuid and m.user_id = u.id)
        and not exists (select 1 from group_invitations i
          where i.group_id = ${group?.id}::uuid and i.invitee_id = u.id)
      limit 1`);
    const insider = await sessionOf(sql`
      select user_id as id from group_members where group_id = ${group?.id}::uuid limit 1`);
    if (!outsider || !insider) throw new Error('the hidden group has no members or no outsiders');
    const search = (token: string) =>
      t.call('searchGroups', { token, query: { q: 'Orientation Leaders', limit: 10 } });

    expect((await search(outsider.token)).body.map((each) => each.slug)).not.toContain(HIDDEN);
    const page = await t.call('getGroup', { token: outsider.token, params: { slug: HIDDEN } });
    expect(page.status).toBe(404);

    expect((await search(insider.token)).body.map((each) => each.slug)).toContain(HIDDEN);
  });

  it('count their members right, with every verified member in their college’s group', async () => {
    const wrong = await selectRows<{ slug: string }>(
      t.db,
      sql`select g.slug from groups g
        where g.member_count <> (select count(*) from group_members m where m.group_id = g.id)`,
    );
    expect(wrong).toEqual([]);
    const outside = await selectRows<{ id: string }>(
      t.db,
      sql`select u.id from users u where u.verified and not exists (
        select 1 from group_members m join groups g on g.id = m.group_id
        where m.user_id = u.id and g.college = u.ccu_college)`,
    );
    expect(outside).toEqual([]);
    const [made] = await selectRows<{ kinds: number; privacies: number; bans: number }>(
      t.db,
      sql`select count(distinct kind)::int as kinds, count(distinct privacy)::int as privacies,
        (select count(*)::int from group_bans) as bans
        from groups`,
    );
    expect(made).toEqual({ kinds: 5, privacies: 3, bans: 1 });
  });

  it('have posts, pinned ones (three at most) and one waiting in the seeded member’s group', async () => {
    const perGroup = await selectRows<{
      slug: string;
      posts: number;
      pinned: number;
      pending: number;
      last_right: boolean;
    }>(
      t.db,
      sql`select g.slug,
        count(p.id) filter (where not p.pending)::int as posts,
        count(p.id) filter (where p.pinned_at is not null)::int as pinned,
        count(p.id) filter (where p.pending)::int as pending,
        g.last_post_at is not distinct from max(p.created_at) filter (where not p.pending)
          or g.last_post_at > max(p.created_at) filter (where not p.pending) as last_right
      from groups g join posts p on p.group_id = g.id
      group by g.id`,
    );
    expect(perGroup.length).toBeGreaterThanOrEqual(10);
    expect(perGroup.every((group) => group.pinned <= 3 && group.last_right)).toBe(true);
    expect(perGroup.filter((group) => group.pinned > 0).length).toBeGreaterThanOrEqual(10);

    const mine = await t.call('getMyGroups', { token: member.token, query: { limit: 50 } });
    const administered = mine.body.find((group) => group.viewerRole === 'admin');
    expect(perGroup.find((group) => group.slug === administered?.slug)?.pending).toBe(1);
    const [reacted] = await selectRows<{ reactions: number; comments: number }>(
      t.db,
      sql`select
        (select count(*)::int from reactions r join posts p on p.id = r.post_id
          where p.group_id is not null) as reactions,
        (select count(*)::int from comments c join posts p on p.id = c.post_id
          where p.group_id is not null) as comments`,
    );
    expect(reacted?.reactions).toBeGreaterThan(20);
    expect(reacted?.comments).toBeGreaterThan(5);
  });
});

/** The seeded event with this title. */
const eventId = async (title: string) => {
  const [row] = await selectRows<{ id: string }>(
    t.db,
    sql`select post_id as id from events where title = ${title}`,
  );
  if (!row) throw new Error(`the seed made no event ${title}`);
  return row.id;
};

const eventOf = async (title: string, token = member.token) => {
  const post = await t.call('getEvent', {
    token,
    params: { postId: await eventId(title) },
  });
  expect(post.status).toBe(200);
  if (!post.body.event) throw new Error(`${title} is no event`);
  return { ...post.body.event, postId: post.body._id, text: post.body.text };
};

const titlesIn = async (list: 'upcoming' | 'going' | 'hosting' | 'past') => {
  const page = await t.call('getEvents', { token: member.token, query: { list } });
  expect(page.status).toBe(200);
  return page.body.map((post) => post.event?.title);
};

describe('the seeded events', () => {
  it('give the seeded member upcoming, hosted and past events, some hosted by groups', async () => {
    const upcoming = await titlesIn('upcoming');
    expect(upcoming).toEqual(
      expect.arrayContaining([
        'Spring Involvement Fair',
        'Build night',
        'Résumé review with Career Services',
        'Quiz 5 review session',
        'Movie night: Spirited Away',
      ]),
    );
    expect(upcoming).not.toContain('Sunset kayak paddle');
    // Theirs, and the Robotics Club's, which they moderate.
    expect((await titlesIn('hosting')).sort()).toEqual(['Build night', 'Quiz 5 review session']);
    expect(await titlesIn('past')).toContain('Marsh walk cleanup');
    expect(await titlesIn('going')).toEqual(
      expect.arrayContaining(['Build night', 'Résumé review with Career Services']),
    );

    const session = await eventOf('Quiz 5 review session');
    expect(session).toMatchObject({
      audience: 'group',
      host: { group: { name: 'CHEM 201 Study Group' } },
      can_manage: true,
    });
    const [groupHosted] = await selectRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from events e join posts p on p.id = e.post_id
        where e.group_id is not null and p.group_id = e.group_id`,
    );
    expect(groupHosted?.count).toBeGreaterThanOrEqual(4);
  });

  it('repeat a club night weekly, with one night cancelled and the time kept local', async () => {
    const build = await eventOf('Build night');
    expect(build).toMatchObject({ repeat: 'weekly', host: { group: { name: 'Robotics Club' } } });
    expect(build.occurrences.length).toBeGreaterThan(6);
    expect(build.cancelled_occurrences).toHaveLength(1);
    expect(build.occurrences).toContain(build.cancelled_occurrences[0]);
    const localHours = new Set(
      build.occurrences.map((start) =>
        new Intl.DateTimeFormat('en-US', {
          timeZone: build.time_zone,
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(new Date(start)),
      ),
    );
    expect([...localHours]).toEqual(['19']);
    expect(build.mine).toMatchObject({ answer: 'going', position: null });
  });

  it('hold Build night on the day its description names, whatever day the campus is seeded', async () => {
    const build = await eventOf('Build night');
    const named = /Every (\w+day)/.exec(build.text ?? '')?.[1];
    expect(named).toBe('Tuesday');
    const weekdays = new Set(
      build.occurrences.map((start) =>
        new Intl.DateTimeFormat('en-US', { timeZone: build.time_zone, weekday: 'long' }).format(
          new Date(start),
        ),
      ),
    );
    expect([...weekdays]).toEqual([named]);
  });

  it('have answers of every kind, counted as the guest list shows them', async () => {
    const [kinds] = await selectRows<{ answers: string[] }>(
      t.db,
      sql`select array_agg(distinct answer order by answer) as answers from event_answers`,
    );
    expect(kinds?.answers).toEqual(['cant_go', 'going', 'interested', 'waitlist']);

    const fair = await eventOf('Spring Involvement Fair');
    expect(fair.counts.going).toBeGreaterThan(3);
    expect(fair.counts.interested).toBeGreaterThan(3);
    expect(fair.mine).toEqual({ answer: 'interested', position: null });
    const guests = await t.call('getEventGuests', {
      token: member.token,
      params: { postId: fair.postId },
    });
    expect(guests.status).toBe(200);
    expect(guests.body.going).toHaveLength(fair.counts.going);
    expect(guests.body.interested).toHaveLength(fair.counts.interested);
    const [cantGo] = await selectRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from event_answers
        where post_id = ${fair.postId}::uuid and answer = 'cant_go'`,
    );
    expect(cantGo?.count).toBeGreaterThan(0);
    // It was moved indoors after they answered: they were told.
    const changed = (await allNotifications()).filter((each) => each.kind === 'event_changed');
    expect(changed.map((each) => each.post_id)).toEqual([fair.postId]);
  });

  it('fill the résumé review, whose first waiting member got a seat when someone left', async () => {
    const review = await eventOf('Résumé review with Career Services');
    expect(review.capacity).toBe(4);
    expect(review.counts).toMatchObject({ going: 4, waitlist: 2 });
    expect(review.mine).toEqual({ answer: 'waitlist', position: 1 });
    const seats = await selectRows<{ user_id: string; answer: string }>(
      t.db,
      sql`select n.user_id, a.answer from notifications n
        join event_answers a on a.post_id = n.post_id and a.user_id = n.user_id
        where n.kind = 'event_seat' and n.post_id = ${review.postId}::uuid`,
    );
    expect(seats).toEqual([expect.objectContaining({ answer: 'going' })]);
  });

  it('cancel the paddle, whose guests but those who answered Can’t go were told', async () => {
    const paddle = await eventOf('Sunset kayak paddle');
    expect(paddle.cancelled).toBe(true);
    const told = (await allNotifications()).filter((each) => each.kind === 'event_cancelled');
    expect(told.map((each) => each.post_id)).toContain(paddle.postId);
    const [untold] = await selectRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from event_answers a
        where a.post_id = ${paddle.postId}::uuid and a.answer <> 'cant_go' and not exists (
          select 1 from notifications n where n.post_id = a.post_id and n.user_id = a.user_id
            and n.kind = 'event_cancelled')`,
    );
    expect(untold?.count).toBe(0);
  });

  it('have check-ins at the marsh walk, in its check-in hour, which its host sees', async () => {
    const postId = await eventId('Marsh walk cleanup');
    const host = await sessionOf(sql`select user_id as id from posts where id = ${postId}::uuid`);
    if (!host) throw new Error('the marsh walk has no host');
    const walk = await eventOf('Marsh walk cleanup', host.token);
    const attendance = await t.call('getAttendance', { token: host.token, params: { postId } });
    expect(attendance.status).toBe(200);
    expect(attendance.body.length).toBeGreaterThanOrEqual(2);
    expect(attendance.body.map((each) => each.user._id)).toContain(member.id);
    const start = Date.parse(walk.starts_at);
    const end = Date.parse(walk.ends_at ?? '');
    for (const each of attendance.body) {
      const at = Date.parse(each.checked_in_at);
      expect(at).toBeGreaterThanOrEqual(start - 3_600_000);
      expect(at).toBeLessThan(end);
      expect(end).toBeLessThan(t.clock.now().getTime());
    }
    const [notGoing] = await selectRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from event_check_ins c
        where not exists (select 1 from event_answers a
          where a.post_id = c.post_id and a.user_id = c.user_id and a.answer = 'going')`,
    );
    expect(notGoing?.count).toBe(0);
  });

  it('invite the seeded member to a friend’s movie night that only friends see', async () => {
    const movie = await eventOf('Movie night: Spirited Away');
    expect(movie.audience).toBe('friends');
    const invitations = (await allNotifications()).filter(
      (each) => each.kind === 'event_invitation',
    );
    expect(invitations.map((each) => each.post_id)).toEqual([movie.postId]);
  });
});

describe('search on the demo campus', () => {
  it('finds the CHEM 201 textbook sale by a stemmed word, its comment, and the résumé review', async () => {
    const search = (q: string) =>
      t.call('searchEverything', { token: member.token, query: { q, type: 'posts' } });
    const sale = (await search('textbooks chem ')).body.posts ?? [];
    expect(sale[0]?.text).toMatch(/^Selling my CHEM 201 textbook/);
    expect(sale[0]?.highlights[0]?.field).toBe('text');
    const manual = (await search('manual')).body.posts ?? [];
    expect(manual[0]?._id).toBe(sale[0]?._id);
    expect(manual[0]?.matchedComment?.comment).toMatch(/lab manual/);
    const resume = (await search('resume')).body.posts ?? [];
    expect(resume.map((post) => post.text)).toContainEqual(
      expect.stringContaining('Free Résumé reviews'),
    );
    const all = await t.call('searchEverything', { token: member.token, query: { q: 'chem' } });
    expect(all.body.groups?.map((group) => group.name)).toContain('CHEM 201 Study Group');
  });
});

describe('the campus’s languages', () => {
  it('have one member use Quad in Spanish, and members post in four other languages', async () => {
    const languages = await selectRows<{ language: string }>(
      t.db,
      sql`select language from users where language is not null`,
    );
    expect(languages).toEqual([{ language: 'es' }]);
    const texts = await selectRows<{ text: string }>(
      t.db,
      sql`select text from posts where text in ${POSTS_IN_LANGUAGES.map((post) => post.text)}`,
    );
    expect(texts).toHaveLength(POSTS_IN_LANGUAGES.length);
    expect(new Set(POSTS_IN_LANGUAGES.map((post) => post.language))).toEqual(
      new Set(['es', 'fr', 'ar', 'zh-Hans']),
    );
  });

  it('have members answer those posts in their language, each comment under its post', async () => {
    const written = POSTS_IN_LANGUAGES.flatMap((post) =>
      post.comments.map((comment) => ({ post: post.text, comment: comment.text })),
    );
    const found = await selectRows<{ post: string; comment: string }>(
      t.db,
      sql`select p.text as post, c.text as comment from comments c join posts p on p.id = c.post_id
        where c.text in ${written.map((each) => each.comment)}`,
    );
    expect(found).toHaveLength(written.length);
    expect(new Set(found.map((each) => `${each.post}\n${each.comment}`))).toEqual(
      new Set(written.map((each) => `${each.post}\n${each.comment}`)),
    );
    const commented = POSTS_IN_LANGUAGES.filter((post) => post.comments.length > 0);
    expect(new Set(commented.map((post) => post.language))).toEqual(
      new Set(['es', 'fr', 'ar', 'zh-Hans']),
    );
  });

  it('name the member who uses Quad in Spanish (seed prints them), whose post search finds', async () => {
    const spanish = await spanishMember(t.db);
    expect(spanish?.language).toBe('es');
    const [numbered] = await selectRows<{ email: string }>(
      t.db,
      sql`select email from users order by created_at, id offset ${SPANISH_MEMBER_NUMBER - 1} limit 1`,
    );
    expect(spanish?.email).toBe(numbered?.email);
    const search = await t.call('searchEverything', {
      token: member.token,
      query: { q: 'cálculo biblioteca', type: 'posts' },
    });
    expect(search.status).toBe(200);
    expect(search.body.posts?.[0]?.text).toBe(POSTS_IN_LANGUAGES[0]!.text);
  });
});
