/** The text member search compares, from the term a client put in the path. */
import { SEARCH_TERM_MAX } from '@quad/contract';
import { normalizeForSearch } from '../users/search-name';

/** The normalised term (the router already decoded the path), or '' when nothing is left. */
export const searchTermOf = (segment: string) =>
  normalizeForSearch(segment.trim().slice(0, SEARCH_TERM_MAX)).slice(0, SEARCH_TERM_MAX);

/** `text` for a LIKE pattern with `\` as the escape character: %, _ and \ match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
