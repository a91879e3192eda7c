/** SQL of blocks. */
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blocks, users } from '../../db/schema';
import { beforeKey, microsOf, type PageKey } from '../../infra/pagination';
import { summaryColumns, type SummaryRow } from '../users/summary';

export const insertBlock = (db: Queryable, blockerId: string, blockedId: string, at: Date) =>
  db.insert(blocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();

export const deleteBlock = (db: Queryable, blockerId: string, blockedId: string) =>
  db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));

export interface BlockedRow extends SummaryRow, PageKey {
  blockedAt: Date;
}

/** A page of the members `blockerId` blocked, the latest first (blocks_blocker_created_at_idx). */
export const blockedPage = (
  db: Queryable,
  blockerId: string,
  key: PageKey | undefined,
  limit: number,
): Promise<BlockedRow[]> =>
  db
    .select({ ...summaryColumns, blockedAt: blocks.createdAt, micros: microsOf(blocks.createdAt) })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, blockerId), beforeKey(blocks.createdAt, blocks.blockedId, key)))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(limit + 1);
