/**
 * Search of posts, members, groups and events (issue 29): the query, its refusals, and the
 * answers, whose matched words come as ranges of the text (never as markup) so that a client
 * draws the marks itself.
 */
import { z } from 'zod';
import { groupSummarySchema } from './groups';
import { userSummarySchema } from './members';
import { pageQuerySchema } from './pagination';
import { commentSchema, postSchema } from './posts';

/** The longest query: a few sentences is more than any search needs. */
export const SEARCH_QUERY_MAX = 200;
/** How many of each kind the answer without a `type` carries ("a few of each"). */
export const SEARCH_ALL_EACH = 3;

export const SEARCH_TYPES = ['posts', 'members', 'groups', 'events'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Best first (relevance blended with recency; events upcoming first), or newest first. */
export const SEARCH_SORTS = ['best', 'new'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const searchText = {
  queryMissing: 'Type something to search for.',
  queryTooLong: `A search can have at most ${SEARCH_QUERY_MAX} characters.`,
} as const;

export const searchQuerySchema = pageQuerySchema.extend({
  // Not trimmed: a space at the end says the last word is finished (no longer a prefix).
  q: z
    .string({ error: searchText.queryMissing })
    .max(SEARCH_QUERY_MAX, searchText.queryTooLong)
    .refine((q) => q.trim() !== '', searchText.queryMissing)
    .meta({
      description:
        'Words (all of them, stemmed, accents ignored), a "quoted phrase", -excluded words; the last word also matches as the start of a longer one.',
    }),
  type: z
    .enum(SEARCH_TYPES)
    .optional()
    .meta({ description: 'One kind, a page at a time; without it, a few of each kind.' }),
  sort: z.enum(SEARCH_SORTS).default('best'),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** Which text of a result a highlight is in. */
export const SEARCH_FIELDS = [
  /** A post's text (an event's description). */
  'text',
  /** The text of the post's `matchedComment`. */
  'comment',
  /** An event's title and place. */
  'title',
  'place',
  /** A member's full name ("first last"), username and college; a group's name and description. */
  'name',
  'username',
  'college',
  'description',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * The matched words of one field: [start, end) offsets into the field's text as the answer
 * carries it, in UTF-16 code units (JavaScript's string indexes), in order, not overlapping.
 */
export const highlightSchema = z.object({
  field: z.enum(SEARCH_FIELDS),
  ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type Highlight = z.infer<typeof highlightSchema>;

/** A post found: the post as the feed shows it, its highlights, the comment that matched. */
export const postHitSchema = postSchema.extend({
  highlights: z.array(highlightSchema),
  /** A comment the viewer may see whose words matched, when the post's own text did not. */
  matchedComment: commentSchema.nullable(),
});
export type PostHit = z.infer<typeof postHitSchema>;

export const memberHitSchema = userSummarySchema.extend({
  /** Their college (the one in their details, else their sign-up college). */
  college: z.string(),
  highlights: z.array(highlightSchema),
});
export type MemberHit = z.infer<typeof memberHitSchema>;

export const groupHitSchema = groupSummarySchema.extend({
  highlights: z.array(highlightSchema),
});
export type GroupHit = z.infer<typeof groupHitSchema>;

/**
 * With a `type`, only that kind's list (its next page in the Link header); without, a few of
 * each. Nothing is counted.
 */
export const searchAnswerSchema = z.object({
  posts: z.array(postHitSchema).optional(),
  members: z.array(memberHitSchema).optional(),
  groups: z.array(groupHitSchema).optional(),
  /** Posts of type event, with their event. */
  events: z.array(postHitSchema).optional(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
