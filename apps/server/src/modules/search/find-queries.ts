/**
 * SQL of the search of posts, events, members and groups (issue 29). Who may see a post or an
 * event is db/visibility.ts's postVisibleTo, as in the feed; a member, memberVisibleTo; a hidden
 * group shows only to its members. Each read answers keys only (the page's order and cursor);
 * the posts, members and groups are then read as their own modules show them.
 */
import type { ImageSize } from '@quad/contract';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { compiledRows, compileStatement, selectRows, type CompiledStatement } from '../../db/rows';
import {
  anyViewer,
  hiddenItemIds,
  hiddenMemberIds,
  itemVisibleTo,
  memberVisibleTo,
  placeholdersOf,
  postRefs,
  postVisibleTo,
  type Viewer,
  type ViewerRef,
} from '../../db/visibility';
import { microsOf, type PageKey } from '../../infra/pagination';
import { imageSizeOfUrl } from '../uploads/image-sizes';
import {
  fullTsQuery,
  positiveTsQuery,
  shapeOf,
  textPlaceholdersOf,
  textsOf,
  type ParsedQuery,
  type TsQueryTexts,
} from './query-text';

/**
 * A post a month newer weighs as much as one e (2.7) times as relevant: relevance blended with
 * recency as a sum of logarithms, so that the order does not depend on the time of the search
 * and a page's cursor holds for the next.
 */
const RECENCY_SECONDS = 30 * 24 * 60 * 60;

const CONFIGURATION = sql.raw(`'quad_search'::regconfig`);

const keyTime = (micros: Value) =>
  sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

export interface ScoreKey {
  score: string;
  id: string;
}

export type PostOrder = { sort: 'best'; after?: ScoreKey } | { sort: 'new'; after?: PageKey };

export interface PostKeyRow {
  id: string;
  score: string;
  micros: string;
}

/**
 * True when the post's match does not rest on comments hidden from the viewer: it has no comment
 * hidden from them (the posts that have one form a small set, computed once per statement from
 * the hidden members' comments and the comments they hid, and probed as a hash), or its text and
 * the comments they may see match by themselves.
 */
const matchWithoutHiddenComments = (viewer: ViewerRef, query: SQL) => sql`(
  p.id not in (
    select hc.post_id from comments hc where hc.user_id in (${hiddenMemberIds(viewer)})
    union all
    select hc.post_id from comments hc where hc.id in (${hiddenItemIds(viewer, 'comment')}))
  or (to_tsvector(${CONFIGURATION}, coalesce(p.text, ''))
    || to_tsvector(${CONFIGURATION}, coalesce((select string_agg(vc.text, ' ') from comments vc
      where vc.post_id = p.id and ${itemVisibleTo(viewer, 'comment', sql`vc.id`, sql`vc.user_id`)}), '')))
    @@ ${query})`;

/**
 * The newest visible matches that best first ranks: ranking reads each match's vector, and
 * finding them reads the matches newest first until this many are visible, so it is bounded to
 * these; an older match is found newest first (or by a narrower search).
 */
export const BEST_CANDIDATES = 200;

/**
 * The matches read newest first before the visibility fragments apply, for `wanted` visible
 * ones: a quarter more (and a few) for those the viewer may not see, read again with more
 * (MATCHES_WIDEN times) when too many of them were hidden.
 */
const matchesFor = (wanted: number) => Math.ceil(wanted * 1.25) + 20;
const MATCHES_WIDEN = 4;

/**
 * The newest posts in which matches are looked for first, along posts_created_at_idx: a common
 * word has enough of them there, and what reading them costs does not depend on how many posts
 * match in all. Only a rarer word is looked for among the older posts, through the GIN index.
 */
export const RECENT_POSTS = 5_000;

export interface PostsStatement {
  statement: SQL;
  /** How many matches it reads before the visibility fragments apply. */
  matches: number;
}

/** The values of a statement: given, or placeholders filled on each run. */
type Value = string | number | Placeholder;

/** Where a page starts: after this key of its order (its score or its time, and its id). */
interface AfterRef {
  score?: Value;
  micros?: Value;
  id: Value;
}

/**
 * A post whose search document is small enough to be kept in posts_recent_search_idx (migration
 * 0031): the text form bounds the stored form (at most about 1.45 times as long), and a btree
 * entry holds at most 2,704 bytes. The migration's predicates are these expressions, written the
 * same way, or the planner could not use the indexes.
 */
const documentFitsIndex = (alias: string) =>
  sql.raw(`octet_length(${alias}.search_vector::text) <= 1500`);
const documentOutgrowsIndex = (alias: string) =>
  sql.raw(`octet_length(${alias}.search_vector::text) > 1500`);

/** The statement of a page of posts, for a viewer and texts that are values or placeholders. */
const postsSql = (
  viewer: ViewerRef,
  texts: TsQueryTexts,
  sort: PostOrder['sort'],
  afterKey: AfterRef | undefined,
  take: Value,
  matches: Value,
): SQL => {
  const query = fullTsQuery(texts);
  const keys = sql`p.id, p.created_at, p.type, p.search_vector`;
  const columns = sql`p.id, p.user_id, p.group_id, p.pending, p.text, p.created_at, p.search_vector`;
  const match = sql`p.search_vector @@ ${query}
      and numnode(${positiveTsQuery(texts)}) > 0
      and p.type is distinct from 'event'`;
  const newest = (where: SQL, after: (alias: string) => SQL) => sql`(select ${keys} from posts p
      where ${where} ${after('p')}
      order by p.created_at desc, p.id desc
      limit ${RECENT_POSTS})`;
  // The recent posts newest first: those with a small document from posts_recent_search_idx
  // alone (it holds their documents), merged with the few larger ones, each tested by the match,
  // so the reading stops at the `matches`-th (the match stays out of the subqueries: else the
  // planner may read every match through the GIN index and sort them). The older posts' matches
  // (a set the GIN index gives, read only when reached) follow them. The other columns are read
  // from the table for the matches only, before the visibility fragments: applied to the table's
  // rows as they are joined, the planner would count their subqueries' set-up once per match.
  const newestMatches = (after: (alias: string) => SQL) => {
    const recent = sql`select * from (${newest(documentFitsIndex('p'), after)}
      union all ${newest(documentOutgrowsIndex('p'), after)}) p
      order by p.created_at desc, p.id desc
      limit ${RECENT_POSTS}`;
    const recentIds = sql`select p.id from posts p
      where true ${after('p')}
      order by p.created_at desc, p.id desc
      limit ${RECENT_POSTS}`;
    return sql`older as materialized (select ${keys} from posts p
      where ${match} ${after('p')}
        and p.id not in (select r.id from (${recentIds}) r)),
    matched as (select ${columns} from (
        (select ${keys} from (${recent}) p where ${match})
        union all
        (select * from older p order by p.created_at desc, p.id desc)
        limit ${matches}::int) m
      join posts p on p.id = m.id)`;
  };
  // Events are read by findEvents, so the visibility here needs no probe of events per post.
  const visible = sql`from matched p
    where ${postVisibleTo(viewer, postRefs('p'), { nonEvents: true })}
      and ${matchWithoutHiddenComments(viewer, query)}`;
  const readAll = sql`(select count(*) from matched) < ${matches}::int`;
  if (sort === 'new') {
    const before = (alias: string) =>
      afterKey
        ? sql`and (${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) < (${keyTime(afterKey.micros!)}, ${afterKey.id}::uuid)`
        : sql``;
    return sql`with ${newestMatches(before)},
    page as (select p.id, p.created_at ${visible}
      order by p.created_at desc, p.id desc
      limit ${take}::int)
    select page.id, '0' as score, ${microsOf(sql`page.created_at`)} as micros,
      ((select count(*) from page) < ${take}::int and not ${readAll}) as short
    from (select 1) one left join page on true
    order by page.created_at desc, page.id desc`;
  }
  const score = sql`(ln(greatest(ts_rank(c.search_vector, ${query}), 1e-9))
    + extract(epoch from c.created_at)::float8 / ${RECENCY_SECONDS})`;
  const after = afterKey
    ? sql`where (${score}, c.id) < (${afterKey.score!}::float8, ${afterKey.id}::uuid)`
    : sql``;
  return sql`with ${newestMatches(() => sql``)},
    candidates as (select p.id, p.created_at, p.search_vector ${visible}
      order by p.created_at desc, p.id desc
      limit ${BEST_CANDIDATES}),
    page as (select c.id, c.created_at, ${score} as score
      from candidates c
      ${after}
      order by ${score} desc, c.id desc
      limit ${take}::int)
    select page.id, page.score::text as score, ${microsOf(sql`page.created_at`)} as micros,
      ((select count(*) from candidates) < ${BEST_CANDIDATES} and not ${readAll}) as short
    from (select 1) one left join page on true
    order by page.score desc, page.id desc`;
};

const afterOf = (order: PostOrder): AfterRef | undefined => {
  if (!order.after) return undefined;
  return order.sort === 'new'
    ? { micros: order.after.micros, id: order.after.id }
    : { score: order.after.score, id: order.after.id };
};

const firstMatches = (order: PostOrder, take: number) =>
  matchesFor(order.sort === 'best' ? BEST_CANDIDATES : take);

/** The statement with its values in it (the benchmark's EXPLAIN of it). */
export const postsStatement = (
  viewer: Viewer,
  parsed: ParsedQuery,
  order: PostOrder,
  take: number,
  matches = firstMatches(order, take),
): PostsStatement => ({
  statement: postsSql(viewer, textsOf(parsed), order.sort, afterOf(order), take, matches),
  matches,
});

/**
 * The statements built so far, one for each order, cursor or not, and shape of query (which
 * parts it has: a few dozen in practice); the viewer, the query's texts, the cursor and the
 * numbers are placeholders. Building the statement's text took as long as planning it.
 */
const compiledPosts = new Map<string, CompiledStatement>();
const COMPILED_MAX = 256;

const compiledPostsOf = (parsed: ParsedQuery, order: PostOrder) => {
  const key = `${order.sort}${order.after ? '+' : ''}${shapeOf(parsed)}`;
  const { texts, values } = textPlaceholdersOf(parsed);
  let compiled = compiledPosts.get(key);
  if (!compiled) {
    const after = order.after
      ? {
          score: sql.placeholder('afterScore'),
          micros: sql.placeholder('afterMicros'),
          id: sql.placeholder('afterId'),
        }
      : undefined;
    compiled = compileStatement(
      postsSql(
        anyViewer,
        texts,
        order.sort,
        after,
        sql.placeholder('take'),
        sql.placeholder('matches'),
      ),
    );
    if (compiledPosts.size >= COMPILED_MAX) compiledPosts.clear();
    compiledPosts.set(key, compiled);
  }
  const afterValues = order.after
    ? order.sort === 'new'
      ? { afterMicros: order.after.micros, afterId: order.after.id }
      : { afterScore: order.after.score, afterId: order.after.id }
    : {};
  return { compiled, values: { ...values, ...afterValues } };
};

/**
 * The page's keys, from one statement text for each shape of query: the matches newest first,
 * then, if too many of them were hidden from the viewer, again with MATCHES_WIDEN times as many.
 */
export const findPosts = async (
  db: Database,
  viewer: Viewer,
  parsed: ParsedQuery,
  order: PostOrder,
  take: number,
): Promise<PostKeyRow[]> => {
  const { compiled, values } = compiledPostsOf(parsed, order);
  for (let matches = firstMatches(order, take); ; matches *= MATCHES_WIDEN) {
    const rows = await compiledRows<PostKeyRow & { short: boolean }>(
      db,
      compiled,
      { ...placeholdersOf(viewer), ...values, take, matches },
      // A plan for any query reads more than one made for the query's own words.
      { planEachRun: true },
    );
    if (!rows[0]?.short) {
      return rows.flatMap(({ id, score, micros }) => (id === null ? [] : [{ id, score, micros }]));
    }
  }
};

/** An event's place in the list: upcoming (0) soonest first, then past (1) latest first. */
export interface EventKey {
  bucket: number;
  /** Microseconds of its start (upcoming), or their negative (past): the list ascends. */
  at: string;
  id: string;
}

export type EventOrder = { sort: 'best'; after?: EventKey } | { sort: 'new'; after?: PageKey };

export interface EventKeyRow {
  id: string;
  bucket: number;
  at: string;
  micros: string;
}

/** Events whose title, place or description match, that the viewer may see. */
export const findEvents = (
  db: Queryable,
  viewer: Viewer,
  parsed: ParsedQuery,
  order: EventOrder,
  take: number,
) => {
  const query = fullTsQuery(parsed);
  const now = sql`${viewer.now.toISOString()}::timestamptz`;
  const bucket = sql`(case when e.last_starts_at >= ${now} then 0 else 1 end)`;
  const at = sql`(case when e.last_starts_at >= ${now}
    then (extract(epoch from e.starts_at) * 1000000)::bigint
    else -(extract(epoch from e.last_starts_at) * 1000000)::bigint end)`;
  const after =
    order.after === undefined
      ? sql``
      : order.sort === 'best'
        ? sql`and (${bucket}, ${at}, p.id) > (${order.after.bucket}::int, ${order.after.at}::bigint, ${order.after.id}::uuid)`
        : sql`and (p.created_at, p.id) < (${keyTime(order.after.micros)}, ${order.after.id}::uuid)`;
  return selectRows<EventKeyRow>(
    db,
    sql`select p.id, ${bucket} as bucket, ${at}::text as at, ${microsOf(sql`p.created_at`)} as micros
    from events e
    join posts p on p.id = e.post_id
    where e.search_vector @@ ${query}
      and numnode(${positiveTsQuery(parsed)}) > 0
      and ${postVisibleTo(viewer, postRefs('p'))}
      ${after}
    order by ${order.sort === 'best' ? sql`${bucket}, ${at}, p.id` : sql`p.created_at desc, p.id desc`}
    limit ${take}`,
  );
};

/** `text` for a LIKE pattern with `\` as the escape character: %, _ and \ match themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export interface PlainTerms {
  required: string[];
  excluded: string[];
}

export interface RankKey {
  rank: number;
  id: string;
}

export interface MemberKeyRow {
  id: string;
  username: string;
  picture: string;
  firstName: string;
  lastName: string;
  pictureSize: ImageSize | null;
  college: string;
  rank: number;
}

/**
 * Members the viewer may see whose name, username or college holds every term (lowercase
 * ASCII, as users.search_name) and none of the excluded ones. Those whose name starts with the
 * first term first, then those whose name holds every term, then the others; the earliest
 * members first within each.
 */
export const findMembers = (
  db: Queryable,
  viewer: Viewer,
  terms: PlainTerms,
  after: RankKey | undefined,
  take: number,
) => {
  const college = sql`coalesce(nullif(u.details->>'college', ''), u.ccu_college)`;
  const anyField = (term: string) => sql`(u.search_name like ${contains(term)} escape '\\'
    or lower(u.username) like ${contains(term)} escape '\\'
    or lower(unaccent(${college})) like ${contains(term)} escape '\\')`;
  const inName = (term: string) => sql`u.search_name like ${contains(term)} escape '\\'`;
  const first = terms.required[0] ?? '';
  const rank = sql`(case
    when u.search_name like ${`${first.replace(/[\\%_]/g, '\\$&')}%`} escape '\\' then 0
    when ${sql.join(terms.required.map(inName), sql` and `)} then 1
    else 2 end)`;
  return selectRows<MemberKeyRow>(
    db,
    sql`select u.id, u.username, u.picture, u.first_name as "firstName", u.last_name as "lastName",
      ${imageSizeOfUrl(sql`u.picture`)} as "pictureSize", ${college} as college, ${rank} as rank
    from users u
    where ${sql.join(terms.required.map(anyField), sql` and `)}
      ${terms.excluded.length > 0 ? sql`and not (${sql.join(terms.excluded.map(anyField), sql` or `)})` : sql``}
      and ${memberVisibleTo(viewer, sql`u.id`)}
      ${after ? sql`and (${rank}, u.id) > (${after.rank}::int, ${after.id}::uuid)` : sql``}
    order by ${rank}, u.id
    limit ${take}`,
  );
};

export interface GroupKey {
  rank: number;
  micros: string;
  id: string;
}

export interface GroupKeyRow {
  id: string;
  rank: number;
  micros: string;
}

/**
 * Groups whose name or description holds every term and none of the excluded ones: public and
 * private groups, and hidden ones to their members only. Those whose name holds the terms first,
 * then the most active.
 */
export const findGroups = (
  db: Queryable,
  viewer: Viewer,
  terms: PlainTerms,
  after: GroupKey | undefined,
  take: number,
) => {
  const inText = (term: string) => sql`g.search_text like ${contains(term)} escape '\\'`;
  const inName = (term: string) => sql`lower(unaccent(g.name)) like ${contains(term)} escape '\\'`;
  const rank = sql`(case when ${sql.join(terms.required.map(inName), sql` and `)} then 0 else 1 end)`;
  const activity = sql`coalesce(g.last_post_at, g.created_at)`;
  return selectRows<GroupKeyRow>(
    db,
    sql`select g.id, ${rank} as rank, ${microsOf(activity)} as micros
    from groups g
    where ${sql.join(terms.required.map(inText), sql` and `)}
      ${terms.excluded.length > 0 ? sql`and not (${sql.join(terms.excluded.map(inText), sql` or `)})` : sql``}
      and (g.privacy <> 'hidden' or exists (select 1 from group_members m
        where m.group_id = g.id and m.user_id = ${viewer.id}::uuid))
      ${
        after
          ? sql`and (${rank} > ${after.rank}::int or (${rank} = ${after.rank}::int
            and (${activity}, g.id) < (${keyTime(after.micros)}, ${after.id}::uuid)))`
          : sql``
      }
    order by ${rank}, ${activity} desc, g.id desc
    limit ${take}`,
  );
};
