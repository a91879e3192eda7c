/** SQL of a group's reports: its reported posts and comments, and its moderators' dismissals. */
import type { GroupReportItemKind } from '@quad/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import { itemVisibleTo, type Viewer } from '../../db/visibility';
import { beforeKey, microsOf, type PageKey } from '../../infra/pagination';

export interface GroupReportRow {
  kind: GroupReportItemKind;
  itemId: string;
  postId: string;
  text: string;
  photoCount: number;
  reportCount: number;
  reasons: string[];
  lastAt: Date | string;
  micros: string;
  /** The author, as summary columns. */
  id: string;
  username: string;
  picture: string;
  firstName: string;
  lastName: string;
}

/**
 * The group's posts and comments that still exist, by their reports left open by the site's
 * moderators and not dismissed by the group's: `r` the reports' aggregate, `c` the comment (if
 * one), `p` the post. Neither the post, the comment nor an author may be hidden from the viewer
 * (db/visibility.ts): what they cannot see, they cannot act on either.
 */
const reportedInGroup = (viewer: Viewer, groupId: string) => sql`
  from (
    select item_kind, item_id, count(*)::int as report_count, max(created_at) as last_at,
           array_agg(reason) as reasons
    from reports
    where resolved_at is null and group_dismissed_at is null and item_kind in ('post', 'comment')
    group by item_kind, item_id
  ) r
  left join comments c on r.item_kind = 'comment' and c.id = r.item_id
  join posts p on p.id = case when r.item_kind = 'post' then r.item_id else c.post_id end
  join users u on u.id = coalesce(c.user_id, p.user_id)
  where p.group_id = ${groupId}::uuid
    and ${itemVisibleTo(viewer, 'post', sql`p.id`, sql`p.user_id`)}
    and (c.id is null or ${itemVisibleTo(viewer, 'comment', sql`c.id`, sql`c.user_id`)})`;

/**
 * A page of the group's reported posts and comments, the latest reported first. The open reports
 * are a moderators' queue (few rows, read along reports_open_item_idx), so they are grouped
 * before the group's are picked out.
 */
export const reportsPage = (
  db: Queryable,
  viewer: Viewer,
  groupId: string,
  key: PageKey | undefined,
  limit: number,
  excerptMax: number,
) => {
  const after: SQL | undefined = beforeKey(sql`r.last_at`, sql`r.item_id`, key);
  return selectRows<GroupReportRow>(
    db,
    sql`
    select r.item_kind as kind, r.item_id as "itemId", p.id as "postId",
      left(case when c.id is null then coalesce(p.text, '') else c.text end, ${excerptMax + 1}) as text,
      case when c.id is not null then (case when c.media_id is null then 0 else 1 end)
        else (select count(*)::int from post_images pi where pi.post_id = p.id) end as "photoCount",
      r.report_count as "reportCount", r.reasons, r.last_at as "lastAt",
      ${microsOf(sql`r.last_at`)} as micros,
      u.id, u.username, u.picture, u.first_name as "firstName", u.last_name as "lastName"
    ${reportedInGroup(viewer, groupId)}
      ${after ? sql`and ${after}` : sql``}
    order by r.last_at desc, r.item_id desc
    limit ${limit + 1}`,
  );
};

/**
 * Takes the item's open reports off the group's list, if it is a post or comment of the group the
 * viewer may see; they stay open for the site's moderators. Answers the reports' subjects (none:
 * nothing to dismiss).
 */
export const dismissInGroup = (
  db: Queryable,
  viewer: Viewer,
  groupId: string,
  item: { kind: GroupReportItemKind; id: string },
  at: Date,
) =>
  selectRows<{ subjectId: string }>(
    db,
    sql`
    update reports set group_dismissed_at = ${at.toISOString()}::timestamptz,
      group_dismissed_by = ${viewer.id}::uuid
    where item_kind = ${item.kind} and item_id = ${item.id}::uuid
      and resolved_at is null and group_dismissed_at is null
      and exists (
        select 1
        ${reportedInGroup(viewer, groupId)}
          and r.item_kind = ${item.kind} and r.item_id = ${item.id}::uuid)
    returning subject_id as "subjectId"`,
  );
