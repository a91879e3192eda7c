/**
 * The hashtag answers' schemas (issue 29); how a text is read for tags and mentions, and the
 * hashtags' limits and words, are in hashtags-text.ts.
 */
import { z } from 'zod';

export const hashtagParamsSchema = z.object({
  tag: z.string().max(400).meta({
    description:
      'The tag without its `#`, in any case (a leading `#`, sent as `%23`, is allowed: `%23trending` names the tag trending).',
  }),
});

/** (ext) What the hashtag page shows above its posts. */
export const hashtagInfoSchema = z.object({
  /** The tag as stored: normalised, lower case. */
  tag: z.string(),
  /** Whether the signed-in member follows it (its posts join their feed). */
  following: z.boolean(),
  /** Posts with the tag in the last 24 hours that the member may see. */
  posts_today: z.number().int().min(0),
});
export type HashtagInfo = z.infer<typeof hashtagInfoSchema>;

export const hashtagFollowSchema = z.object({ tag: z.string(), following: z.boolean() });
export type HashtagFollow = z.infer<typeof hashtagFollowSchema>;

/** One line of Trending on campus. */
export const trendingHashtagSchema = z.object({
  tag: z.string(),
  /** Distinct members who used it in the last 24 hours, as far as the viewer may see. */
  members: z.number().int().min(1),
});
export type TrendingHashtag = z.infer<typeof trendingHashtagSchema>;
export const trendingHashtagsSchema = z.array(trendingHashtagSchema);

/** One line of the moderators' hashtags: the campus's trending ones, and the hidden ones. */
export const moderationHashtagSchema = z.object({
  tag: z.string(),
  /** Distinct members (not suspended) who used it in the last 24 hours, anywhere. */
  members: z.number().int().min(0),
  hidden: z.boolean(),
});
export type ModerationHashtag = z.infer<typeof moderationHashtagSchema>;
export const moderationHashtagsSchema = z.array(moderationHashtagSchema);
