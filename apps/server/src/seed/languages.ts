/**
 * The campus's languages: one member uses Quad in Spanish (their language on their account),
 * and a few write their posts and comments in Spanish, French, Arabic and Chinese, so the feed
 * shows text in both directions whatever the reader's language.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { comments, posts, users } from '../db/schema';
import { selectRows } from '../db/rows';
import { newId } from '../infra/ids';
import { NUMBERED, type CampusOptions } from './campus';

/** Members by their number in order of joining (the first is the member seed prints). */
const memberNumbered = async (db: Queryable, n: number) =>
  (await selectRows<{ id: string }>(db, sql`select id from (${NUMBERED}) m where m.n = ${n}`))[0]
    ?.id;

/** The member who uses Quad in Spanish. */
export const SPANISH_MEMBER_NUMBER = 2;

/** The member who uses Quad in Spanish, for seed's summary. */
export const spanishMember = (db: Queryable) =>
  db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.language, 'es'))
    .limit(1)
    .then((rows) => rows[0]);

export interface CommentInLanguage {
  member: number;
  text: string;
  minutesAfter: number;
}

/**
 * Posts written in the campus's other languages, by the members of these numbers, with the
 * comments others (and their author) wrote under them in the same language.
 */
export const POSTS_IN_LANGUAGES: {
  member: number;
  language: string;
  text: string;
  hoursAgo: number;
  comments: CommentInLanguage[];
}[] = [
  {
    member: 2,
    language: 'es',
    text: '¿Alguien quiere estudiar cálculo esta tarde en la biblioteca? Llevo café para todos ☕',
    hoursAgo: 5,
    comments: [
      {
        member: 6,
        text: '¡Me apunto! Salgo de clase a las cuatro, ¿nos vemos en la segunda planta?',
        minutesAfter: 12,
      },
      { member: 2, text: 'Perfecto, te guardo sitio junto a las ventanas 🙌', minutesAfter: 20 },
    ],
  },
  {
    member: 6,
    language: 'es',
    text: 'Ayer por la tarde perdí una sudadera gris con capucha en el gimnasio. Si alguien la encuentra, que me escriba por aquí, porfa 🙏',
    hoursAgo: 26,
    comments: [
      {
        member: 2,
        text: 'Creo que vi una en objetos perdidos, en la recepción del gimnasio. ¡Pregunta allí!',
        minutesAfter: 45,
      },
    ],
  },
  {
    member: 3,
    language: 'fr',
    text: 'Soirée crêpes au foyer des étudiants jeudi à 19 h. Venez nombreux, c’est gratuit !',
    hoursAgo: 9,
    comments: [
      {
        member: 7,
        text: 'J’apporte du Nutella et de la confiture de fraises 😋',
        minutesAfter: 30,
      },
      {
        member: 3,
        text: 'Génial, merci ! Il nous manque encore quelqu’un pour la musique, avis aux amateurs.',
        minutesAfter: 42,
      },
    ],
  },
  {
    member: 4,
    language: 'ar',
    text: 'مرحبًا بالجميع! نبحث عن أعضاء جدد لنادي اللغة العربية، نلتقي كل أربعاء في المكتبة.',
    hoursAgo: 14,
    comments: [
      { member: 8, text: 'فكرة رائعة! هل يمكن للمبتدئين الانضمام أيضًا؟', minutesAfter: 25 },
      {
        member: 4,
        text: 'طبعًا، الجميع مرحَّب بهم مهما كان مستواهم. نبدأ الساعة السادسة مساءً 😊',
        minutesAfter: 40,
      },
    ],
  },
  {
    member: 5,
    language: 'zh-Hans',
    text: '周末有人一起去海边跑步吗？早上七点在宿舍楼下集合 🏃',
    hoursAgo: 20,
    comments: [
      { member: 9, text: '算我一个！我顺便带点早餐过去 🥐', minutesAfter: 15 },
      { member: 5, text: '太好了，那就不见不散！记得带水。', minutesAfter: 28 },
    ],
  },
  {
    member: 3,
    language: 'fr',
    text: 'Quelqu’un aurait des notes du cours de chimie de mardi ? J’étais malade.',
    hoursAgo: 30,
    comments: [
      {
        member: 7,
        text: 'Je te les envoie ce soir, j’ai tout pris en photo. Bon rétablissement !',
        minutesAfter: 50,
      },
    ],
  },
];

export const addLanguages = async ({ db }: AppContext, _size: unknown, { now }: CampusOptions) => {
  const spanish = await memberNumbered(db, SPANISH_MEMBER_NUMBER);
  if (spanish) await db.update(users).set({ language: 'es' }).where(eq(users.id, spanish));
  for (const post of POSTS_IN_LANGUAGES) {
    const author = await memberNumbered(db, post.member);
    if (!author) continue;
    const postId = newId();
    const postedAt = now.getTime() - post.hoursAgo * 3_600_000;
    await db.insert(posts).values({
      id: postId,
      userId: author,
      type: null,
      text: post.text,
      createdAt: new Date(postedAt),
    });
    for (const comment of post.comments) {
      const commenter = await memberNumbered(db, comment.member);
      if (!commenter) continue;
      await db.insert(comments).values({
        id: newId(),
        postId,
        userId: commenter,
        text: comment.text,
        createdAt: new Date(postedAt + comment.minutesAfter * 60_000),
      });
    }
  }
};
