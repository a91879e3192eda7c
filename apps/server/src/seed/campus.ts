/**
 * The bulk of a living campus: verified members, friendships and follows, friend requests
 * waiting for an answer, posts (text, backgrounds, photos) with reactions, comments and saves.
 * Everything is made by a few INSERT … SELECT over generate_series, so the same code makes 40
 * members for a first look (npm run seed) and 5,000 members with 200,000 posts for the feed
 * benchmark. fill.ts runs these parts, then the notifications they make and the signed-in
 * member's last days.
 */
import { COLLEGES, DEFAULT_PICTURE, POST_BACKGROUNDS, REACTIONS } from '@quad/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { selectRows } from '../db/rows';

export interface CampusSize {
  members: number;
  /** Friends each member makes (both ways, so each ends with about twice as many). */
  friends: number;
  /** Other members each one follows without being friends. */
  follows: number;
  /** Friend requests each member has received and not answered yet, about. */
  requests: number;
  /**
   * The most active members (clubs, campus news, the very social), whom most others follow:
   * the first `hubs` by number, followed by each member with probability `hubFollowShare`.
   */
  hubs: number;
  hubFollowShare: number;
  posts: number;
  /** How unevenly posts are shared: 1 evenly, higher means the first members post most. */
  authorSkew: number;
  /** Reactions and comments per post, on average. */
  reactions: number;
  comments: number;
  /** Posts each member saves, about. */
  saves: number;
  /** Shares of posts with photos and of posts on a background. */
  photoShare: number;
  backgroundShare: number;
  /** The posts are spread over this many days before now. */
  days: number;
}

export const SEED_CAMPUS: CampusSize = {
  members: 40,
  friends: 5,
  follows: 3,
  requests: 1,
  hubs: 3,
  hubFollowShare: 0.5,
  posts: 180,
  authorSkew: 1.5,
  reactions: 4,
  comments: 1.5,
  saves: 3,
  photoShare: 0.3,
  backgroundShare: 0.2,
  days: 30,
};

export const BENCH_CAMPUS: CampusSize = {
  members: 5000,
  friends: 25,
  follows: 15,
  requests: 2,
  hubs: 25,
  hubFollowShare: 0.6,
  posts: 200_000,
  authorSkew: 3,
  reactions: 5,
  comments: 2,
  saves: 10,
  photoShare: 0.3,
  backgroundShare: 0.15,
  days: 365,
};

export interface CampusOptions {
  now: Date;
  /** The university e-mail domain. */
  domain: string;
  /** One argon2 hash for every member (hashing thousands would take minutes). */
  passwordHash: string;
}

const FIRST_NAMES: [string, 'female' | 'male' | 'custom'][] = [
  ['Ava', 'female'],
  ['Liam', 'male'],
  ['Maya', 'female'],
  ['Noah', 'male'],
  ['Zoe', 'female'],
  ['Ethan', 'male'],
  ['Priya', 'female'],
  ['Mateo', 'male'],
  ['Aisha', 'female'],
  ['Kai', 'custom'],
  ['Chloe', 'female'],
  ['Jamal', 'male'],
  ['Sofia', 'female'],
  ['Lucas', 'male'],
  ['Hana', 'female'],
  ['Omar', 'male'],
  ['Grace', 'female'],
  ['Diego', 'male'],
  ['Nia', 'female'],
  ['Ryan', 'male'],
  ['Elena', 'female'],
  ['Malik', 'male'],
  ['Ivy', 'female'],
  ['Caleb', 'male'],
  ['Rowan', 'custom'],
  ['Leah', 'female'],
  ['Owen', 'male'],
  ['Amara', 'female'],
  ['Felix', 'male'],
  ['Luna', 'female'],
  ['Tariq', 'male'],
  ['Mia', 'female'],
];

const LAST_NAMES = [
  'Martin',
  'Nguyen',
  'Patel',
  'Johnson',
  'Garcia',
  'Okafor',
  'Kim',
  'Rossi',
  'Silva',
  'Brooks',
  'Hughes',
  'Chen',
  'Walker',
  'Diaz',
  'Murphy',
  'Haddad',
  'Jensen',
  'Lopez',
  'Bennett',
  'Sato',
  'Carter',
  'Moreau',
  'Reyes',
  'Wright',
  'Novak',
  'Ellis',
  'Foster',
  'Ward',
  'Price',
  'Baker',
  'Kelly',
  'Stone',
  'Rivera',
];

const BIOS = [
  'Marine science and early surf sessions.',
  'Coffee first, lectures second.',
  'Future teacher. Part-time barista.',
  'Running the campus radio night show.',
  'Biology major, plant parent.',
  'Always at the library, third floor.',
  'Intramural soccer and bad puns.',
  'Learning to code one bug at a time.',
];

const CITIES = ['Conway', 'Myrtle Beach', 'Charleston', 'Columbia', 'Florence', 'Georgetown'];

const POST_OPENINGS = [
  'Anyone else still awake for the',
  'Just finished the',
  'Huge thanks to everyone who came to the',
  'Who wants to study together for the',
  'Can not believe how good the',
  'Reminder: sign-ups close tonight for the',
  'Best part of the week was the',
  'Looking for two more people for the',
  'Shout-out to the team behind the',
  'First time trying the',
];

const POST_SUBJECTS = [
  'biology midterm',
  'sunset at the beach',
  'coffee at the student union',
  'chemistry lab report',
  'jazz night on the lawn',
  'volunteer cleanup',
  'intramural volleyball game',
  'library open house',
  'career fair',
  'campus food truck',
  'marine science field trip',
  'late-night pancake breakfast',
];

const POST_ENDINGS = [
  '!',
  '. So worth it.',
  '. Who is in?',
  ' 🌊',
  ' 📚',
  '. Photos below.',
  '… send help.',
  '. Next one is on Friday.',
  ' 🎉',
  '.',
];

/** Hashtags some posts end with (issue 29): campus life's usual topics. */
export const CAMPUS_HASHTAGS = [
  'CCUlife',
  'FinalsWeek',
  'BeachDay',
  'StudyBreak',
  'CareerFair',
  'Intramurals',
  'Robotics',
  'MarineScience',
];

const COMMENTS = [
  'So good!',
  'Count me in.',
  'Wish I was there 😄',
  'Same here, see you Friday.',
  'Great photos!',
  'Haha this is so true.',
  'Where was this?',
  'Let me know next time!',
  'Congrats!',
  'Saving this for later.',
  'Who else is going?',
  'Love this 💙',
];

export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A random element of a SQL text array. */
export const pick = (array: SQL) =>
  sql`(${array})[1 + floor(random() * cardinality(${array}))::int]`;

/** A UUIDv7 for a time, as the app makes them (PostgreSQL 15 has no uuidv7()). */
export const uuid7 = (time: SQL) => sql`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
  placing substring(int8send(floor(extract(epoch from ${time}) * 1000)::bigint) from 3)
  from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;

/** Members numbered 1…N (for picking random ones by number). */
export const NUMBERED = sql`select id, row_number() over (order by created_at, id)::int as n from users`;

const memberCount = async (db: Queryable) => {
  const [counted] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from users`,
  );
  return Number(counted?.count ?? 0);
};

export const addMembers = async (db: Queryable, size: CampusSize, options: CampusOptions) => {
  const firstNames = textArray(FIRST_NAMES.map(([name]) => name));
  const genders = textArray(FIRST_NAMES.map(([, gender]) => gender));
  const lastNames = textArray(LAST_NAMES);
  const colleges = textArray(COLLEGES);
  await db.execute(sql`
    insert into users (id, first_name, last_name, username, email, password_hash, picture,
      gender, ccu_college, birth_year, birth_month, birth_day, verified, details, search_name,
      created_at)
    select ${uuid7(sql`s.at`)}, s.first, s.last, lower(s.first || s.last || s.g),
      lower(s.first || '.' || s.last || s.g || '@' || ${options.domain}), ${options.passwordHash},
      ${DEFAULT_PICTURE}, s.gender, s.college, 1998 + s.g % 8, 1 + s.g % 12, 1 + s.g % 28, true,
      jsonb_build_object('college', s.college, 'bio', ${pick(textArray(BIOS))},
        'currentCity', ${pick(textArray(CITIES))}),
      lower(s.first || ' ' || s.last), s.at
    from (
      select g,
        (${firstNames})[1 + (g - 1) % ${FIRST_NAMES.length}] as first,
        (${genders})[1 + (g - 1) % ${FIRST_NAMES.length}] as gender,
        (${lastNames})[1 + ((g - 1) / ${FIRST_NAMES.length} + g * 7) % ${LAST_NAMES.length}] as last,
        (${colleges})[1 + g % ${COLLEGES.length}] as college,
        ${options.now.toISOString()}::timestamptz
          - (${size.days} + random() * 60) * interval '1 day' - g * interval '1 second' as at
      from generate_series(1, ${size.members}) as g
    ) s`);
};

/**
 * Friendships (half among neighbours by number, so friends share friends; half at random),
 * both ways and following both ways, and extra follows.
 */
export const addConnections = async (db: Queryable, size: CampusSize, now: Date) => {
  const count = await memberCount(db);
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    with m as (${NUMBERED}),
    wanted as (
      select m.id as user_id,
        case when k % 2 = 0
          then 1 + ((m.n - 1 + 1 + floor(random() * 40)::int) % ${count})
          else 1 + floor(random() * ${count})::int
        end as target
      from m cross join generate_series(1, ${size.friends}) as k
    )
    insert into friendships (user_id, friend_id, created_at)
    select wanted.user_id, m.id, ${at} - random() * interval '60 days'
    from wanted join m on m.n = wanted.target
    where m.id <> wanted.user_id
    on conflict do nothing`);
  await db.execute(sql`
    insert into friendships (user_id, friend_id, created_at)
    select friend_id, user_id, created_at from friendships
    on conflict do nothing`);
  // One time per pair, as an accepted request makes both rows, and after both members joined.
  await db.execute(sql`
    update friendships f set created_at = greatest(
      least(f.created_at, r.created_at),
      (select max(u.created_at) + interval '1 hour' from users u
        where u.id in (f.user_id, f.friend_id)))
    from friendships r
    where r.user_id = f.friend_id and r.friend_id = f.user_id`);
  await db.execute(sql`
    insert into follows (follower_id, followee_id, created_at)
    select user_id, friend_id, created_at from friendships
    on conflict do nothing`);
  await db.execute(sql`
    with m as (${NUMBERED}),
    wanted as (
      select m.id as follower_id, 1 + floor(random() * ${count})::int as target
      from m cross join generate_series(1, ${size.follows})
    )
    insert into follows (follower_id, followee_id, created_at)
    select wanted.follower_id, m.id, ${at} - random() * interval '60 days'
    from wanted join m on m.n = wanted.target
    where m.id <> wanted.follower_id
    on conflict do nothing`);
  await db.execute(sql`
    with m as (${NUMBERED})
    insert into follows (follower_id, followee_id, created_at)
    select fan.id, hub.id, ${at} - random() * interval '60 days'
    from m hub join m fan on fan.id <> hub.id
    where hub.n <= ${size.hubs} and random() < ${size.hubFollowShare}
    on conflict do nothing`);
  // Nobody follows before both members joined.
  await db.execute(sql`
    update follows f set created_at = joined.at + random() * (${at} - joined.at)
    from (
      select f2.follower_id, f2.followee_id, max(u.created_at) as at
      from follows f2 join users u on u.id in (f2.follower_id, f2.followee_id)
      group by f2.follower_id, f2.followee_id
    ) joined
    where joined.follower_id = f.follower_id and joined.followee_id = f.followee_id
      and f.created_at < joined.at`);
};

/**
 * Friend requests waiting for an answer, from members who are not friends yet, none both ways;
 * the sender follows the receiver while it waits, as the friends service does.
 */
export const addFriendRequests = async (db: Queryable, size: CampusSize, now: Date) => {
  const count = await memberCount(db);
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    with m as (${NUMBERED}),
    wanted as (
      select m.id as receiver_id, 1 + floor(random() * ${count})::int as target
      from m cross join generate_series(1, ${size.requests})
      where random() < 0.8
    )
    insert into friend_requests (sender_id, receiver_id, created_at)
    select m.id, wanted.receiver_id, ${at} - random() * interval '20 days'
    from wanted join m on m.n = wanted.target
    where m.id <> wanted.receiver_id
      and not exists (
        select 1 from friendships f where f.user_id = m.id and f.friend_id = wanted.receiver_id)
    on conflict do nothing`);
  await db.execute(sql`
    delete from friend_requests r using friend_requests o
    where o.sender_id = r.receiver_id and o.receiver_id = r.sender_id and r.sender_id < r.receiver_id`);
  await db.execute(sql`
    update friend_requests r set created_at = greatest(r.created_at,
      (select max(u.created_at) + interval '1 hour' from users u
        where u.id in (r.sender_id, r.receiver_id)))`);
  await db.execute(sql`
    insert into follows (follower_id, followee_id, created_at)
    select sender_id, receiver_id, created_at from friend_requests
    on conflict do nothing`);
};

/**
 * `count` more posts spread over the last `size.days` days, with their photos (media rows;
 * the files are drawn by the caller, if it wants them), reactions, comments and saves; by
 * members picked at random, or all by `authorId`. Runs in one transaction.
 */
export const addPosts = async (
  db: Database,
  count: number,
  size: CampusSize,
  now: Date,
  { authorId }: { authorId?: string } = {},
) => {
  const members = await memberCount(db);
  // Each post's author: a member picked by number (the first ones most often), or the one given.
  const authors = authorId
    ? sql`(select ${authorId}::uuid as id) m on true`
    : sql`(${NUMBERED}) m on m.n = p.author`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const photosMax = 4;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temp table new_posts on commit drop as
      select ${uuid7(sql`s.at`)} as id, s.*
      from (
        select g,
          1 + floor(power(random(), ${size.authorSkew}) * ${members})::int as author,
          ${at} - random() * ${size.days} * interval '1 day' as at,
          random() as kind,
          1 + floor(random() * ${photosMax})::int as photos,
          floor(random() * ${size.reactions * 2 + 1})::int as reactions,
          floor(random() * ${size.comments * 2 + 1})::int as comments
        from generate_series(1, ${count}) as g
      ) s`);
    await tx.execute(sql`
      insert into posts (id, user_id, type, text, background, created_at)
      select p.id, m.id, null,
        case when p.kind < ${size.photoShare} and random() < 0.3 then null
          else ${pick(textArray(POST_OPENINGS))} || ' ' || ${pick(textArray(POST_SUBJECTS))}
            || ${pick(textArray(POST_ENDINGS))}
            || case when random() < 0.4 then ' #' || ${pick(textArray(CAMPUS_HASHTAGS))} else '' end
        end,
        case when p.kind >= ${size.photoShare}
            and p.kind < ${size.photoShare + size.backgroundShare}
          then ${pick(textArray(POST_BACKGROUNDS))}
        end,
        p.at
      from new_posts p join ${authors}`);
    // Photos: 1 to 4 per photo post, uploaded by the author just before posting.
    await tx.execute(sql`
      create temp table new_photos on commit drop as
      select ${uuid7(sql`p.at`)} as id, posts.id as post_id, posts.user_id, k - 1 as position,
        p.at - interval '1 minute' as at
      from new_posts p
      join posts on posts.id = p.id
      cross join lateral generate_series(1, p.photos) as k
      where p.kind < ${size.photoShare}`);
    await tx.execute(sql`
      insert into media (id, user_id, folder, key, content_type, width, height, bytes, created_at)
      select id, user_id, 'post_images', user_id || '/post_images/' || id || '.jpg',
        'image/jpeg', 1200, 900, 0, at
      from new_photos`);
    await tx.execute(sql`
      insert into post_images (post_id, position, media_id)
      select post_id, position, id from new_photos`);
    await tx.execute(sql`
      with m as (${NUMBERED})
      insert into reactions (post_id, user_id, react, created_at)
      select r.id, m.id,
        case when r.roll < 0.55 then 'like' when r.roll < 0.8 then 'love'
          else ${pick(textArray(REACTIONS.slice(2)))} end,
        r.at
      from (
        select p.id, p.at + random() * least(interval '2 days', ${at} - p.at) as at, random() as roll,
          1 + floor(random() * ${members})::int as who
        from new_posts p cross join lateral generate_series(1, p.reactions)
      ) r
      join m on m.n = r.who
      on conflict do nothing`);
    await tx.execute(sql`
      with m as (${NUMBERED})
      insert into comments (id, post_id, user_id, text, created_at)
      select ${uuid7(sql`c.at`)}, c.id, m.id, ${pick(textArray(COMMENTS))}, c.at
      from (
        select p.id, p.at + random() * least(interval '3 days', ${at} - p.at) as at,
          1 + floor(random() * ${members})::int as who
        from new_posts p cross join lateral generate_series(1, p.comments)
      ) c
      join m on m.n = c.who`);
    await tx.execute(sql`
      with m as (${NUMBERED}),
      numbered_posts as (select id, at, row_number() over (order by g)::int as n from new_posts),
      wanted as (
        select m.id as user_id, 1 + floor(random() * ${count})::int as target
        from m cross join generate_series(1, ${Math.max(1, Math.round((size.saves * count) / Math.max(size.posts, 1)))})
      )
      insert into saved_posts (user_id, post_id, created_at)
      select wanted.user_id, p.id, p.at + random() * least(interval '5 days', ${at} - p.at)
      from wanted join numbered_posts p on p.n = wanted.target
      on conflict do nothing`);
  });
};

/** How many more posts the printed member's friend who shares photos has (addPhotoFriendPosts). */
/**
 * The hashtags of the campus's posts, as the posts service would have recorded them (their
 * `#tags` are CAMPUS_HASHTAGS, none the start of another), and each member following `follows`
 * of them at random. Safe to run again after more posts.
 */
export const addHashtags = async (db: Queryable, now: Date, follows = 1) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into hashtags (id, tag, created_at)
    select gen_random_uuid(), lower(t), ${at} from unnest(${textArray(CAMPUS_HASHTAGS)}) as t
    on conflict do nothing`);
  await db.execute(sql`
    insert into post_hashtags (post_id, hashtag_id, user_id, created_at, group_id, pending)
    select p.id, h.id, p.user_id, p.created_at, p.group_id, p.pending
    from posts p
    join hashtags h on p.text ilike '%#' || h.tag || '%'
    where p.text like '%#%' and lower(h.tag) in (select lower(t) from unnest(${textArray(CAMPUS_HASHTAGS)}) as t)
    on conflict do nothing`);
  if (follows > 0) {
    await db.execute(sql`
      insert into hashtag_follows (user_id, hashtag_id, created_at)
      select u.id, h.id, ${at} - random() * interval '30 days'
      from users u
      cross join lateral (
        select id from hashtags
        where tag in (select lower(t) from unnest(${textArray(CAMPUS_HASHTAGS)}) as t)
          and u.id is not null
        order by random() limit ${follows}
      ) h
      on conflict do nothing`);
  }
};

export const PHOTO_FRIEND_POSTS = 12;

/**
 * The printed member's friend who posts the most, with a dozen more posts, most of them photos:
 * a friend's full profile to open (and the one bench:web measures, issue 27). The printed
 * member is the first by number (NUMBERED orders members as firstMember does).
 */
export const addPhotoFriendPosts = async (db: Database, size: CampusSize, now: Date) => {
  const [friend] = await selectRows<{ id: string }>(
    db,
    sql`with m as (${NUMBERED})
      select f.friend_id as id from m
      join friendships f on f.user_id = m.id
      left join posts p on p.user_id = f.friend_id
      where m.n = 1
      group by f.friend_id
      order by count(p.id) desc, f.friend_id
      limit 1`,
  );
  if (!friend) return;
  await addPosts(db, PHOTO_FRIEND_POSTS, { ...size, photoShare: 0.75, backgroundShare: 0.1 }, now, {
    authorId: friend.id,
  });
};
