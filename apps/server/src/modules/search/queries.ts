/** SQL of member search and search history. */
import { and, desc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { searchHistory, users } from '../../db/schema';
import { memberVisibleTo, type Viewer } from '../../db/visibility';
import { summaryColumns } from '../users/summary';
import { escapeLike } from './term';

/** Below three characters a term has no trigram to look up, so the index cannot help. */
const TRIGRAM = 3;

/**
 * Members whose name contains the term, or has a word like it (pg_trgm word similarity), both
 * through the trigram index; a term of one or two characters matches the start of a word only.
 * Best first: the full name starts with the term, then a later word (the last name) does, then
 * the name contains it, then the most similar.
 */
export const searchMembers = (db: Database, viewer: Viewer, term: string, limit: number) =>
  db.transaction(async (tx) => {
    const short = term.length < TRIGRAM;
    // The planner does not count what word_similarity costs per row, so at campus size it
    // prefers reading every member (~100 ms at 50k) to the index (a few ms).
    if (!short) await tx.execute(sql`set local enable_seqscan = off`);
    const pattern = escapeLike(term);
    const like = (value: string) => sql`${users.searchName} like ${value} escape '\\'`;
    const startsName = like(`${pattern}%`);
    const startsWord = like(`% ${pattern}%`);
    const contains = like(`%${pattern}%`);
    const similarity = sql`word_similarity(${term}::text, ${users.searchName})`;
    return tx
      .select(summaryColumns)
      .from(users)
      .where(
        and(
          short
            ? or(startsName, startsWord)
            : or(contains, sql`${term}::text <% ${users.searchName}`),
          memberVisibleTo(viewer, users.id),
        ),
      )
      .orderBy(
        sql`case when ${startsName} then 0 when ${startsWord} then 1 when ${contains} then 2 else 3 end`,
        ...(short ? [] : [desc(similarity)]),
        users.searchName,
        users.id,
      )
      .limit(limit);
  });

export const memberExists = async (db: Queryable, viewer: Viewer, id: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), memberVisibleTo(viewer, users.id)));
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

/** The viewer's history, newest first, but for the members now hidden from them. */
export const historyOf = (db: Queryable, viewer: Viewer, limit: number) =>
  db
    .select({ id: searchHistory.id, createdAt: searchHistory.createdAt, user: summaryColumns })
    .from(searchHistory)
    .innerJoin(users, eq(users.id, searchHistory.searchedUserId))
    .where(and(eq(searchHistory.userId, viewer.id), memberVisibleTo(viewer, users.id)))
    .orderBy(...newestFirst)
    .limit(limit);
