/** SQL of reactions. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Reaction } from '@quad/contract';
import type { Queryable } from '../../db/client';
import { reactions } from '../../db/schema';

export interface ReactionCount {
  postId: string;
  react: Reaction;
  count: number;
  /** Whether the member is one of those who reacted so. */
  mine: boolean;
}

/** How many members reacted each way to each post, and which way the member did. */
export const reactionCounts = async (
  db: Queryable,
  memberId: string,
  postIds: string[],
): Promise<ReactionCount[]> => {
  if (postIds.length === 0) return [];
  const rows = await db
    .select({
      postId: reactions.postId,
      react: reactions.react,
      count: sql<number>`count(*)::int`.mapWith(Number),
      mine: sql<boolean>`bool_or(${reactions.userId} = ${memberId}::uuid)`.mapWith(Boolean),
    })
    .from(reactions)
    .where(inArray(reactions.postId, postIds))
    .groupBy(reactions.postId, reactions.react);
  return rows.map((row) => ({ ...row, react: row.react as Reaction }));
};

export const findReaction = async (db: Queryable, postId: string, memberId: string) => {
  const [row] = await db
    .select({ react: reactions.react })
    .from(reactions)
    .where(and(eq(reactions.postId, postId), eq(reactions.userId, memberId)))
    .for('update');
  return row?.react as Reaction | undefined;
};

/** Sets the member's reaction; the primary key keeps it to one per member and post. */
export const setReaction = (
  db: Queryable,
  row: { postId: string; userId: string; react: Reaction; createdAt: Date },
) =>
  db
    .insert(reactions)
    .values(row)
    .onConflictDoUpdate({
      target: [reactions.postId, reactions.userId],
      set: { react: row.react, createdAt: row.createdAt },
    });

export const deleteReaction = (db: Queryable, postId: string, memberId: string) =>
  db.delete(reactions).where(and(eq(reactions.postId, postId), eq(reactions.userId, memberId)));
