/**
 * The campus's languages: one member uses Quad in Spanish (their language on their account),
 * and a few write their posts in Spanish, French, Arabic and Chinese, so the feed shows text in
 * both directions whatever the reader's language.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { posts, users } from '../db/schema';
import { selectRows } from '../db/rows';
import { newId } from '../infra/ids';
import { NUMBERED, type CampusOptions } from './campus';

/** Members by their number in order of joining (the first is the member seed prints). */
const memberNumbered = async (db: Queryable, n: number) =>
  (await selectRows<{ id: string }>(db, sql`select id from (${NUMBERED}) m where m.n = ${n}`))[0]
    ?.id;

/** The member who uses Quad in Spanish. */
export const SPANISH_MEMBER_NUMBER = 2;

/** Posts written in the campus's other languages, by the members of these numbers. */
export const POSTS_IN_LANGUAGES: {
  member: number;
  language: string;
  text: string;
  hoursAgo: number;
}[] = [
  {
    member: 2,
    language: 'es',
    text: '¿Alguien quiere estudiar cálculo esta tarde en la biblioteca? Llevo café para todos ☕',
    hoursAgo: 5,
  },
  {
    member: 3,
    language: 'fr',
    text: 'Soirée crêpes au foyer des étudiants jeudi à 19 h. Venez nombreux, c’est gratuit !',
    hoursAgo: 9,
  },
  {
    member: 4,
    language: 'ar',
    text: 'مرحبًا بالجميع! نبحث عن أعضاء جدد لنادي اللغة العربية، نلتقي كل أربعاء في المكتبة.',
    hoursAgo: 14,
  },
  {
    member: 5,
    language: 'zh-Hans',
    text: '周末有人一起去海边跑步吗？早上七点在宿舍楼下集合 🏃',
    hoursAgo: 20,
  },
  {
    member: 3,
    language: 'fr',
    text: 'Quelqu’un aurait des notes du cours de chimie de mardi ? J’étais malade.',
    hoursAgo: 30,
  },
];

export const addLanguages = async ({ db }: AppContext, _size: unknown, { now }: CampusOptions) => {
  const spanish = await memberNumbered(db, SPANISH_MEMBER_NUMBER);
  if (spanish) await db.update(users).set({ language: 'es' }).where(eq(users.id, spanish));
  for (const post of POSTS_IN_LANGUAGES) {
    const author = await memberNumbered(db, post.member);
    if (!author) continue;
    await db.insert(posts).values({
      id: newId(),
      userId: author,
      type: null,
      text: post.text,
      createdAt: new Date(now.getTime() - post.hoursAgo * 3_600_000),
    });
  }
};
