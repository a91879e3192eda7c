/**
 * The matched words of a result, as ranges of its text: the text is split into words here, and
 * a word is marked when it matches the query as search matched it (its stem, through the
 * database's own dictionaries, for posts and events; the start of a normalised word for
 * members' and groups' names). The client draws the marks; no markup comes from the database.
 */
import type { Highlight, SearchField } from '@quad/contract';
import type { Queryable } from '../../db/client';
import { lexemesOf } from '../../db/search-language';
import { normalizeForSearch } from '../users/search-name';
import { positiveWordsOf, type ParsedQuery } from './query-text';

type Range = [number, number];

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

interface Token {
  word: string;
  start: number;
  end: number;
}

const tokensOf = (text: string): Token[] =>
  [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));

const rangesWhere = (text: string, marked: (word: string) => boolean): Range[] =>
  tokensOf(text)
    .filter((token) => marked(token.word))
    .map((token) => [token.start, token.end]);

/** The highlights of the fields that have a marked word. */
export const highlightsOf = (
  fields: [SearchField, string | null | undefined][],
  marked: (word: string) => boolean,
): Highlight[] =>
  fields.flatMap(([field, text]) => {
    const ranges = text ? rangesWhere(text, marked) : [];
    return ranges.length > 0 ? [{ field, ranges }] : [];
  });

/**
 * Members and groups: a word is marked when its normalised form contains a word of the query
 * (as their search matches names), or starts with it.
 */
export const plainMatcher = (query: ParsedQuery) => {
  const terms = positiveWordsOf(query)
    .map(normalizeForSearch)
    .filter((term) => term !== '');
  return (word: string) => {
    const normalised = normalizeForSearch(word);
    return terms.some((term) => normalised.includes(term));
  };
};

/**
 * Posts and events: a word is marked when one of its lexemes (the quad_search configuration:
 * unaccented, stemmed) is one of the query's words' lexemes, or starts with the lexeme of the
 * word being typed, as to_tsquery's prefix matches. The query's lexemes are looked up once; each
 * word of the texts once (at most one statement, for the words not met before), and its answer
 * kept for the texts' other occurrences of it.
 */
export const fullTextMatcher = async (db: Queryable, query: ParsedQuery, texts: string[]) => {
  const textWords = texts.flatMap((text) => tokensOf(text).map((token) => token.word));
  const queryWords = [...query.words, ...query.phrases.flat()];
  const prefix = query.prefix;
  const all = [...textWords, ...queryWords, ...(prefix ? [prefix] : [])];
  if (all.length === 0) return () => false;
  const lexemes = await lexemesOf(db, all);
  const wanted = new Set(queryWords.flatMap(lexemes));
  const starts = prefix ? lexemes(prefix) : [];
  const marked = new Map<string, boolean>();
  return (word: string) => {
    let known = marked.get(word);
    if (known === undefined) {
      known = lexemes(word).some(
        (lexeme) => wanted.has(lexeme) || starts.some((start) => lexeme.startsWith(start)),
      );
      marked.set(word, known);
    }
    return known;
  };
};
