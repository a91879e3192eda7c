/**
 * The campus's groups (issue 18), made through the groups service on a clock set to each moment,
 * so that their rows, counts, log and notifications are the ones the app itself writes: every
 * verified member in their College group (as verifying put them there), a dozen clubs, courses,
 * residence halls and interests of every privacy with their rules and questions, members and
 * their roles, requests waiting with their answers, invitations, a ban, and the group's log of
 * what its moderators did. The member seed prints administers one group (requests and a post
 * waiting for them), moderates another, is in a few more, has asked to join a private one and is
 * invited to a hidden one.
 */
import type { GroupKind, GroupPrivacy, GroupRule } from '@quad/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { selectRows } from '../db/rows';
import { days, hours, minutes } from '../infra/clock';
import type { Member } from '../modules/auth/authenticate';
import * as groups from '../modules/groups/service';
import type { CampusOptions, CampusSize } from './campus';
import { firstMember } from './first-member';
import { addGroupPosts } from './group-posts';

/** The part the member seed prints plays in a group. */
type PrintedPart = 'admin' | 'moderator' | 'member' | 'requested' | 'invited';

export interface GroupPlan {
  name: string;
  kind: GroupKind;
  privacy: GroupPrivacy;
  description: string;
  rules: GroupRule[];
  /** Asked of who asks to join (private groups), with answers people gave. */
  questions?: string[];
  answers?: string[][];
  postApproval?: boolean;
  membersCanInvite?: boolean;
  /** Made this many days before now. */
  age: number;
  /** Members besides the one who made it. */
  members: number;
  printed?: PrintedPart;
  /** Requests still waiting (private groups), besides the printed member's. */
  waiting?: number;
  /** Requests a moderator declined. */
  declined?: number;
  /** Members removed, and banned with the reason given. */
  removed?: string[];
  banned?: string[];
}

const rule = (title: string, text: string): GroupRule => ({ title, text });

export const GROUP_PLANS: GroupPlan[] = [
  {
    name: 'Robotics Club',
    kind: 'club',
    privacy: 'public',
    description:
      'We design, build and code robots for the SoutheastCon hardware competition and the spring Maker Faire. No experience needed: build nights are Tuesdays at 7 in Science Annex 112, and there is always someone happy to teach soldering.',
    rules: [
      rule(
        'Be patient with beginners',
        'Everyone started somewhere. Questions are always welcome.',
      ),
      rule('Stay on topic', 'Robots, electronics, code and competition logistics.'),
      rule('No selling or advertising', 'Ask an admin before posting anything for sale.'),
    ],
    age: 27,
    members: 15,
    printed: 'moderator',
    removed: ['Posted the same advertisement three times after a warning.'],
  },
  {
    name: 'CHEM 201 Study Group',
    kind: 'course',
    privacy: 'private',
    description:
      'Organic Chemistry I, every section. We meet Sundays at 6 pm on the third floor of Kimbel Library before each quiz, share notes and work the practice problems together.',
    rules: [
      rule(
        'Notes yes, graded answers no',
        'Share notes and practice problems, never answers to graded work.',
      ),
      rule('Be on time', 'Sessions start at 6 sharp so everyone gets through the problem set.'),
      rule('Keep it about CHEM 201', 'Other courses have their own groups.'),
    ],
    questions: ['Which CHEM 201 section are you in, and with which professor?'],
    answers: [
      ['Section 002 with Dr. Alvarez'],
      ['Section 001, Dr. Okoye, Tuesday/Thursday mornings'],
      ['Section 003 (the evening one) with Dr. Alvarez'],
      ['001 with Dr. Okoye. I am retaking it and want to do it right this time.'],
    ],
    postApproval: true,
    age: 21,
    members: 9,
    printed: 'admin',
    waiting: 3,
    declined: 1,
  },
  {
    name: 'Tower Hall 4th Floor',
    kind: 'residence',
    privacy: 'private',
    description:
      'For residents of the fourth floor of Tower Hall: floor meetings, lost and found, laundry room news and the occasional midnight pancake run.',
    rules: [
      rule('Quiet hours', 'Sunday to Thursday from 10 pm, weekends from midnight.'),
      rule('Residents only', 'Moving out? Let the RA know and leave the group.'),
    ],
    questions: ['Which room are you in?'],
    answers: [['Room 412'], ['408, with Jordan'], ['Room 421 (the corner one)'], ['415']],
    age: 26,
    members: 11,
    printed: 'requested',
    waiting: 1,
  },
  {
    name: 'Climbing Crew',
    kind: 'interest',
    privacy: 'public',
    description:
      'Bouldering at the rec center wall on weekday evenings and weekend trips to the gym in Myrtle Beach. Shoes and chalk to borrow, rides shared.',
    rules: [
      rule('Safety first', 'Check your partner’s knot and belay every time.'),
      rule('Share the rides', 'Post in the group when you drive and when you need a seat.'),
      rule('No gear sales', 'Lending is great; selling happens elsewhere.'),
    ],
    age: 24,
    members: 13,
    printed: 'member',
    banned: ['Kept selling used gear in the group (rule 3) after two warnings.'],
  },
  {
    name: 'Orientation Leaders 2026',
    kind: 'club',
    privacy: 'hidden',
    description:
      'The orientation leader team for the summer 2026 sessions: schedules, training materials and the group chat for the week before move-in.',
    rules: [
      rule('Keep it confidential', 'Schedules and surprises stay here until they are announced.'),
      rule('Answer within a day', 'Session plans change fast; reply to your lead within 24 hours.'),
    ],
    age: 18,
    members: 7,
    printed: 'invited',
  },
  {
    name: 'Coastal Cleanup Crew',
    kind: 'interest',
    privacy: 'public',
    description:
      'Monthly beach and marsh cleanups with the Waccamaw Riverkeeper and the city of Myrtle Beach. Bags, gloves and grabbers provided; bring water and sunscreen.',
    rules: [
      rule('Leave no trace', 'Everything we bring, we take back.'),
      rule('Sign up before you come', 'So we have enough gloves and rides.'),
    ],
    age: 28,
    members: 17,
    printed: 'member',
  },
  {
    name: 'Debate Society',
    kind: 'club',
    privacy: 'private',
    description:
      'Parliamentary and Lincoln-Douglas debate. Practice rounds Monday and Wednesday nights, tournaments across the Southeast each semester.',
    rules: [
      rule('Attack arguments, not people', 'Disagree as hard as you like, with respect.'),
      rule('Practice counts', 'Come to at least one practice a week to travel to tournaments.'),
    ],
    questions: ['Have you debated before? Where?', 'Which practice nights can you make?'],
    answers: [
      ['Two years of public forum in high school', 'Mondays'],
      ['Never, but I want to learn', 'Both'],
      ['Model UN only', 'Wednesdays'],
      ['Lincoln-Douglas at Socastee High', 'Mondays and Wednesdays'],
    ],
    age: 22,
    members: 8,
    waiting: 2,
    declined: 1,
  },
  {
    name: 'Campus Photography Society',
    kind: 'club',
    privacy: 'public',
    description:
      'Photo walks every other Saturday, a darkroom night each month and a spring exhibition in the Rebecca Randall Bryan Art Gallery. Phones welcome as much as cameras.',
    rules: [
      rule('Your own photos only', 'Credit anyone else’s work.'),
      rule('Ask before photographing people', 'And take it down if they ask.'),
    ],
    age: 25,
    members: 14,
  },
  {
    name: 'MATH 160 Calculus I',
    kind: 'course',
    privacy: 'public',
    description:
      'All sections of Calculus I: homework questions, exam review sessions and the tutoring center schedule.',
    rules: [
      rule('Show your work', 'Post what you tried; people help more when they see it.'),
      rule('No graded answers', 'Help with the method, not the answer to graded homework.'),
    ],
    age: 20,
    members: 19,
  },
  {
    name: 'Sand Sharks Volleyball',
    kind: 'interest',
    privacy: 'public',
    description:
      'Our intramural volleyball team: game times, carpools to the beach courts and post-game tacos.',
    rules: [rule('Show up or tell us', 'Let the team know by noon if you cannot make a game.')],
    age: 16,
    members: 8,
  },
  {
    name: 'University Place Building C',
    kind: 'residence',
    privacy: 'private',
    description:
      'Residents of University Place building C: maintenance updates, package room hours, study rooms and the end-of-semester cookout.',
    rules: [
      rule('Residents only', 'Building C residents and their RAs.'),
      rule('Report maintenance to the office', 'The group is for news, the portal is for repairs.'),
    ],
    questions: ['Which apartment are you in?'],
    answers: [['C-204'], ['C-112, the one next to the laundry room'], ['C-310'], ['C-221']],
    membersCanInvite: false,
    age: 23,
    members: 9,
    waiting: 1,
  },
  {
    name: 'Board Game Night',
    kind: 'interest',
    privacy: 'public',
    description:
      'Thursdays from 8 in the student union game room: Catan, Wingspan, Codenames and whatever someone brings. Newcomers always get a seat.',
    rules: [
      rule('Teach the rules', 'Anyone new gets the rules explained before the first turn.'),
      rule('Put the pieces back', 'Every box goes back complete.'),
    ],
    age: 19,
    members: 11,
  },
];

interface Person {
  id: string;
  joined: Date;
}

/** A verified member acting without a session (the groups service reads only these). */
const asMember = (id: string): Member => ({ id, verified: true, sessionId: '' });

/** The services on a clock that stands at `time`. */
const at = (context: AppContext, time: Date): AppContext => ({
  ...context,
  clock: { now: () => time },
});

const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

const later = (time: Date, ms: number) => new Date(time.getTime() + ms);

/** Every verified member in their college's group, from the moment they verified (just after joining). */
const joinCollegeGroups = async (context: AppContext) => {
  const members = await selectRows<{ id: string; created_at: string | Date }>(
    context.db,
    sql`select id, created_at from users where verified order by created_at, id`,
  );
  for (const member of members) {
    const verifiedAt = later(new Date(member.created_at), minutes(3));
    await groups.joinCollegeGroup(at(context, verifiedAt), context.db, member.id);
  }
};

/** One group's story, from its making to now. */
export class GroupStory {
  id = '';
  slug = '';
  /** Members and when they joined. */
  readonly members = new Map<string, Date>();
  moderatorId: string | undefined;

  constructor(
    private readonly context: AppContext,
    readonly plan: GroupPlan,
    readonly creator: Person,
    private readonly friendships: Map<string, Set<string>>,
    private readonly now: Date,
  ) {}

  private on(time: Date) {
    return at(this.context, time);
  }

  private answersFor(index: number) {
    const { answers = [] } = this.plan;
    return answers[index % Math.max(1, answers.length)] ?? [];
  }

  async make() {
    const made = later(this.now, -days(this.plan.age));
    const group = await groups.createGroup(this.on(made), asMember(this.creator.id), {
      name: this.plan.name,
      kind: this.plan.kind,
      privacy: this.plan.privacy,
      description: this.plan.description,
      questions: this.plan.questions ?? [],
    });
    this.id = group._id;
    this.slug = group.slug;
    this.members.set(this.creator.id, made);
    await groups.updateGroup(this.on(later(made, minutes(12))), this.creator.id, this.slug, {
      rules: this.plan.rules,
      ...(this.plan.postApproval ? { postApproval: true } : {}),
      ...(this.plan.membersCanInvite === false ? { membersCanInvite: false } : {}),
    });
    return made;
  }

  /** A member this person is friends with who may invite them, if any. */
  private inviterFor(personId: string) {
    const friends = this.friendships.get(personId) ?? new Set();
    const canInvite = this.plan.membersCanInvite !== false;
    return [...this.members.keys()].find(
      (memberId) => friends.has(memberId) && (canInvite || memberId === this.creator.id),
    );
  }

  /** Asks to join a private group with answers (and waits), or joins a public one. */
  async ask(person: Person, time: Date, index: number) {
    return groups.joinGroup(this.on(time), asMember(person.id), this.slug, this.answersFor(index));
  }

  async answer(person: Person, time: Date, approve: boolean) {
    await groups.answerRequest(this.on(time), this.creator.id, this.slug, person.id, approve);
    if (approve) this.members.set(person.id, time);
  }

  async invite(inviterId: string, person: Person, time: Date) {
    await groups.invite(this.on(time), inviterId, this.slug, person.id);
  }

  /**
   * The person becomes a member at about `time`: joining a public group, asking and being
   * approved in a private one, invited by a friend in it and accepting in a hidden one (or
   * anywhere, when a friend is in it and asks). False when nobody can bring them into a hidden
   * group.
   */
  async admit(person: Person, time: Date, index: number) {
    const when = new Date(Math.max(time.getTime(), person.joined.getTime() + hours(1)));
    const inviter = this.inviterFor(person.id);
    if (this.plan.privacy === 'hidden' || (inviter && Math.random() < 0.2)) {
      if (!inviter) return false;
      // Not before the inviter was in it themselves.
      const inviterIn = this.members.get(inviter) ?? when;
      const invited = new Date(Math.max(when.getTime(), inviterIn.getTime() + hours(1)));
      await this.invite(inviter, person, invited);
      const accepted = later(invited, hours(1 + Math.random() * 20));
      await groups.joinGroup(this.on(accepted), asMember(person.id), this.slug, []);
      this.members.set(person.id, accepted);
      return true;
    }
    const { viewerState } = await this.ask(person, when, index);
    if (viewerState === 'requested') {
      await this.answer(person, later(when, hours(2 + Math.random() * 30)), true);
    } else {
      this.members.set(person.id, when);
    }
    return true;
  }

  async setRole(personId: string, role: 'admin' | 'moderator', time: Date) {
    await groups.setRole(this.on(time), this.creator.id, this.slug, personId, role);
  }

  async remove(personId: string, time: Date, options: { ban: boolean; reason: string }) {
    await groups.removeMember(this.on(time), this.creator.id, this.slug, personId, options);
    this.members.delete(personId);
  }

  async notify(personId: string, setting: 'all' | 'off') {
    await groups.setNotifications(this.context, personId, this.slug, setting);
  }
}

interface Cast {
  me: Person;
  /** Everyone else, in a random order. */
  others: Person[];
  friendships: Map<string, Set<string>>;
}

const castOf = async (context: AppContext, meId: string): Promise<Cast> => {
  const people = await selectRows<{ id: string; created_at: string | Date }>(
    context.db,
    sql`select id, created_at from users where verified`,
  );
  const friendships = new Map<string, Set<string>>();
  for (const pair of await selectRows<{ user_id: string; friend_id: string }>(
    context.db,
    sql`select user_id, friend_id from friendships`,
  )) {
    const set = friendships.get(pair.user_id) ?? new Set<string>();
    set.add(pair.friend_id);
    friendships.set(pair.user_id, set);
  }
  const all = people.map((row) => ({ id: row.id, joined: new Date(row.created_at) }));
  const me = all.find((person) => person.id === meId);
  if (!me) throw new Error('the printed member is not verified');
  return { me, others: shuffled(all.filter((person) => person.id !== meId)), friendships };
};

/** Spread `count` moments evenly (with a little noise) from `from` to `to`. */
const moments = (count: number, from: Date, to: Date) => {
  const span = to.getTime() - from.getTime();
  return Array.from({ length: count }, (_, index) => {
    const share = (index + 0.5 + (Math.random() - 0.5) * 0.8) / count;
    return new Date(from.getTime() + span * share);
  });
};

/** The printed member's own moments, recent enough to be unread when they sign in. */
const PRINTED_MOMENTS = {
  madeModerator: hours(30),
  requested: hours(20),
  invited: hours(5),
  requestsWaiting: [hours(40), hours(16), hours(3)],
};

const tellStory = async (context: AppContext, plan: GroupPlan, cast: Cast, now: Date) => {
  const { me, friendships } = cast;
  const ago = (ms: number) => later(now, -ms);
  let pool = cast.others;
  let creator: Person;
  if (plan.printed === 'admin') {
    creator = me;
  } else if (plan.printed === 'invited') {
    // One of their friends made it, and invites them.
    const friends = friendships.get(me.id) ?? new Set();
    creator = pool.find((person) => friends.has(person.id)) ?? pool[0] ?? me;
  } else {
    creator = pool[0] ?? me;
  }
  if (creator.id === me.id && plan.printed !== 'admin') return undefined;
  pool = shuffled(pool.filter((person) => person.id !== creator.id));

  const story = new GroupStory(context, plan, creator, friendships, now);
  const made = await story.make();

  // Members over the group's life, up to a few days ago; the printed one among the first.
  const joining = pool.slice(0, plan.members);
  if (plan.printed === 'moderator' || plan.printed === 'member') joining.splice(1, 0, me);
  const times = moments(joining.length, later(made, hours(2)), ago(days(3)));
  // For a hidden group, people come in as friends of members invite them: several rounds.
  let waitingToJoin = joining.map((person, index) => ({ person, index }));
  for (let round = 0; round < 4 && waitingToJoin.length > 0; round += 1) {
    const left: typeof waitingToJoin = [];
    for (const each of waitingToJoin) {
      const time = times[each.index] ?? ago(days(3));
      if (!(await story.admit(each.person, time, each.index))) left.push(each);
    }
    waitingToJoin = left;
  }

  const members = [...story.members.keys()].filter((id) => id !== creator.id);
  const others = members.filter((id) => id !== me.id);

  // Roles: a moderator (the printed member where they moderate), and a second admin in big groups.
  const moderator = plan.printed === 'moderator' ? me.id : others[0];
  if (moderator) {
    const when =
      moderator === me.id
        ? ago(PRINTED_MOMENTS.madeModerator)
        : later(story.members.get(moderator) ?? made, days(2));
    await story.setRole(moderator, 'moderator', when);
    story.moderatorId = moderator;
  }
  const secondAdmin = plan.members >= 14 ? others[1] : undefined;
  if (secondAdmin) {
    await story.setRole(
      secondAdmin,
      'admin',
      later(story.members.get(secondAdmin) ?? made, days(1)),
    );
  }

  // How members want to hear of new posts: a few every post, a few none.
  for (const id of others.slice(2)) {
    const roll = Math.random();
    if (roll < 0.3) await story.notify(id, 'all');
    else if (roll < 0.4) await story.notify(id, 'off');
  }
  if (plan.printed === 'member' && plan.kind === 'interest') await story.notify(me.id, 'all');

  // Removals and bans, by the group's admin, of members who are not the printed one.
  const removable = others.slice(3).reverse();
  for (const reason of plan.removed ?? []) {
    const who = removable.shift();
    if (who) await story.remove(who, ago(days(2 + Math.random() * 4)), { ban: false, reason });
  }
  for (const reason of plan.banned ?? []) {
    const who = removable.shift();
    if (who) await story.remove(who, ago(days(1 + Math.random() * 5)), { ban: true, reason });
  }

  // Requests: declined ones, the ones still waiting (recent), and the printed member's.
  const outsiders = pool.slice(plan.members).filter((person) => !story.members.has(person.id));
  if (plan.privacy === 'private') {
    for (let index = 0; index < (plan.declined ?? 0); index += 1) {
      const person = outsiders.shift();
      if (!person) break;
      const asked = ago(days(4 + index));
      await story.ask(person, asked, plan.members + index);
      await story.answer(person, later(asked, hours(5)), false);
    }
    const waiting = plan.waiting ?? 0;
    for (let index = 0; index < waiting; index += 1) {
      const person = outsiders.shift();
      if (!person) break;
      const asked =
        plan.printed === 'admin'
          ? ago(PRINTED_MOMENTS.requestsWaiting[index] ?? hours(2 + index))
          : ago(hours(6 + 20 * index));
      await story.ask(person, asked, index);
    }
    if (plan.printed === 'requested') {
      await story.ask(me, ago(PRINTED_MOMENTS.requested), 0);
    }
  }
  if (plan.printed === 'invited') {
    await story.invite(creator.id, me, ago(PRINTED_MOMENTS.invited));
  }
  return story;
};

/** The campus's groups, after its members, friendships and posts, before the notifications. */
export const addGroups = async (context: AppContext, _size: CampusSize, { now }: CampusOptions) => {
  await joinCollegeGroups(context);
  const first = await firstMember(context);
  if (!first) return;
  const cast = await castOf(context, first.id);
  const stories: GroupStory[] = [];
  for (const plan of GROUP_PLANS) {
    const story = await tellStory(context, plan, cast, now);
    if (story) stories.push(story);
  }
  await addGroupPosts(context, stories, first.id, now);
};
