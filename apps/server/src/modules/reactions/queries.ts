/** SQL of reactions. */
import { and, eq, sql } from 'drizzle-orm';
import type { Reaction } from '@quad/contract';
import type { Queryable } from '../../db/client';
import { reactions } from '../../db/schema';
import { memberVisibleTo, type Viewer } from '../../db/visibility';

/**
 * How many members the viewer may see reacted each way to a post, and which way the viewer did.
 */
export const reactionsOf = async (db: Queryable, viewer: Viewer, postId: string) => {
  const rows = await db
    .select({
      react: reactions.react,
      count: sql<number>`count(*)::int`.mapWith(Number),
      mine: sql<boolean>`bool_or(${reactions.userId} = ${viewer.id}::uuid)`.mapWith(Boolean),
    })
    .from(reactions)
    .where(and(eq(reactions.postId, postId), memberVisibleTo(viewer, reactions.userId)))
    .groupBy(reactions.react);
  const counts: Partial<Record<Reaction, number>> = {};
  for (const row of rows) counts[row.react as Reaction] = row.count;
  const mine = (rows.find((row) => row.mine)?.react ?? null) as Reaction | null;
  return { counts, mine };
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

/** Deletes every reaction of the member; answers the posts they were on. */
export const deleteReactionsOf = async (db: Queryable, memberId: string) => {
  const rows = await db
    .delete(reactions)
    .where(eq(reactions.userId, memberId))
    .returning({ postId: reactions.postId });
  return rows.map((row) => row.postId);
};
