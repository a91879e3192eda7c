/**
 * What the seeded groups' members posted: posts in each group by its admins, moderators and
 * members (the seeded member's among them), a few pinned, members' posts in a group with post
 * approval approved by its admin and one still waiting, one removed citing a rule; then reactions
 * and comments by the groups' members. The posts, the group's last post time, the group_post
 * notifications (members on "All posts" hear of every post, on "Highlights" of admins' and pinned
 * ones), the log and the removal notice are the rows posts/service.ts, group-posts/service.ts and
 * notifications/events.ts write; the reactions' and comments' notifications come after, with
 * the campus's (notifications.ts).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { selectRows } from '../db/rows';
import { hours } from '../infra/clock';
import { pick, textArray, uuid7 } from './campus';
import type { GroupStory } from './groups';

/** Who posts: the group's admin, its moderator, the member seed prints, or another member. */
type Author = 'admin' | 'moderator' | 'me' | 'member';

interface PostPlan {
  by: Author;
  /** Posted this many hours before now. */
  ago: number;
  text: string;
  /** Pinned this many hours after it was posted, by the group's admin (or by the member seed prints). */
  pinnedAfter?: number;
  pinnedBy?: 'me';
  /** In a group with post approval: its admin approved it this many hours after (else it waits). */
  approvedAfter?: number;
  /** Removed by the group's admin citing this rule (its index), an hour after it was posted. */
  removedFor?: number;
}

export const GROUP_POSTS: Record<string, PostPlan[]> = {
  'Robotics Club': [
    {
      by: 'admin',
      ago: 500,
      pinnedAfter: 1,
      text: 'Welcome! Build nights are Tuesdays at 7 in Science Annex 112. New members: come to the soldering basics session on your first night, we have kits for everyone 🔧',
    },
    {
      by: 'member',
      ago: 300,
      text: 'Does anyone have a spare 12 V charger? Ours stopped working halfway through the drive test.',
    },
    {
      by: 'admin',
      ago: 150,
      pinnedAfter: 2,
      text: 'SoutheastCon roster is up: 8 spots, sign up on the sheet in the lab by Friday. Travel is covered by the student activities fund 🎉',
    },
    {
      by: 'me',
      ago: 26,
      pinnedAfter: 1,
      pinnedBy: 'me',
      text: 'Reminder for tonight: we are wiring the new drive train, so bring your multimeters. Pizza is on the club 🍕',
    },
    {
      by: 'member',
      ago: 7,
      text: 'The arm finally picked up the cup on the first try!! Three weeks of tuning the PID loop 🤖',
    },
  ],
  'CHEM 201 Study Group': [
    {
      by: 'me',
      ago: 480,
      pinnedAfter: 1,
      text: 'Welcome to the study group! Sessions are Sundays at 6 on the third floor of Kimbel Library. Please read the rules: notes and practice problems are great, graded answers are not.',
    },
    {
      by: 'member',
      ago: 200,
      approvedAfter: 2,
      text: 'I made flashcards for all the functional groups in chapters 3 and 4, happy to share the deck with anyone.',
    },
    {
      by: 'moderator',
      ago: 100,
      text: 'Quiz 4 covers SN1 vs SN2 mechanisms. I will bring the practice set from office hours on Sunday.',
    },
    {
      by: 'member',
      ago: 40,
      approvedAfter: 3,
      text: 'Does anyone understand why the tertiary carbocation is more stable? The textbook explanation lost me.',
    },
    {
      by: 'member',
      ago: 4,
      text: 'Can we move this Sunday’s session to 7? Half of us have the intramural final at 6.',
    },
  ],
  'Tower Hall 4th Floor': [
    {
      by: 'admin',
      ago: 400,
      pinnedAfter: 1,
      text: 'Floor meeting every first Monday at 9 pm in the lounge. Quiet hours start at 10 on weeknights: thanks for keeping it chill 🌙',
    },
    {
      by: 'member',
      ago: 90,
      text: 'Found a blue water bottle with stickers in the laundry room, it is on the lounge table.',
    },
    {
      by: 'member',
      ago: 12,
      text: 'Midnight pancake run to the dining hall tonight, who is in? 🥞',
    },
  ],
  'Climbing Crew': [
    {
      by: 'admin',
      ago: 550,
      pinnedAfter: 3,
      text: 'Rec center wall hours: Mon–Thu 5 to 9 pm. Shoes and chalk to borrow at the desk. First time? Ask for a belay check, it takes ten minutes.',
    },
    {
      by: 'member',
      ago: 320,
      text: 'Driving to the gym in Myrtle Beach on Saturday at 10, three seats left 🚗',
    },
    {
      by: 'member',
      ago: 70,
      removedFor: 2,
      text: 'Selling my old harness and two carabiners, $40 for everything, DM me.',
    },
    {
      by: 'me',
      ago: 46,
      text: 'Sent my first V4 tonight!! Thanks to everyone who kept shouting beta at me 🧗',
    },
    {
      by: 'moderator',
      ago: 10,
      text: 'New routes are up on the left wall, the purple one is a sneaky V3. Have fun!',
    },
  ],
  'Orientation Leaders 2026': [
    {
      by: 'admin',
      ago: 380,
      pinnedAfter: 1,
      text: 'Training schedule for the June sessions is in the shared folder. Please confirm your session by the end of next week.',
    },
    {
      by: 'member',
      ago: 60,
      text: 'Who wants to help plan the surprise for the last night of session 2? Ideas welcome 👀',
    },
  ],
  'Coastal Cleanup Crew': [
    {
      by: 'admin',
      ago: 600,
      pinnedAfter: 2,
      text: 'Next cleanups: the marsh walk on the 12th and the beach on the 26th, meeting at the Wall Center at 9. Sign up so we have enough gloves 🌊',
    },
    {
      by: 'member',
      ago: 260,
      text: 'We collected 43 bags last Saturday! The Riverkeeper says it is our record.',
    },
    {
      by: 'me',
      ago: 52,
      text: 'Bringing my roommate to the next one, she has a truck for the bags 🚚',
    },
    {
      by: 'admin',
      ago: 20,
      text: 'Rain forecast for Saturday: we move to Sunday, same time, same place.',
    },
  ],
  'Debate Society': [
    {
      by: 'admin',
      ago: 450,
      pinnedAfter: 1,
      text: 'Practice is Monday and Wednesday at 7:30 in Brooks Hall 104. Tournament travel requires one practice a week.',
    },
    {
      by: 'member',
      ago: 33,
      text: 'Motion for Wednesday: this house would ban cars from downtown Conway. I call opposition 😄',
    },
  ],
  'Campus Photography Society': [
    {
      by: 'admin',
      ago: 520,
      pinnedAfter: 1,
      text: 'Photo walk every other Saturday at 8 am, golden hour at the beach. Phones totally welcome.',
    },
    {
      by: 'member',
      ago: 180,
      text: 'Darkroom night this Thursday: bring a roll of black and white film, we have the chemicals.',
    },
    {
      by: 'member',
      ago: 15,
      text: 'The submissions for the spring exhibition close on Friday. One to three photos each!',
    },
  ],
  'MATH 160 Calculus I': [
    {
      by: 'admin',
      ago: 460,
      pinnedAfter: 1,
      text: 'Tutoring center hours: Mon–Thu 10 to 6 in Prince Hall. Exam review sessions are posted here the week before each exam.',
    },
    {
      by: 'member',
      ago: 120,
      text: 'Can someone explain when to use the chain rule vs the product rule? I always mix them up.',
    },
    {
      by: 'moderator',
      ago: 30,
      text: 'Exam 2 review: Wednesday at 6 in Prince 210. Bring the practice exam, answers will be posted after.',
    },
  ],
  'Sand Sharks Volleyball': [
    {
      by: 'admin',
      ago: 330,
      pinnedAfter: 1,
      text: 'Games are Thursdays at 7 at the beach courts. Let us know by noon if you cannot make it 🦈',
    },
    {
      by: 'member',
      ago: 24,
      text: 'We won 2–1!! Tacos on me next week 🌮',
    },
  ],
  'University Place Building C': [
    {
      by: 'admin',
      ago: 420,
      pinnedAfter: 1,
      text: 'Package room hours are now 9 to 9 every day. Maintenance requests go through the housing portal.',
    },
    {
      by: 'member',
      ago: 36,
      text: 'Study room on the second floor has a new whiteboard and it is glorious.',
    },
  ],
  'Board Game Night': [
    {
      by: 'admin',
      ago: 400,
      pinnedAfter: 1,
      text: 'Thursdays from 8 in the student union game room. Bring a game or just yourself!',
    },
    {
      by: 'member',
      ago: 110,
      text: 'Someone left the Wingspan bird cards in the wrong box, they are in the Catan box now 😅',
    },
    {
      by: 'member',
      ago: 9,
      text: 'Tonight: a six-player Catan marathon. We need one more!',
    },
  ],
};

const GROUP_COMMENTS = [
  'Count me in!',
  'Thank you for organizing this 🙌',
  'See you there.',
  'This is so helpful, thanks!',
  'Can I bring a friend?',
  'Amazing 🎉',
  'Is there still room?',
  'Saving this.',
  'Same question here.',
  'Great idea!',
];

const iso = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * Tells the group's members of its post, as notifications/events.ts does: those whose setting
 * is among `settings` and were members then, but for its author, members with a block between
 * them and the author, and members already told of it.
 */
const tellMembers = (
  db: Queryable,
  post: { id: string; authorId: string; groupId: string; at: Date },
  settings: ('all' | 'highlights')[],
) =>
  db.execute(sql`
    insert into notifications (id, user_id, actor_id, kind, post_id, group_id, created_at)
    select ${uuid7(iso(post.at))}, m.user_id, ${post.authorId}::uuid, 'group_post',
      ${post.id}::uuid, ${post.groupId}::uuid, ${iso(post.at)}
    from group_members m
    where m.group_id = ${post.groupId}::uuid and m.joined_at <= ${iso(post.at)}
      and m.notify in (${sql.join(
        settings.map((setting) => sql`${setting}`),
        sql`, `,
      )})
      and m.user_id <> ${post.authorId}::uuid
      and not exists (
        select 1 from blocks b
        where (b.blocker_id = m.user_id and b.blocked_id = ${post.authorId}::uuid)
           or (b.blocker_id = ${post.authorId}::uuid and b.blocked_id = m.user_id))
      and not exists (
        select 1 from notifications n
        where n.post_id = ${post.id}::uuid and n.user_id = m.user_id and n.kind = 'group_post')`);

/** posts/service.ts publishedInGroup: the group's last post time and its members told. */
const published = async (
  db: Queryable,
  post: { id: string; authorId: string; groupId: string; at: Date },
) => {
  await db.execute(sql`
    update groups set last_post_at = greatest(last_post_at, ${iso(post.at)})
    where id = ${post.groupId}::uuid`);
  const [author] = await selectRows<{ role: string }>(
    db,
    sql`select role from group_members
      where group_id = ${post.groupId}::uuid and user_id = ${post.authorId}::uuid`,
  );
  await tellMembers(db, post, author?.role === 'admin' ? ['all', 'highlights'] : ['all']);
};

/** A line of the group's log, with the names as they are now (group-posts/service.ts). */
const logged = (
  db: Queryable,
  entry: {
    groupId: string;
    actorId: string;
    action: 'approve_post' | 'pin_post' | 'remove_post';
    subjectId: string;
    itemId: string;
    reason?: string;
    at: Date;
  },
) =>
  db.execute(sql`
    insert into group_actions (id, group_id, actor_id, actor_name, action, subject_id,
      subject_name, item_id, reason, created_at)
    select ${uuid7(iso(entry.at))}, ${entry.groupId}::uuid, actor.id,
      actor.first_name || ' ' || actor.last_name, ${entry.action}, subject.id,
      subject.first_name || ' ' || subject.last_name, ${entry.itemId}::uuid, ${entry.reason ?? ''},
      ${iso(entry.at)}
    from users actor, users subject
    where actor.id = ${entry.actorId}::uuid and subject.id = ${entry.subjectId}::uuid`);

/** Who wrote it: a member of the group by then, or undefined if the plan names nobody there. */
const authorOf = (story: GroupStory, by: Author, meId: string, at: Date) => {
  const inBy = (id: string | undefined) => {
    const joined = id === undefined ? undefined : story.members.get(id);
    return joined !== undefined && joined < at ? id : undefined;
  };
  if (by === 'admin') return inBy(story.creator.id);
  if (by === 'moderator') return inBy(story.moderatorId) ?? inBy(story.creator.id);
  if (by === 'me') return inBy(meId);
  const others = [...story.members.keys()].filter(
    (id) =>
      id !== meId && id !== story.creator.id && id !== story.moderatorId && inBy(id) !== undefined,
  );
  return others[Math.floor(Math.random() * others.length)];
};

const postIn = async (
  context: AppContext,
  story: GroupStory,
  plan: PostPlan,
  meId: string,
  now: Date,
) => {
  const { db } = context;
  const at = new Date(now.getTime() - hours(plan.ago));
  const authorId = authorOf(story, plan.by, meId, at);
  if (!authorId) return;
  const groupId = story.id;
  const [author] = await selectRows<{ role: string }>(
    db,
    sql`select role from group_members where group_id = ${groupId}::uuid and user_id = ${authorId}::uuid`,
  );
  const pending = story.plan.postApproval === true && author?.role === 'member';
  const [made] = await selectRows<{ id: string }>(
    db,
    sql`insert into posts (id, user_id, text, group_id, pending, created_at)
      values (${uuid7(iso(at))}, ${authorId}::uuid, ${plan.text}, ${groupId}::uuid, ${pending},
        ${iso(at)})
      returning id`,
  );
  if (!made) return;
  const post = { id: made.id, authorId, groupId, at };
  const adminId = story.creator.id;

  if (plan.removedFor !== undefined) {
    const removedAt = new Date(at.getTime() + hours(1));
    const rule = story.plan.rules[plan.removedFor];
    await published(db, post);
    await db.execute(sql`delete from posts where id = ${post.id}::uuid`);
    await db.execute(sql`
      insert into notifications (id, user_id, actor_id, kind, removed_kind, reason, group_id,
        created_at)
      values (${uuid7(iso(removedAt))}, ${authorId}::uuid, ${authorId}::uuid, 'content_removed', 'post',
        ${rule?.title ?? ''}, ${groupId}::uuid, ${iso(removedAt)})`);
    await logged(db, {
      groupId,
      actorId: adminId,
      action: 'remove_post',
      subjectId: authorId,
      itemId: post.id,
      reason: rule?.title ?? '',
      at: removedAt,
    });
    return;
  }
  if (pending) {
    if (plan.approvedAfter === undefined) return;
    // Approving publishes it at that moment (group-posts/service.ts approvePost).
    const approvedAt = new Date(at.getTime() + hours(plan.approvedAfter));
    await db.execute(sql`
      update posts set pending = false, created_at = ${iso(approvedAt)}
      where id = ${post.id}::uuid`);
    await db.execute(sql`
      update post_hashtags set pending = false, created_at = ${iso(approvedAt)}
      where post_id = ${post.id}::uuid`);
    post.at = approvedAt;
    await logged(db, {
      groupId,
      actorId: adminId,
      action: 'approve_post',
      subjectId: authorId,
      itemId: post.id,
      at: approvedAt,
    });
  }
  await published(db, post);
  if (plan.pinnedAfter !== undefined) {
    const pinnedAt = new Date(post.at.getTime() + hours(plan.pinnedAfter));
    await db.execute(
      sql`update posts set pinned_at = ${iso(pinnedAt)} where id = ${post.id}::uuid`,
    );
    await tellMembers(db, { ...post, at: pinnedAt }, ['all', 'highlights']);
    await logged(db, {
      groupId,
      actorId: plan.pinnedBy === 'me' ? meId : adminId,
      action: 'pin_post',
      subjectId: authorId,
      itemId: post.id,
      at: pinnedAt,
    });
  }
};

/** Members react to and comment on their groups' published posts, after joining and posting. */
const reactionsAndComments = async (db: Queryable, now: Date) => {
  const start = sql`greatest(p.created_at, m.joined_at)`;
  await db.execute(sql`
    insert into reactions (post_id, user_id, react, created_at)
    select p.id, m.user_id,
      case when random() < 0.55 then 'like' when random() < 0.6 then 'love' else 'haha' end,
      ${start} + random() * least(interval '2 days', ${iso(now)} - ${start})
    from posts p
    join group_members m on m.group_id = p.group_id and m.user_id <> p.user_id
    where p.group_id is not null and not p.pending and random() < 0.45
    on conflict do nothing`);
  await db.execute(sql`
    insert into comments (id, post_id, user_id, text, created_at)
    select ${uuid7(sql`c.at`)}, c.post_id, c.user_id, ${pick(textArray(GROUP_COMMENTS))}, c.at
    from (
      select p.id as post_id, m.user_id,
        ${start} + random() * least(interval '3 days', ${iso(now)} - ${start}) as at
      from posts p
      join group_members m on m.group_id = p.group_id and m.user_id <> p.user_id
      where p.group_id is not null and not p.pending and random() < 0.15
    ) c`);
};

/** Every group's posts, then its members' reactions and comments. */
export const addGroupPosts = async (
  context: AppContext,
  stories: GroupStory[],
  meId: string,
  now: Date,
) => {
  for (const story of stories) {
    for (const plan of GROUP_POSTS[story.plan.name] ?? []) {
      await postIn(context, story, plan, meId, now);
    }
  }
  await reactionsAndComments(context.db, now);
};
