/**
 * Keyset pagination (DESIGN.md, API rules): a page ends at a (time, id) key and the next page
 * starts strictly after it, so rows added meanwhile cause neither repeats nor gaps. The key
 * travels as an opaque cursor; the next page is announced in a Link header.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { badInput } from './errors';

export interface PageRequest {
  cursor?: string | undefined;
  limit: number;
}

/** Microseconds since 1970 (exact: PostgreSQL keeps microseconds) and an id. */
export interface PageKey {
  micros: string;
  id: string;
}

/** Up to 17 digits of microseconds: any time before the year 5000, never an overflow. */
const CURSOR = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const parseCursor = (cursor: string | undefined): PageKey | undefined => {
  if (cursor === undefined || cursor === '') return undefined;
  const match = CURSOR.exec(cursor);
  if (!match?.[1] || !match[2]) throw badInput('The page cursor is not valid.');
  return { micros: match[1], id: match[2].toLowerCase() };
};

export const cursorOf = (key: PageKey) => `${key.micros}_${key.id}`;

/**
 * The key of any page after the first, in a statement built once (rows.ts compileStatement): the
 * placeholders that afterPlaceholdersOf fills.
 */
export const anyPageKey = {
  micros: sql.placeholder('afterMicros'),
  id: sql.placeholder('afterId'),
};

/** A page key, or the placeholders of any page's key. */
export type PageKeyRef = PageKey | { micros: Placeholder; id: Placeholder };

export const afterPlaceholdersOf = (key: PageKey | undefined) =>
  key ? { afterMicros: key.micros, afterId: key.id } : {};

type Expression = SQL | AnyColumn;

/** A row's page key time: its microseconds as text (a bigint would lose digits in a JS number). */
export const microsOf = (time: Expression) =>
  sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`;

/** `(time, id) < key`, the condition of every page after the first (newest first). */
export const beforeKey = (time: Expression, id: Expression, key: PageKeyRef | undefined) =>
  key
    ? sql`(${time}, ${id}) < (timestamptz 'epoch' + ${key.micros}::bigint * interval '1 microsecond', ${key.id}::uuid)`
    : undefined;

/** beforeKey inside a raw statement's where clause: `and …`, or nothing on the first page. */
export const olderThan = (time: SQL, id: SQL, key: PageKeyRef | undefined) => {
  const condition = beforeKey(time, id, key);
  return condition ? sql`and ${condition}` : sql``;
};

export interface Page<T> {
  items: T[];
  next?: string | undefined;
}

/** Rows fetched with limit + 1: the extra row only tells that there is a next page. */
export const pageOf = <T extends PageKey>(rows: T[], limit: number): Page<T> => {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? cursorOf(last) : undefined };
};

/**
 * `Link: <path?cursor=…&limit=…>; rel="next"` when there is a next page; the other parameters of
 * the page's query (e.g. `comments`) carry over.
 */
export const announceNextPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  next: string | undefined,
  query: { limit: number; cursor?: string | undefined } & Record<string, unknown>,
  path = request.url.split('?')[0] ?? '',
) => {
  if (!next) return;
  const search = new URLSearchParams({ cursor: next });
  for (const [name, value] of Object.entries(query)) {
    if (name !== 'cursor' && (typeof value === 'number' || typeof value === 'string')) {
      search.set(name, String(value));
    }
  }
  reply.header('link', `<${path}?${search.toString()}>; rel="next"`);
};
