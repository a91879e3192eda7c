/** SQL of reports: the reported item's author, as the reporter may see it, and the reports. */
import type { ReportItemKind } from '@quad/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { comments, conversations, directMessages, posts, reports, users } from '../../db/schema';
import {
  itemVisibleTo,
  memberVisibleTo,
  postVisibleTo,
  type PostRefs,
  type Viewer,
} from '../../db/visibility';

export type NewReport = typeof reports.$inferInsert;

/** The columns of `posts` that decide who may see a post. */
const postColumns: PostRefs = {
  id: posts.id,
  userId: posts.userId,
  groupId: posts.groupId,
  pending: posts.pending,
};

const first = async <T>(rows: Promise<T[]>) => (await rows)[0];

/**
 * Who wrote the item, if the reporter can see it: a post and its comments, a message of the
 * reporter's own conversations (not unsent), a member; none hidden from them (db/visibility.ts),
 * nor in a group closed to them.
 */
export const authorOf = async (
  db: Queryable,
  reporter: Viewer,
  kind: ReportItemKind,
  id: string,
): Promise<string | undefined> => {
  const reporterId = reporter.id;
  switch (kind) {
    case 'post':
      return (
        await first(
          db
            .select({ authorId: posts.userId })
            .from(posts)
            .where(and(eq(posts.id, id), postVisibleTo(reporter, postColumns))),
        )
      )?.authorId;
    case 'comment':
      return (
        await first(
          db
            .select({ authorId: comments.userId })
            .from(comments)
            .innerJoin(posts, eq(posts.id, comments.postId))
            .where(
              and(
                eq(comments.id, id),
                itemVisibleTo(reporter, 'comment', comments.id, comments.userId),
                postVisibleTo(reporter, postColumns),
              ),
            ),
        )
      )?.authorId;
    case 'message':
      return (
        await first(
          db
            .select({ authorId: directMessages.senderId })
            .from(directMessages)
            .innerJoin(conversations, eq(conversations.id, directMessages.conversationId))
            .where(
              and(
                eq(directMessages.id, id),
                isNull(directMessages.unsentAt),
                or(eq(conversations.memberA, reporterId), eq(conversations.memberB, reporterId)),
                itemVisibleTo(reporter, 'message', directMessages.id, directMessages.senderId),
              ),
            ),
        )
      )?.authorId;
    case 'member':
      return (
        await first(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, id), memberVisibleTo(reporter, users.id))),
        )
      )?.id;
  }
};

/** Inserts the report unless the reporter has one open on the item; answers whether it did. */
export const insertOpenReport = async (db: Queryable, row: NewReport) => {
  const inserted = await db
    .insert(reports)
    .values(row)
    .onConflictDoNothing({
      target: [reports.reporterId, reports.itemKind, reports.itemId],
      where: sql`${reports.resolvedAt} is null`,
    })
    .returning({ id: reports.id });
  return inserted.length > 0;
};

/** Hides the item from the reporter through every report they made of it; answers how many. */
export const hideReported = async (
  db: Queryable,
  reporterId: string,
  kind: ReportItemKind,
  itemId: string,
) => {
  const rows = await db
    .update(reports)
    .set({ hidden: true })
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.itemKind, kind),
        eq(reports.itemId, itemId),
      ),
    )
    .returning({ id: reports.id });
  return rows.length;
};
