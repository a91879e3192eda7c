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

/** The reported item's author, and for a post or comment the post and its group (or null). */
export interface ReportedItemRow {
  authorId: string;
  postId: string | null;
  groupId: string | null;
}

/**
 * Who wrote the item, if the reporter can see it: a post and its comments, a message of the
 * reporter's own conversations (not unsent), a member; none hidden from them (db/visibility.ts),
 * nor in a group closed to them. A post or comment is locked until the transaction ends, so that
 * two reports of it at once are filed one after the other (only the first tells its group's
 * moderators); comments, reactions and saves of it go on meanwhile.
 */
export const authorOf = async (
  db: Queryable,
  reporter: Viewer,
  kind: ReportItemKind,
  id: string,
): Promise<ReportedItemRow | undefined> => {
  const reporterId = reporter.id;
  switch (kind) {
    case 'post':
      return first(
        db
          .select({ authorId: posts.userId, postId: posts.id, groupId: posts.groupId })
          .from(posts)
          .where(and(eq(posts.id, id), postVisibleTo(reporter, postColumns)))
          .for('no key update', { of: posts }),
      );
    case 'comment':
      return first(
        db
          .select({ authorId: comments.userId, postId: posts.id, groupId: posts.groupId })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(
            and(
              eq(comments.id, id),
              itemVisibleTo(reporter, 'comment', comments.id, comments.userId),
              postVisibleTo(reporter, postColumns),
            ),
          )
          .for('no key update', { of: comments }),
      );
    case 'message': {
      const row = await first(
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
      );
      return row && { authorId: row.authorId, postId: null, groupId: null };
    }
    case 'member': {
      const row = await first(
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), memberVisibleTo(reporter, users.id))),
      );
      return row && { authorId: row.id, postId: null, groupId: null };
    }
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

/**
 * Whether the item's only report waiting for its group's moderators is the one just filed: none
 * other is open and left on the group's list (a group's dismissal takes them off it).
 */
export const firstAwaitingGroupReview = async (
  db: Queryable,
  kind: ReportItemKind,
  itemId: string,
) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reports)
    .where(
      and(
        eq(reports.itemKind, kind),
        eq(reports.itemId, itemId),
        isNull(reports.resolvedAt),
        isNull(reports.groupDismissedAt),
      ),
    );
  return Number(row?.count ?? 0) === 1;
};
