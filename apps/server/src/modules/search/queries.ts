/** SQL of member search and search history. */
import { and, desc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { searchHistory, users } from '../../db/schema';
import { summaryColumns } from '../users/summary';
import { escapeLike } from './term';

/**
 * Members whose name contains the term, or has a word like it (pg_trgm word similarity); both
 * use the trigram index. Best first: the full name starts with the term, then a later word
 * (the last name) does, then the name contains it, then the most similar.
 */
export const searchMembers = (db: Queryable, term: string, limit: number) => {
  const pattern = escapeLike(term);
  const like = (value: string) => sql`${users.searchName} like ${value} escape '\\'`;
  const contains = like(`%${pattern}%`);
  return db
    .select(summaryColumns)
    .from(users)
    .where(or(contains, sql`${term}::text <% ${users.searchName}`))
    .orderBy(
      sql`case
        when ${like(`${pattern}%`)} then 0
        when ${like(`% ${pattern}%`)} then 1
        when ${contains} then 2
        else 3
      end`,
      desc(sql`word_similarity(${term}::text, ${users.searchName})`),
      users.searchName,
      users.id,
    )
    .limit(limit);
};

export const memberExists = async (db: Queryable, id: string) => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
};

/** Adds the searched member, or moves their entry to the top with a new id and time. */
export const upsertEntry = (
  db: Queryable,
  entry: { id: string; userId: string; searchedUserId: string; createdAt: Date },
) =>
  db
    .insert(searchHistory)
    .values(entry)
    .onConflictDoUpdate({
      target: [searchHistory.userId, searchHistory.searchedUserId],
      set: { id: entry.id, createdAt: entry.createdAt },
    });

const newestFirst = [desc(searchHistory.createdAt), desc(searchHistory.id)];

/** Keeps only a member's `keep` newest entries. */
export const trimHistory = (db: Queryable, userId: string, keep: number) =>
  db.delete(searchHistory).where(
    and(
      eq(searchHistory.userId, userId),
      notInArray(
        searchHistory.id,
        db
          .select({ id: searchHistory.id })
          .from(searchHistory)
          .where(eq(searchHistory.userId, userId))
          .orderBy(...newestFirst)
          .limit(keep),
      ),
    ),
  );

export const deleteEntry = (db: Queryable, userId: string, searchedUserId: string) =>
  db
    .delete(searchHistory)
    .where(and(eq(searchHistory.userId, userId), eq(searchHistory.searchedUserId, searchedUserId)));

export const historyOf = (db: Queryable, userId: string, limit: number) =>
  db
    .select({ id: searchHistory.id, createdAt: searchHistory.createdAt, user: summaryColumns })
    .from(searchHistory)
    .innerJoin(users, eq(users.id, searchHistory.searchedUserId))
    .where(eq(searchHistory.userId, userId))
    .orderBy(...newestFirst)
    .limit(limit);
