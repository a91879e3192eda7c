/**
 * The text search configuration `quad_search` (migration 0026) follows SEARCH_LANGUAGE: a copy of
 * that PostgreSQL configuration whose words lose their accents (unaccent) before its
 * dictionaries stem them. Its comment names the language it copies; a server that starts with
 * another language remaps it in place (so statements that name it stay valid) and rebuilds the
 * posts' and events' documents, once, whichever process starts first.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from './client';
import { selectRows } from './rows';

/** The name every search statement uses; its definition changes, never its name. */
export const SEARCH_CONFIGURATION = 'quad_search';

/** The token types whose words may carry accents (asciiword and the rest have none). */
const ACCENTED = new Set(['word', 'hword', 'hword_part']);

const LOCK_KEY = createHash('sha256').update('quad:search-language').digest().readBigInt64BE(0);

const languageOf = async (db: Queryable) => {
  const [row] = await selectRows<{ language: string | null }>(
    db,
    sql`select obj_description('quad_search'::regconfig, 'pg_ts_config') as language`,
  );
  return row?.language ?? null;
};

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Each word's lexemes under quad_search, as the database gave them, by database: the
 * configuration changes only when a server starts with another language (applySearchLanguage,
 * which forgets them), and the words of the posts a search shows come back from search to
 * search, so that matching a page's words mostly needs no statement. Bounded: emptied when full.
 */
const lexemeCaches = new WeakMap<Queryable, Map<string, string[]>>();
const LEXEME_CACHE_MAX = 50_000;

/** The lexemes of `words`, asking the database (one statement) only for those not known yet. */
export const lexemesOf = async (db: Queryable, words: Iterable<string>) => {
  let cache = lexemeCaches.get(db);
  if (!cache) {
    cache = new Map();
    lexemeCaches.set(db, cache);
  }
  const found = new Map<string, string[]>();
  const unknown: string[] = [];
  for (const word of new Set(words)) {
    const known = cache.get(word);
    if (known) found.set(word, known);
    else unknown.push(word);
  }
  if (unknown.length > 0) {
    const rows = await selectRows<{ word: string; lexemes: string[] }>(
      db,
      sql`select w as word, tsvector_to_array(to_tsvector('quad_search'::regconfig, w)) as lexemes
      from unnest(${sql.param(unknown)}::text[]) w`,
    );
    if (cache.size + rows.length > LEXEME_CACHE_MAX) cache.clear();
    for (const row of rows) {
      cache.set(row.word, row.lexemes);
      found.set(row.word, row.lexemes);
    }
  }
  return (word: string) => found.get(word) ?? [];
};

export const applySearchLanguage = async (db: Database, language: string) => {
  if ((await languageOf(db)) === language) return;
  lexemeCaches.delete(db);
  const [known] = await selectRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from pg_ts_config where cfgname = ${language}) as found`,
  );
  if (!known?.found) {
    throw new Error(
      `SEARCH_LANGUAGE: PostgreSQL has no text search configuration named ${language} (see \\dF)`,
    );
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${String(LOCK_KEY)}::bigint)`);
    if ((await languageOf(tx)) === language) return;
    const mappings = await selectRows<{ alias: string; dictionaries: string[] | null }>(
      tx,
      sql`select t.alias,
        array_agg(quote_ident(n.nspname) || '.' || quote_ident(d.dictname) order by m.mapseqno)
          filter (where d.oid is not null) as dictionaries
      from ts_token_type('default') t
      left join pg_ts_config_map m
        on m.maptokentype = t.tokid and m.mapcfg = ${language}::regconfig
      left join pg_ts_dict d on d.oid = m.mapdict
      left join pg_namespace n on n.oid = d.dictnamespace
      group by t.alias, t.tokid
      order by t.tokid`,
    );
    for (const { alias, dictionaries } of mappings) {
      const token = quoteIdentifier(alias);
      await tx.execute(
        sql.raw(`alter text search configuration quad_search drop mapping if exists for ${token}`),
      );
      if (!dictionaries || dictionaries.length === 0) continue;
      const chain = [...(ACCENTED.has(alias) ? ['unaccent'] : []), ...dictionaries].join(', ');
      await tx.execute(
        sql.raw(
          `alter text search configuration quad_search add mapping for ${token} with ${chain}`,
        ),
      );
    }
    await tx.execute(
      sql.raw(`comment on text search configuration quad_search is ${quoteLiteral(language)}`),
    );
    await tx.execute(sql`update posts set search_vector = quad_post_document(text, id)`);
    await tx.execute(sql`update events e
      set search_vector = quad_event_document(e.title, e.location, p.text)
      from posts p where p.id = e.post_id`);
  });
  // Again: a search of this process may have asked in the meantime.
  lexemeCaches.delete(db);
};
