/**
 * Search of posts, members, groups and events (issue 29): a page of one kind, or a few of each.
 * The keys come from find-queries.ts, which applies the feed's visibility; the results are then
 * read as their own modules show them (posts as the feed does, groups as lists do) and given the
 * ranges of their matched words.
 */
import {
  SEARCH_ALL_EACH,
  type GroupHit,
  type MemberHit,
  type Post,
  type PostHit,
  type SearchAnswer,
  type SearchField,
  type SearchSort,
  type SearchType,
} from '@quad/contract';
import type { AppContext } from '../../context';
import { viewerAt, type Viewer } from '../../db/visibility';
import { badInput } from '../../infra/errors';
import { cursorOf, parseCursor } from '../../infra/pagination';
import { newestCommentsOfPosts } from '../comments/service';
import { groupSummariesByIds } from '../groups/service';
import { postsById } from '../posts/service';
import * as queries from './find-queries';
import { fullTextMatcher, highlightsOf, plainMatcher } from './highlights';
import { hasPositiveTerms, parseQuery, plainTermsOf, type ParsedQuery } from './query-text';

/** Comments a post carries in the results, as a feed page with `?comments=3` would. */
const COMMENTS_SHOWN = 3;
/** The newest comments of each post in which the matched comment is looked for. */
const COMMENTS_LOOKED_AT = 50;

const INVALID_CURSOR = 'The page cursor is not valid.';
const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

/** A cursor of the form `prefix` + fields: its captured fields, or a 400. */
const cursorFields = (cursor: string, pattern: RegExp) => {
  const match = pattern.exec(cursor);
  if (!match) throw badInput(INVALID_CURSOR);
  return match.slice(1).map((field) => field ?? '');
};

const SCORE_CURSOR = new RegExp(`^s(-?\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?)_${UUID}$`, 'i');
const EVENT_CURSOR = new RegExp(`^e([01])_(-?\\d{1,17})_${UUID}$`, 'i');
const RANK_CURSOR = new RegExp(`^m([0-2])_${UUID}$`, 'i');
const GROUP_CURSOR = new RegExp(`^g([01])_(\\d{1,17})_${UUID}$`, 'i');

interface Request {
  sort: SearchSort;
  cursor: string | undefined;
  take: number;
}

interface KindPage<T> {
  items: T[];
  next?: string | undefined;
}

/** The first `take` rows of `rows` (read with one more) and the cursor after the last. */
const cut = <R>(rows: R[], take: number, keyOf: (row: R) => string) => {
  const items = rows.slice(0, take);
  const last = items.at(-1);
  return { items, next: rows.length > take && last ? keyOf(last) : undefined };
};

/** A post's own fields that search reads: an event's title and place, and its text. */
const ownFields = (post: Post): [SearchField, string | null | undefined][] =>
  post.event
    ? [
        ['title', post.event.title],
        ['place', post.event.location],
        ['text', post.text],
      ]
    : [['text', post.text]];

const postHits = async (
  context: AppContext,
  viewer: Viewer,
  parsed: ParsedQuery,
  ids: string[],
): Promise<PostHit[]> => {
  const posts = await postsById(context, viewer.id, ids, COMMENTS_SHOWN);
  const ownMatcher = await fullTextMatcher(
    context.db,
    parsed,
    posts.flatMap((post) => ownFields(post).map(([, text]) => text ?? '')),
  );
  const ownHighlights = new Map(
    posts.map((post) => [post._id, highlightsOf(ownFields(post), ownMatcher)]),
  );
  // Only a post found by its comments needs them read, to show the one that matched.
  const foundByComments = posts
    .filter((post) => ownHighlights.get(post._id)?.length === 0)
    .map((post) => post._id);
  const comments =
    foundByComments.length > 0
      ? await newestCommentsOfPosts(context, viewer, foundByComments, COMMENTS_LOOKED_AT)
      : [];
  const commentMatcher =
    comments.length > 0
      ? await fullTextMatcher(
          context.db,
          parsed,
          comments.map((comment) => comment.comment),
        )
      : () => false;
  return posts.map((post) => {
    const highlights = ownHighlights.get(post._id) ?? [];
    const found =
      highlights.length > 0
        ? undefined
        : comments.find(
            (comment) =>
              comment.postId === post._id &&
              highlightsOf([['comment', comment.comment]], commentMatcher).length > 0,
          );
    if (!found) return { ...post, highlights, matchedComment: null };
    // The answer's schema keeps a Comment's fields only (not postId).
    return {
      ...post,
      highlights: highlightsOf([['comment', found.comment]], commentMatcher),
      matchedComment: found,
    };
  });
};

const searchPosts = async (
  context: AppContext,
  viewer: Viewer,
  parsed: ParsedQuery,
  request: Request,
): Promise<KindPage<PostHit>> => {
  const order: queries.PostOrder =
    request.sort === 'new'
      ? { sort: 'new', after: parseCursor(request.cursor) }
      : { sort: 'best', after: scoreKeyOf(request.cursor) };
  const rows = await queries.findPosts(context.db, viewer, parsed, order, request.take + 1);
  const page = cut(rows, request.take, (row) =>
    request.sort === 'new'
      ? cursorOf({ micros: row.micros, id: row.id })
      : `s${row.score}_${row.id}`,
  );
  return {
    items: await postHits(
      context,
      viewer,
      parsed,
      page.items.map((row) => row.id),
    ),
    next: page.next,
  };
};

const scoreKeyOf = (cursor: string | undefined): queries.ScoreKey | undefined => {
  if (!cursor) return undefined;
  const [score, id] = cursorFields(cursor, SCORE_CURSOR);
  return { score: score!, id: id!.toLowerCase() };
};

const searchEvents = async (
  context: AppContext,
  viewer: Viewer,
  parsed: ParsedQuery,
  request: Request,
): Promise<KindPage<PostHit>> => {
  let order: queries.EventOrder;
  if (request.sort === 'new') {
    order = { sort: 'new', after: parseCursor(request.cursor) };
  } else if (request.cursor) {
    const [bucket, at, id] = cursorFields(request.cursor, EVENT_CURSOR);
    order = { sort: 'best', after: { bucket: Number(bucket), at: at!, id: id!.toLowerCase() } };
  } else {
    order = { sort: 'best' };
  }
  const rows = await queries.findEvents(context.db, viewer, parsed, order, request.take + 1);
  const page = cut(rows, request.take, (row) =>
    request.sort === 'new'
      ? cursorOf({ micros: row.micros, id: row.id })
      : `e${row.bucket}_${row.at}_${row.id}`,
  );
  return {
    items: await postHits(
      context,
      viewer,
      parsed,
      page.items.map((row) => row.id),
    ),
    next: page.next,
  };
};

const searchMembers = async (
  context: AppContext,
  viewer: Viewer,
  parsed: ParsedQuery,
  request: Request,
): Promise<KindPage<MemberHit>> => {
  const terms = plainTermsOf(parsed);
  if (terms.required.length === 0) return { items: [] };
  let after: queries.RankKey | undefined;
  if (request.cursor) {
    const [rank, id] = cursorFields(request.cursor, RANK_CURSOR);
    after = { rank: Number(rank), id: id!.toLowerCase() };
  }
  const rows = await queries.findMembers(context.db, viewer, terms, after, request.take + 1);
  const page = cut(rows, request.take, (row) => `m${row.rank}_${row.id}`);
  const marked = plainMatcher(parsed);
  return {
    items: page.items.map((row) => ({
      _id: row.id,
      username: row.username,
      picture: row.picture,
      first_name: row.firstName,
      last_name: row.lastName,
      pictureSize: row.pictureSize,
      college: row.college,
      highlights: highlightsOf(
        [
          ['name', `${row.firstName} ${row.lastName}`],
          ['username', row.username],
          ['college', row.college],
        ],
        marked,
      ),
    })),
    next: page.next,
  };
};

const searchGroups = async (
  context: AppContext,
  viewer: Viewer,
  parsed: ParsedQuery,
  request: Request,
): Promise<KindPage<GroupHit>> => {
  const terms = plainTermsOf(parsed);
  if (terms.required.length === 0) return { items: [] };
  let after: queries.GroupKey | undefined;
  if (request.cursor) {
    const [rank, micros, id] = cursorFields(request.cursor, GROUP_CURSOR);
    after = { rank: Number(rank), micros: micros!, id: id!.toLowerCase() };
  }
  const rows = await queries.findGroups(context.db, viewer, terms, after, request.take + 1);
  const page = cut(rows, request.take, (row) => `g${row.rank}_${row.micros}_${row.id}`);
  const groups = await groupSummariesByIds(
    context,
    viewer.id,
    page.items.map((row) => row.id),
  );
  const marked = plainMatcher(parsed);
  return {
    items: groups.map((group) => ({
      ...group,
      highlights: highlightsOf(
        [
          ['name', group.name],
          ['description', group.description],
        ],
        marked,
      ),
    })),
    next: page.next,
  };
};

const readers = {
  posts: searchPosts,
  members: searchMembers,
  groups: searchGroups,
  events: searchEvents,
} as const;

export interface SearchRequest {
  q: string;
  type?: SearchType | undefined;
  sort: SearchSort;
  cursor?: string | undefined;
  limit: number;
}

/**
 * With a type, a page of that kind and the cursor of the next; without, the first few of each
 * kind. A query of excluded words only finds nothing.
 */
export const searchEverything = async (
  context: AppContext,
  memberId: string,
  request: SearchRequest,
): Promise<{ items: SearchAnswer; next?: string | undefined }> => {
  const viewer = viewerAt(context, memberId);
  const parsed = parseQuery(request.q);
  const found = hasPositiveTerms(parsed);
  if (request.type) {
    if (!found) {
      if (request.cursor) throw badInput(INVALID_CURSOR);
      return { items: { [request.type]: [] } };
    }
    const page = await readers[request.type](context, viewer, parsed, {
      sort: request.sort,
      cursor: request.cursor,
      take: request.limit,
    });
    return { items: { [request.type]: page.items }, next: page.next };
  }
  if (request.cursor) throw badInput('A page cursor goes with a type.');
  const first = { sort: request.sort, cursor: undefined, take: SEARCH_ALL_EACH };
  if (!found) return { items: { posts: [], members: [], groups: [], events: [] } };
  const [posts, members, groups, events] = await Promise.all([
    searchPosts(context, viewer, parsed, first),
    searchMembers(context, viewer, parsed, first),
    searchGroups(context, viewer, parsed, first),
    searchEvents(context, viewer, parsed, first),
  ]);
  return {
    items: {
      posts: posts.items,
      members: members.items,
      groups: groups.items,
      events: events.items,
    },
  };
};
