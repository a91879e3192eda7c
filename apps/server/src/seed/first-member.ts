/**
 * The last days of the member npm run seed prints (the first to join), acted out through the
 * services on a clock set to each moment, so what they find on signing in is what the app itself
 * made: friend requests waiting for them, a request of theirs accepted, new followers, friends
 * reacting to and commenting on their new post, a thread they joined that went on without them,
 * and conversations with friends, two of them with messages they have not read.
 */
import type { FriendshipAction, Reaction } from '@quad/contract';
import { asc, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { selectRows } from '../db/rows';
import { users } from '../db/schema';
import { hours, minutes } from '../infra/clock';
import type { Member } from '../modules/auth/authenticate';
import * as comments from '../modules/comments/service';
import * as friends from '../modules/friends/service';
import * as messages from '../modules/messages/service';
import * as posts from '../modules/posts/service';
import * as reactions from '../modules/reactions/service';

/** The member seed prints: the first to join. */
export const firstMember = async (context: Pick<AppContext, 'db'>) => {
  const [first] = await context.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return first;
};

/** They last opened their notifications before these days began: what came since is unread. */
export const FIRST_MEMBER_LAST_VISIT_AGO = hours(60);

interface Someone {
  id: string;
  username: string;
}

/** The services on a clock that stands at `time`. */
const at = (context: AppContext, time: Date): AppContext => ({
  ...context,
  clock: { now: () => time },
});

/** A verified member acting without a session (the friends service reads only these). */
const asMember = (id: string): Member => ({ id, verified: true, sessionId: '' });

const friendsOf = (context: AppContext, memberId: string) =>
  selectRows<Someone>(
    context.db,
    sql`
    select u.id, u.username from friendships f join users u on u.id = f.friend_id
    where f.user_id = ${memberId}::uuid
    order by random()`,
  );

/** Members with no friendship, request or follow towards the member. */
const strangersTo = (context: AppContext, memberId: string) =>
  selectRows<Someone>(
    context.db,
    sql`
    select u.id, u.username from users u
    where u.id <> ${memberId}::uuid
      and not exists (
        select 1 from friendships f where f.user_id = ${memberId}::uuid and f.friend_id = u.id)
      and not exists (
        select 1 from friend_requests r
        where (r.sender_id = u.id and r.receiver_id = ${memberId}::uuid)
          or (r.sender_id = ${memberId}::uuid and r.receiver_id = u.id))
      and not exists (
        select 1 from follows f where f.follower_id = u.id and f.followee_id = ${memberId}::uuid)
    order by random()`,
  );

/** Who plays each part; any of them may be missing on a tiny campus. */
interface Cast {
  me: Someone;
  friends: Someone[];
  strangers: Someone[];
}

type Ago = (ms: number) => Date;

/** A post of theirs that friends react to and comment on; they answer in the thread. */
const theirPost = async (context: AppContext, { me, friends: cast }: Cast, ago: Ago) => {
  const post = await posts.createPost(at(context, ago(hours(50))), me.id, {
    text: 'Beach cleanup this Saturday at 9, meeting at the Wall Center 🌊 Bags and gloves provided. Who is in? #BeachCleanup',
  });
  const reacts: Reaction[] = ['love', 'like', 'like', 'wow', 'love', 'haha'];
  const reactors = cast.slice(0, reacts.length);
  const spread = hours(47) / Math.max(1, reactors.length);
  for (const [index, friend] of reactors.entries()) {
    await reactions.reactToPost(
      at(context, ago(hours(49) - index * spread)),
      friend.id,
      post._id,
      reacts[index] ?? 'like',
    );
  }
  const thread: [Someone | undefined, number, string][] = [
    [cast[0], hours(48), 'Count me in! Do we need to bring anything?'],
    [me, hours(47), 'Just sunscreen and water ☀️ we have everything else.'],
    [cast[1], hours(30), 'Bringing my roommate too, she has been wanting to join.'],
    [cast[2], hours(4), 'Is it still on if it rains?'],
  ];
  for (const [who, when, text] of thread) {
    if (!who) continue;
    await comments.addComment(at(context, ago(when)), who.id, {
      postId: post._id,
      comment: text,
      image: '',
    });
  }
};

/** They comment on a friend's post; others comment after them. */
const aThreadTheyJoined = async (context: AppContext, { me, friends: cast }: Cast, ago: Ago) => {
  const [author, other] = [cast[3] ?? cast[0], cast[4] ?? cast[1]];
  if (!author) return;
  const post = await posts.createPost(at(context, ago(hours(44))), author.id, {
    text: 'Does anyone have the slides from Thursday’s marine biology lecture? My laptop died halfway through 😩',
  });
  const thread: [Someone | undefined, number, string][] = [
    [me, hours(40), 'Sent them to you! The part on tides is on the last ten slides.'],
    [other, hours(6), 'Could I get them too? I was at the career fair.'],
    [author, hours(2), 'Thank you both, study group at the library tomorrow?'],
  ];
  for (const [who, when, text] of thread) {
    if (!who) continue;
    await comments.addComment(at(context, ago(when)), who.id, {
      postId: post._id,
      comment: text,
      image: '',
    });
  }
};

/**
 * What the campus talked about today (issue 29): posts and comments with hashtags by many
 * members over the last 20 hours, so that Trending on campus has something to show, and friends
 * mentioning the member in a post and in a comment.
 */
const campusBuzz = async (
  context: AppContext,
  { me, friends: cast, strangers }: Cast,
  ago: Ago,
) => {
  const people = [...cast, ...strangers];
  const lines: [number, string][] = [
    [hours(20), 'Library is packed already, good luck everyone #FinalsWeek'],
    [hours(18), 'Who else is living on coffee this week? ☕ #FinalsWeek #StudyBreak'],
    [hours(16), 'Robot arm finally picks up the cup 🤖 Build night was worth it #Robotics'],
    [hours(15), 'Free pancakes at the union at 10 pm tonight #FinalsWeek'],
    [hours(13), 'Signed up for Saturday, see you on the sand #BeachCleanup'],
    [hours(12), 'Two exams down, two to go #FinalsWeek'],
    [hours(10), 'Quiet room on the third floor has outlets at every table #StudyBreak'],
    [hours(8), 'Gloves and bags are in the union lobby for tomorrow #BeachCleanup 🌊'],
    [hours(7), 'Our team needs one more driver for the competition #Robotics'],
    [hours(5), 'Chem final done. Going straight to the beach #FinalsWeek #BeachDay'],
    [hours(3), 'Whoever left the pizza in the study lounge: thank you #StudyBreak'],
  ];
  for (const [index, [when, text]] of lines.entries()) {
    const author = people[index % Math.max(1, people.length)];
    if (!author) return;
    await posts.createPost(at(context, ago(when)), author.id, { text });
  }
  const [friend, other] = cast;
  if (!friend) return;
  const mention = await posts.createPost(at(context, ago(hours(2))), friend.id, {
    text: `@${me.username} are you coming to the review session at 4? Bringing flashcards #FinalsWeek`,
  });
  if (other) {
    await comments.addComment(at(context, ago(minutes(70))), other.id, {
      postId: mention._id,
      comment: `Save me a seat too! @${me.username} has the best notes`,
      image: '',
    });
  }
};

/**
 * Posts of last week that the search page finds well (issue 29): a textbook sale with a question
 * under it, a résumé review (found by "resume"), a robotics team looking for members.
 */
const postsToFind = async (
  context: AppContext,
  { me, friends: cast, strangers }: Cast,
  ago: Ago,
) => {
  const [seller, asker, center, robotics] = [
    cast[5] ?? cast[0],
    me,
    strangers[0] ?? cast[1],
    strangers[1] ?? cast[2],
  ];
  if (!seller) return;
  const sale = await posts.createPost(at(context, ago(hours(24 * 6))), seller.id, {
    text: 'Selling my CHEM 201 textbook (Organic Chemistry, 3rd edition), barely used. $40 or best offer, meet on campus.',
  });
  await comments.addComment(at(context, ago(hours(24 * 6 - 3))), asker.id, {
    postId: sale._id,
    comment: 'Is the lab manual included? I need it for the CHEM 201 lab on Tuesdays.',
    image: '',
  });
  if (center) {
    await posts.createPost(at(context, ago(hours(24 * 5))), center.id, {
      text: 'Free Résumé reviews at the Career Center on Thursday, 2–5 pm. Bring a printed copy!',
    });
  }
  if (robotics) {
    await posts.createPost(at(context, ago(hours(24 * 3))), robotics.id, {
      text: 'Our robotics team is competing at the regional competition next month and needs two more programmers.',
    });
  }
};

/** A request of theirs accepted, requests waiting for them, and new followers. */
const newPeople = async (context: AppContext, { me, strangers }: Cast, ago: Ago) => {
  const act = (when: number, actor: Someone, action: FriendshipAction, target: Someone) =>
    friends.act(at(context, ago(when)), asMember(actor.id), action, target.id);
  const [accepting, asking, following, askingLater, followingLater] = strangers;
  if (accepting) {
    await act(hours(36), me, 'addFriend', accepting);
    await act(hours(9), accepting, 'acceptRequest', me);
  }
  if (asking) await act(hours(20), asking, 'addFriend', me);
  if (following) await act(hours(14), following, 'follow', me);
  if (askingLater) await act(minutes(90), askingLater, 'addFriend', me);
  if (followingLater) await act(minutes(50), followingLater, 'follow', me);
};

/** Lines of a conversation: who speaks ('me' or 'them'), how long ago, what. */
type Line = ['me' | 'them', number, string];

/**
 * Each script ends as the member left it: the first two with the friend's last messages unread,
 * the third with the member's answer seen by the friend, the fourth read by the member.
 */
const CONVERSATIONS: { lines: Line[]; readBy?: 'me' | 'them' }[] = [
  {
    lines: [
      ['them', hours(26), 'Hey! Are you going to the bio review session tomorrow?'],
      ['me', hours(25.5), 'Yes! Library third floor at 4, right?'],
      ['them', hours(25), 'Yep. Could you bring your notes from chapter 9? Mine are a mess 😅'],
      ['me', hours(24), 'Sure, I will bring them.'],
      ['them', minutes(50), 'Thanks again for the notes, they saved me on question 3'],
      ['them', minutes(48), 'Coffee at the union after the exam? My treat ☕'],
    ],
  },
  {
    lines: [
      ['me', hours(72), 'Did you sign up for the intramural volleyball team?'],
      ['them', hours(71.6), 'Not yet, is there still room?'],
      ['me', hours(71.5), 'Two spots left, sign-ups close Friday.'],
      ['them', hours(70), 'Done! We are the Sand Sharks 🦈'],
      ['me', hours(48), 'Love the name'],
      ['them', hours(3), 'First game is Thursday at 7, do not forget your sneakers this time'],
    ],
  },
  {
    lines: [
      ['them', hours(120), 'Can I borrow your lab goggles for Tuesday’s chem lab?'],
      ['me', hours(119), 'Of course, I will leave them at the front desk of my dorm.'],
      ['them', hours(118.5), 'You are the best 🙏'],
      ['them', hours(20), 'Bringing them back tomorrow morning, promise'],
      ['me', hours(19), 'No rush!'],
    ],
    readBy: 'them',
  },
  {
    lines: [
      ['me', hours(192), 'Happy birthday!! 🎉'],
      ['them', hours(190), 'Thank you!! Pancakes at the dining hall tomorrow morning?'],
      ['me', hours(189), 'Would not miss it.'],
      ['them', hours(166), 'Best pancakes of the semester. Same time next month?'],
    ],
    readBy: 'me',
  },
];

const conversations = async (context: AppContext, { me, friends: cast }: Cast, ago: Ago) => {
  for (const [index, { lines, readBy }] of CONVERSATIONS.entries()) {
    const friend = cast[index];
    if (!friend) return;
    for (const [who, when, text] of lines) {
      const [from, to] = who === 'me' ? [me, friend] : [friend, me];
      await messages.sendMessage(at(context, ago(when)), from.id, to.username, { text, image: '' });
    }
    if (readBy) {
      const [reader, other] = readBy === 'me' ? [me, friend] : [friend, me];
      const readAt = ago((lines.at(-1)?.[1] ?? 0) - hours(1));
      await messages.markConversationRead(at(context, readAt), reader.id, other.username);
    }
  }
};

/** The first member's last days, up to `now`. */
export const actOutFirstMembersDays = async (context: AppContext, now: Date) => {
  const member = await firstMember(context);
  if (!member) return;
  const cast: Cast = {
    me: member,
    friends: await friendsOf(context, member.id),
    strangers: await strangersTo(context, member.id),
  };
  const ago: Ago = (ms) => new Date(now.getTime() - ms);
  await newPeople(context, cast, ago);
  await theirPost(context, cast, ago);
  await aThreadTheyJoined(context, cast, ago);
  await postsToFind(context, cast, ago);
  await campusBuzz(context, cast, ago);
  await conversations(context, cast, ago);
};
