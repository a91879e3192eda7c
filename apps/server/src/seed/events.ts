/**
 * The campus's events (issue 19), posted, answered, edited, cancelled and checked in to through
 * the events service on a clock set to each moment, so their rows, counts, waitlist order and
 * notifications are the ones the app itself writes, and every rule holds at the time it was
 * applied: a past event was posted and answered before it started, and checked in to during its
 * check-in hour. What the campus finds:
 *
 * - a fair next week, posted by a member, answered Going, Interested and Can't go, moved indoors
 *   (those who answered were told);
 * - the Robotics Club's build night every Tuesday, hosted by the club, with check-ins at its second
 *   night and one later night cancelled;
 * - a résumé review with 4 seats, full, with a waitlist: someone left, the first waiting got the
 *   seat and was told, and the member seed prints is now first on the waitlist;
 * - a kayak paddle of the Climbing Crew, cancelled for the weather;
 * - the Coastal Cleanup Crew's marsh walk last week, with its check-ins;
 * - a review session for the CHEM 201 group's members only, hosted by the member seed prints;
 * - a friends-only movie night of one of their friends, who invited them;
 * - an open mic last week.
 *
 * The part comes before the notifications (fill.ts): what came before each member's last visit
 * is read, like the rest.
 */
import {
  createEventRequestSchema,
  updateEventRequestSchema,
  type CreateEventRequest,
  type EventAnswer,
} from '@quad/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { selectRows } from '../db/rows';
import { days, hours, minutes } from '../infra/clock';
import { instantOf, wallTimeOf } from '../modules/events/occurrences';
import * as events from '../modules/events/service';
import type { CampusOptions, CampusSize } from './campus';
import { firstMember } from './first-member';

type Choice = Exclude<EventAnswer, 'waitlist'>;

/** The day of the week Build night is on (0 is Sunday), as its description and the club say. */
const BUILD_NIGHT_WEEKDAY = 2;

/** The services on a clock that stands at `time`. */
const at = (context: AppContext, time: Date): AppContext => ({
  ...context,
  clock: { now: () => time },
});

const later = (time: Date, ms: number) => new Date(time.getTime() + ms);

/** Who the event is for, and who hosts it. */
interface Host {
  memberId: string;
  groupId?: string;
}

/** One seeded event as the story goes: posted, answered, maybe more. */
class EventStory {
  postId = '';

  constructor(
    private readonly context: AppContext,
    readonly host: Host,
    readonly startsAt: Date,
  ) {}

  async post(when: Date, form: Omit<CreateEventRequest, 'starts_at' | 'group'>) {
    const post = await events.createEvent(
      at(this.context, when),
      this.host.memberId,
      createEventRequestSchema.parse({
        ...form,
        starts_at: this.startsAt.toISOString(),
        group: this.host.groupId ?? null,
      }),
    );
    this.postId = post._id;
    if (this.host.groupId) await this.untellLaterMembers(when);
    return this;
  }

  /**
   * The service tells the group's members as they are when it runs; here that is after the whole
   * story of the group, so those who joined after the event was posted are not told after all.
   */
  private untellLaterMembers(when: Date) {
    return this.context.db.execute(sql`
      delete from notifications n using group_members m
      where n.post_id = ${this.postId}::uuid and n.kind = 'group_post'
        and m.group_id = ${this.host.groupId ?? null}::uuid and m.user_id = n.user_id
        and m.joined_at > ${when.toISOString()}::timestamptz`);
  }

  answer(memberId: string, choice: Choice, when: Date) {
    return events.answerEvent(at(this.context, when), memberId, this.postId, choice);
  }

  /** Members answer one after another, evenly between `from` and `to`. */
  async answers(people: [string, Choice][], from: Date, to: Date) {
    const step = (to.getTime() - from.getTime()) / Math.max(1, people.length);
    for (const [index, [memberId, choice]] of people.entries()) {
      await this.answer(memberId, choice, later(from, index * step));
    }
  }

  /** Members check in at the door of the occurrence starting at `start`, with the code shown then. */
  async checkIns(memberIds: string[], start: Date) {
    for (const [index, memberId] of memberIds.entries()) {
      const when = later(start, minutes(-20 + index * 7));
      const shown = await events.checkInCode(
        at(this.context, when),
        this.host.memberId,
        this.postId,
      );
      await events.checkIn(
        at(this.context, later(when, 10_000)),
        memberId,
        this.postId,
        shown.code,
      );
    }
  }
}

/** `count` answers of each kind, in order, from the members given (as many as there are). */
const answersOf = (
  people: string[],
  counts: { going?: number; interested?: number; cant_go?: number },
): [string, Choice][] => {
  const choices: Choice[] = [
    ...Array<Choice>(counts.going ?? 0).fill('going'),
    ...Array<Choice>(counts.interested ?? 0).fill('interested'),
    ...Array<Choice>(counts.cant_go ?? 0).fill('cant_go'),
  ];
  return people.slice(0, choices.length).map((id, index) => [id, choices[index] ?? 'going']);
};

/** A group's id and its first admin, who hosts its events. */
const groupHost = async (context: AppContext, name: string): Promise<Host | undefined> => {
  const [row] = await selectRows<{ id: string; admin: string }>(
    context.db,
    sql`select g.id, m.user_id as admin from groups g
      join group_members m on m.group_id = g.id and m.role = 'admin'
      where g.name = ${name}
      order by m.joined_at limit 1`,
  );
  return row ? { memberId: row.admin, groupId: row.id } : undefined;
};

/**
 * Verified members who may answer, besides the host and the member seed prints, in random order:
 * the group's members who had joined by `by` (or, with `friendsOnly`, the host's friends) first,
 * then, unless `circleOnly`, anyone else, never someone with a block between them and the host.
 */
const guestsFor = async (
  context: AppContext,
  host: Host,
  options: { by: Date; meId: string; circleOnly?: boolean },
) => {
  const circle = host.groupId
    ? sql`exists (select 1 from group_members m where m.group_id = ${host.groupId}::uuid
        and m.user_id = u.id and m.joined_at <= ${options.by.toISOString()}::timestamptz)`
    : sql`exists (select 1 from friendships f
        where f.user_id = ${host.memberId}::uuid and f.friend_id = u.id)`;
  const rows = await selectRows<{ id: string }>(
    context.db,
    sql`select u.id from users u
      where u.verified and u.id not in (${host.memberId}::uuid, ${options.meId}::uuid)
        and not exists (select 1 from blocks b
          where (b.blocker_id = u.id and b.blocked_id = ${host.memberId}::uuid)
             or (b.blocker_id = ${host.memberId}::uuid and b.blocked_id = u.id))
        ${options.circleOnly ? sql`and ${circle}` : sql``}
      order by ${circle} desc, random()`,
  );
  return rows.map((row) => row.id);
};

/** A verified member with friends who is not the member seed prints (nor `not`). */
const someMember = async (context: AppContext, not: string[]) => {
  const [row] = await selectRows<{ id: string }>(
    context.db,
    sql`select u.id from users u where u.verified
      and u.id not in (${sql.join(
        not.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and exists (select 1 from friendships f where f.user_id = u.id)
      order by random() limit 1`,
  );
  return row?.id;
};

const aFriendOf = async (context: AppContext, memberId: string) => {
  const [row] = await selectRows<{ id: string }>(
    context.db,
    sql`select friend_id as id from friendships where user_id = ${memberId}::uuid
      order by random() limit 1`,
  );
  return row?.id;
};

export const addEvents = async (context: AppContext, _size: CampusSize, { now }: CampusOptions) => {
  const me = await firstMember(context);
  if (!me) return;
  const zone = context.config.timeZone;
  const today = wallTimeOf(now, zone);
  /** `hour`:`minute` local time, `dayOffset` days from today. */
  const local = (dayOffset: number, hour: number, minute = 0) =>
    instantOf(
      new Date(
        Date.UTC(
          today.getUTCFullYear(),
          today.getUTCMonth(),
          today.getUTCDate() + dayOffset,
          hour,
          minute,
        ),
      ),
      zone,
    );
  const localDate = (dayOffset: number) =>
    wallTimeOf(local(dayOffset, 12), zone).toISOString().slice(0, 10);
  const ago = (ms: number) => later(now, -ms);
  const story = (host: Host, startsAt: Date) => new EventStory(context, host, startsAt);

  // A fair next week by a member, moved indoors after people answered.
  const fairHost = await someMember(context, [me.id]);
  if (fairHost) {
    const host = { memberId: fairHost };
    const fair = await story(host, local(6, 11)).post(ago(days(4)), {
      title: 'Spring Involvement Fair',
      ends_at: local(6, 15).toISOString(),
      location: 'Prince Lawn',
      description:
        'Over 80 clubs and organizations in one place: sign up, grab some free stuff and find your people. Live music from 12 to 1 🎶',
    });
    const people = await guestsFor(context, host, { by: now, meId: me.id });
    await fair.answers(
      answersOf(people, { going: 12, interested: 8, cant_go: 3 }),
      ago(days(4) - hours(1)),
      ago(hours(30)),
    );
    await fair.answer(me.id, 'interested', ago(hours(70)));
    await events.updateEvent(
      at(context, ago(hours(10))),
      fairHost,
      fair.postId,
      updateEventRequestSchema.parse({
        title: 'Spring Involvement Fair',
        starts_at: local(6, 11).toISOString(),
        ends_at: local(6, 15).toISOString(),
        location: 'Student Union ballroom (moved indoors: rain in the forecast)',
        description:
          'Over 80 clubs and organizations in one place: sign up, grab some free stuff and find your people. Live music from 12 to 1 🎶',
      }),
    );
  }

  // The Robotics Club's build night every Tuesday (its welcome post says so too), with the
  // check-ins of its second night and a later night cancelled. The first night is the Tuesday two
  // to three weeks ago, whatever day the campus is seeded on.
  const robotics = await groupHost(context, 'Robotics Club');
  if (robotics) {
    const back = 14 + ((today.getUTCDay() - BUILD_NIGHT_WEEKDAY + 7) % 7);
    const firstNight = local(-back, 19);
    const build = await story(robotics, firstNight).post(ago(days(back + 2)), {
      title: 'Build night',
      ends_at: local(-back, 21).toISOString(),
      location: 'Science Annex 112',
      repeat: 'weekly',
      repeat_until: localDate(42),
      description:
        'Every Tuesday: bring your laptop, we bring the soldering irons. Beginners welcome, someone will pair with you.',
    });
    const people = await guestsFor(context, robotics, {
      by: ago(days(back + 1)),
      meId: me.id,
      circleOnly: true,
    });
    const answered = answersOf(people, { going: 7, interested: 3, cant_go: 1 });
    await build.answers(answered, ago(days(back + 1)), ago(days(back - 6)));
    await build.answer(me.id, 'going', ago(days(back - 4)));
    const going = answered.filter(([, choice]) => choice === 'going').map(([id]) => id);
    await build.checkIns([me.id, ...going.slice(0, 4)], local(7 - back, 19));
    await events.cancelEvent(
      at(context, ago(hours(30))),
      robotics.memberId,
      build.postId,
      local(28 - back, 19).toISOString(),
    );
  }

  // A résumé review with 4 seats: full, one left and the first waiting got the seat.
  const reviewHost = await someMember(context, [me.id, ...(fairHost ? [fairHost] : [])]);
  if (reviewHost) {
    const host = { memberId: reviewHost };
    const review = await story(host, local(2, 16)).post(ago(days(3)), {
      title: 'Résumé review with Career Services',
      ends_at: local(2, 17, 30).toISOString(),
      location: 'Kimbel Library 108',
      capacity: 4,
      description:
        'Bring a printed résumé: a career counselor goes through it with you, 10 minutes each. Seats are limited, please answer Can’t go if your plans change.',
    });
    const [a, b, c, d, first, later1, third, ...rest] = await guestsFor(context, host, {
      by: now,
      meId: me.id,
    });
    if (a && b && c && d && first && later1 && third) {
      await review.answers(
        [
          [a, 'going'],
          [b, 'going'],
          [c, 'going'],
          [d, 'going'],
          [first, 'going'],
        ],
        ago(days(3) - hours(1)),
        ago(days(2)),
      );
      await review.answer(me.id, 'going', ago(hours(40)));
      await review.answer(third, 'going', ago(hours(30)));
      await review.answers(answersOf(rest, { interested: 2 }), ago(hours(28)), ago(hours(20)));
      // `b` leaves: `first` gets the seat, the member seed prints is first on the waitlist now.
      await review.answer(b, 'cant_go', ago(hours(6)));
    }
  }

  // The Climbing Crew's paddle, cancelled for the weather.
  const climbing = await groupHost(context, 'Climbing Crew');
  if (climbing) {
    const paddle = await story(climbing, local(1, 18)).post(ago(days(5)), {
      title: 'Sunset kayak paddle',
      ends_at: local(1, 20).toISOString(),
      location: 'Peanut Island boat ramp',
      description:
        'Kayaks and life jackets from the rec center, we carpool from the Wall Center at 5.',
    });
    const people = await guestsFor(context, climbing, { by: ago(days(5)), meId: me.id });
    await paddle.answers(
      answersOf(people, { going: 5, interested: 3, cant_go: 1 }),
      ago(days(5) - hours(2)),
      ago(days(2)),
    );
    await paddle.answer(me.id, 'going', ago(days(4)));
    await events.cancelEvent(at(context, ago(hours(20))), climbing.memberId, paddle.postId, null);
  }

  // The Coastal Cleanup Crew's marsh walk last week, with the check-ins at the door.
  const cleanup = await groupHost(context, 'Coastal Cleanup Crew');
  if (cleanup) {
    const walk = await story(cleanup, local(-5, 9)).post(ago(days(12)), {
      title: 'Marsh walk cleanup',
      ends_at: local(-5, 12).toISOString(),
      location: 'Waccamaw Neck trailhead',
      description: 'Gloves, bags and grabbers provided. Wear shoes that can get muddy 🌿',
    });
    const people = await guestsFor(context, cleanup, { by: ago(days(12)), meId: me.id });
    const answered = answersOf(people, { going: 7, interested: 3, cant_go: 2 });
    await walk.answers(answered, ago(days(12) - hours(3)), ago(days(6)));
    await walk.answer(me.id, 'going', ago(days(9)));
    const going = answered.filter(([, choice]) => choice === 'going').map(([id]) => id);
    await walk.checkIns([...going.slice(0, 5), me.id], local(-5, 9));
  }

  // A review session for the CHEM 201 group's members, hosted by the member seed prints.
  const chem = await groupHost(context, 'CHEM 201 Study Group');
  if (chem) {
    const host = { memberId: me.id, groupId: chem.groupId };
    const session = await story(host, local(3, 18)).post(ago(days(2)), {
      title: 'Quiz 5 review session',
      ends_at: local(3, 20).toISOString(),
      location: 'Kimbel Library, third floor',
      audience: 'group',
      description: 'SN1 vs SN2 and the practice set from office hours. Bring your questions!',
    });
    const people = await guestsFor(context, host, {
      by: ago(days(2)),
      meId: me.id,
      circleOnly: true,
    });
    await session.answers(
      answersOf(people, { going: 4, interested: 2, cant_go: 1 }),
      ago(days(2) - hours(1)),
      ago(hours(3)),
    );
  }

  // A friend's movie night for their friends; they invited the member seed prints.
  const friend = await aFriendOf(context, me.id);
  if (friend) {
    const host = { memberId: friend };
    const movie = await story(host, local(1, 20, 30)).post(ago(hours(32)), {
      title: 'Movie night: Spirited Away',
      location: 'Tower Hall lounge',
      audience: 'friends',
      description: 'Popcorn provided, blankets recommended 🍿',
    });
    const people = await guestsFor(context, host, { by: now, meId: me.id, circleOnly: true });
    await events.invite(at(context, ago(hours(31))), friend, movie.postId, [
      me.id,
      ...people.slice(0, 2),
    ]);
    await movie.answers(
      answersOf(people, { going: 3, interested: 1 }),
      ago(hours(30)),
      ago(hours(2)),
    );
  }

  // An open mic last week.
  const micHost = await someMember(context, [me.id]);
  if (micHost) {
    const host = { memberId: micHost };
    const startsAt = local(-8, 20);
    const mic = await story(host, startsAt).post(ago(days(13)), {
      title: 'Open mic at the Union',
      ends_at: local(-8, 22).toISOString(),
      location: 'Student Union, Spadoni Park stage',
      description: 'Poetry, songs, stand-up: sign up at the door, five minutes each.',
    });
    const people = await guestsFor(context, host, { by: now, meId: me.id });
    await mic.answers(
      answersOf(people, { going: 6, interested: 4, cant_go: 2 }),
      ago(days(12)),
      later(startsAt, -hours(2)),
    );
  }
};
